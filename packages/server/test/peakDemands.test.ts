import { analyseTrack, importTracks, simulateSession, writeEdgeCsv } from '@touchline/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession } from '../src/modules/sessions/createSession.service.js';
import { clubIdNamed } from './support/rivalClub.js';
import { addAthletes, createShortMatch, edgeExports, KICK_OFF } from './support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { postUpload } from './support/uploadFile.js';
import { untilProcessed } from './support/untilProcessed.js';

const PEAK_FIELDS = `windowMinutes distanceM distanceStartTime highIntensityDistanceM
  highIntensityStartTime accelerationsDecelerations accelerationsDecelerationsStartTime`;

const MATCH_PEAKS = `query MatchPeaks($sessionId: ID!) {
  session(id: $sessionId) {
    sessionParticipations {
      athleteMetricSet { peakDemands { ${PEAK_FIELDS} } }
      periodMetricSets { peakDemands { windowMinutes distanceM } }
    }
  }
}`;

const DRILL_PEAKS = `query DrillPeaks($segmentId: ID!) {
  segment(id: $segmentId) {
    segmentParticipations {
      athlete { name }
      matchPeakDemands { ${PEAK_FIELDS} }
    }
  }
}`;

const CREATE_SEGMENT = `mutation CreateDrill($attributes: SessionSegmentAttributes!) {
  createSessionSegment(attributes: $attributes) { segment { id } errors { fullMessages } }
}`;

interface PeakAnswer {
  windowMinutes: number;
  distanceM: number;
  distanceStartTime: string | null;
  highIntensityDistanceM: number;
  highIntensityStartTime: string | null;
  accelerationsDecelerations: number;
  accelerationsDecelerationsStartTime: string | null;
}

interface DrillAnswer {
  segment: {
    segmentParticipations: { athlete: { name: string }; matchPeakDemands: PeakAnswer[] }[];
  };
}

let testApp: TestApp;
let coach: Session;
let clubId: string;
const db = () => testApp.testDatabase.database.db;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  testApp = await startTestApp();
  clubId = await clubIdNamed(db(), 'Touchline FC');
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(() => testApp.close());

