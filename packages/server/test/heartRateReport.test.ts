import { analyseTrack, importTracks, type Track } from '@touchline/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession } from '../src/modules/sessions/createSession.service.js';
import { readRecording } from './support/recordings.js';
import { clubIdNamed } from './support/rivalClub.js';
import { addAthletes, edgeExports } from './support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { postUpload } from './support/uploadFile.js';
import { untilProcessed } from './support/untilProcessed.js';

const HEART_RATE = `query HeartRate($sessionId: ID!) {
  session(id: $sessionId) {
    sessionParticipations {
      athleteMetricSet { avgHeartRateBpm maxHeartRateBpm }
      periodMetricSets { avgHeartRateBpm maxHeartRateBpm matchSessionPeriod { name } }
    }
  }
}`;

interface HeartRate {
  avgHeartRateBpm: number | null;
  maxHeartRateBpm: number | null;
}
interface Answer {
  session: {
    sessionParticipations: {
      athleteMetricSet: HeartRate | null;
      periodMetricSets: (HeartRate & { matchSessionPeriod: { name: string } })[];
    }[];
  };
}

let testApp: TestApp;
let coach: Session;
let clubId: string;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp();
  clubId = await clubIdNamed(db(), 'Touchline FC');
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(() => testApp.close());

/** Uploads one file for a new athlete into the session and answers the report's heart rates. */
async function uploadAndAsk(
  sessionId: string,
  file: { name: string; content: Uint8Array },
): Promise<Answer['session']['sessionParticipations'][number]> {
  const [athleteId] = await addAthletes(db(), clubId, [`Heart ${file.name}`]);
  const response = await postUpload(testApp.app, coach, { sessionId, athleteId: athleteId! }, file);
  expect(response.statusCode, response.body).toBe(201);
  await untilProcessed(db(), sessionId);
  const answer = await graphql<Answer>(testApp.app, coach, HEART_RATE, { sessionId });
  expect(answer.errors).toBeUndefined();
  const [participation] = answer.data!.session.sessionParticipations;
  return participation!;
}

const heartRateOf = (track: Track, startMs: number, endMs: number) => {
  const { avgHeartRateBpm, maxHeartRateBpm } = analyseTrack(track, {
    window: [{ startMs, endMs }],
  });
  return { avgHeartRateBpm, maxHeartRateBpm };
};

it('reports a watch’s average and maximum heart rate, for the session and each period', async () => {
  const content = readRecording('run-with-pauses.fit');
  const [track] = await importTracks(content, { fileName: 'run-with-pauses.fit' });
  const first = track!.timeMs[0]!;
  const last = track!.timeMs[track!.timeMs.length - 1]!;
  const half = first + Math.round((last - first) / 2);
  const session = await createSession(db(), clubId, {
    kind: 'match',
    startTime: new Date(first - 60_000),
    endTime: new Date(last + 60_000),
    periods: [
      { name: '1st Half', startTime: new Date(first - 60_000), endTime: new Date(half) },
      { name: '2nd Half', startTime: new Date(half), endTime: new Date(last + 60_000) },
    ],
  });
  const participation = await uploadAndAsk(session.id, {
    name: 'run-with-pauses.fit',
    content,
  });

  // The watch's own session totals: 147 bpm on average (rounded), 173 at most.
  const whole = participation.athleteMetricSet!;
  expect(whole.maxHeartRateBpm).toBe(173);
  expect(Math.abs(whole.avgHeartRateBpm! - 147)).toBeLessThanOrEqual(0.5);
  const engine = heartRateOf(track!, first - 60_000, last + 60_000);
  expect(whole.avgHeartRateBpm).toBeCloseTo(engine.avgHeartRateBpm!, 6);

  const periods = participation.periodMetricSets;
  expect(periods.map((p) => p.matchSessionPeriod.name)).toEqual(['1st Half', '2nd Half']);
  const windows = [
    [first - 60_000, half],
    [half, last + 60_000],
  ] as const;
  periods.forEach((period, k) => {
    const expected = heartRateOf(track!, windows[k]![0], windows[k]![1]);
    expect(period.maxHeartRateBpm).toBe(expected.maxHeartRateBpm);
    expect(period.avgHeartRateBpm).toBeCloseTo(expected.avgHeartRateBpm!, 6);
  });
  expect(Math.max(...periods.map((p) => p.maxHeartRateBpm!))).toBe(173);
  // The halves differ: each is its own window, not the session's figures again.
  expect(periods[0]!.avgHeartRateBpm).not.toBeCloseTo(periods[1]!.avgHeartRateBpm!, 1);
});

it('answers null where the file has no heart rate', async () => {
  const edge = edgeExports(1, 21, false)[0]!;
  const [track] = await importTracks(Buffer.from(edge));
  expect(track!.heartRateBpm).toBeUndefined();
  const session = await createSession(db(), clubId, {
    kind: 'training',
    startTime: new Date(track!.timeMs[0]! - 60_000),
    endTime: new Date(track!.timeMs[track!.timeMs.length - 1]! + 60_000),
  });
  const participation = await uploadAndAsk(session.id, {
    name: 'edge.csv',
    content: Buffer.from(edge),
  });
  expect(participation.athleteMetricSet).toMatchObject({
    avgHeartRateBpm: null,
    maxHeartRateBpm: null,
  });
});