async function ask<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await graphql<T>(testApp.app, coach, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

async function upload(sessionId: string, athleteId: string, csv: string): Promise<void> {
  const response = await postUpload(
    testApp.app,
    coach,
    { sessionId, athleteId },
    { name: 'edge.csv', content: Buffer.from(csv) },
  );
  expect(response.statusCode, response.body).toBe(201);
}

it('stores a match’s peak demands, and compares a later drill with the athlete’s match peaks', async () => {
  const [striker, newcomer] = await addAthletes(db(), clubId, ['Peak Striker', 'Peak Newcomer']);
  const match = await createShortMatch(db(), clubId);
  const [matchCsv] = edgeExports(1, 31);
  await upload(match.id, striker!, matchCsv!);
  await untilProcessed(db(), match.id);

  const { session } = await ask<{
    session: {
      sessionParticipations: {
        athleteMetricSet: { peakDemands: PeakAnswer[] };
        periodMetricSets: { peakDemands: { windowMinutes: number; distanceM: number }[] }[];
      }[];
    };
  }>(MATCH_PEAKS, { sessionId: match.id });
  const [participation] = session.sessionParticipations;
  const stored = participation!.athleteMetricSet.peakDemands;
  expect(stored.map((d) => d.windowMinutes)).toEqual([1, 2, 3, 5, 10]);

  // The same numbers as the engine's over the session's window.
  const [track] = await importTracks(Buffer.from(matchCsv!));
  const engine = analyseTrack(track!, {
    window: [{ startMs: match.startTime.getTime(), endMs: match.endTime.getTime() }],
  }).peakDemands;
  stored.forEach((demand, k) => {
    const expected = engine[k]!;
    expect(demand.distanceM).toBeCloseTo(expected.distanceM, 6);
    expect(demand.highIntensityDistanceM).toBeCloseTo(expected.highIntensityDistanceM, 6);
    expect(demand.accelerationsDecelerations).toBe(expected.accelerationsDecelerations);
    expect(Date.parse(demand.distanceStartTime!)).toBeCloseTo(expected.distanceStartMs!, 0);
  });
  expect(stored[0]!.distanceM).toBeGreaterThan(100);
  // Longer windows hold more, never more per minute.
  for (let k = 1; k < stored.length; k++) {
    const [shorter, longer] = [stored[k - 1]!, stored[k]!];
    expect(longer.distanceM).toBeGreaterThanOrEqual(shorter.distanceM);
    expect(longer.distanceM / longer.windowMinutes).toBeLessThanOrEqual(
      shorter.distanceM / shorter.windowMinutes + 1e-9,
    );
  }
  // Each half has its own.
  expect(participation!.periodMetricSets).toHaveLength(2);
  for (const period of participation!.periodMetricSets) {
    expect(period.peakDemands[0]!.distanceM).toBeLessThanOrEqual(stored[0]!.distanceM + 1e-9);
  }

  // A training a week later: the drill's athletes carry their best match peaks.
  const trainingStartMs = KICK_OFF.getTime() + 7 * DAY_MS;
  const training = await createSession(db(), clubId, {
    kind: 'training',
    startTime: new Date(trainingStartMs - 5 * 60_000),
    endTime: new Date(trainingStartMs + 30 * 60_000),
  });
  const simulated = simulateSession({
    seed: 5,
    kind: 'training',
    startTime: trainingStartMs - 5 * 60_000,
    athletes: 2,
    durationS: 30 * 60,
  });
  await upload(training.id, striker!, writeEdgeCsv(simulated.athletes[0]!.track));
  await upload(training.id, newcomer!, writeEdgeCsv(simulated.athletes[1]!.track));
  await untilProcessed(db(), training.id);
  const created = await ask<{
    createSessionSegment: { segment: { id: string } | null; errors: unknown[] };
  }>(CREATE_SEGMENT, {
    attributes: {
      sessionId: training.id,
      title: 'Small-sided game',
      startTime: new Date(trainingStartMs).toISOString(),
      endTime: new Date(trainingStartMs + 6 * 60_000).toISOString(),
    },
  });
  expect(created.createSessionSegment.errors).toEqual([]);
  const { segment } = await ask<DrillAnswer>(DRILL_PEAKS, {
    segmentId: created.createSessionSegment.segment!.id,
  });
  const byName = new Map(segment.segmentParticipations.map((p) => [p.athlete.name, p]));
  expect(byName.get('Peak Striker')!.matchPeakDemands).toEqual(stored);
  // No match in the year before: zeros, no start times.
  expect(byName.get('Peak Newcomer')!.matchPeakDemands.map((d) => d.distanceM)).toEqual([
    0, 0, 0, 0, 0,
  ]);
  expect(byName.get('Peak Newcomer')!.matchPeakDemands[0]!.distanceStartTime).toBeNull();

  // A match of the same athlete after the training is not one of its peaks.
  const laterMatch = await createSession(db(), clubId, {
    kind: 'match',
    startTime: new Date(trainingStartMs + DAY_MS),
    endTime: new Date(trainingStartMs + DAY_MS + 30 * 60_000),
    periods: [
      {
        name: 'Match',
        startTime: new Date(trainingStartMs + DAY_MS),
        endTime: new Date(trainingStartMs + DAY_MS + 30 * 60_000),
      },
    ],
  });
  const faster = simulateSession({
    seed: 9,
    kind: 'training',
    startTime: trainingStartMs + DAY_MS,
    athletes: 1,
    durationS: 25 * 60,
  });
  await upload(laterMatch.id, striker!, writeEdgeCsv(faster.athletes[0]!.track));
  await untilProcessed(db(), laterMatch.id);
  const again = await ask<DrillAnswer>(DRILL_PEAKS, {
    segmentId: created.createSessionSegment.segment!.id,
  });
  const strikerAgain = again.segment.segmentParticipations.find(
    (p) => p.athlete.name === 'Peak Striker',
  );
  expect(strikerAgain!.matchPeakDemands).toEqual(stored);
}, 120_000);
