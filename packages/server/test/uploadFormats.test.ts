import { analyseTrack, importTracks, type GpsTrack, type Track } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { athleteMetricSets } from '../src/db/metricsSchema.js';
import { sessionParticipations } from '../src/db/sessionsSchema.js';
import { createSession } from '../src/modules/sessions/createSession.service.js';
import { readRecording } from './support/recordings.js';
import { clubIdNamed } from './support/rivalClub.js';
import { addAthletes, edgeExports } from './support/sessionFixtures.js';
import { signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { gpxOf } from './support/trackerFiles.js';
import { postUpload } from './support/uploadFile.js';
import { untilProcessed } from './support/untilProcessed.js';

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

async function sessionDistance(sessionId: string, athleteId: string) {
  const [row] = await db()
    .select({ distanceM: athleteMetricSets.totalDistanceM })
    .from(athleteMetricSets)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .where(
      and(
        eq(athleteMetricSets.sessionId, sessionId),
        eq(sessionParticipations.athleteId, athleteId),
        eq(athleteMetricSets.windowKey, 'session'),
      ),
    );
  return row?.distanceM;
}

/** The engine's own answer for the session's window: what the stored row must say. */
function expectedDistance(track: Track, startTime: Date, endTime: Date) {
  return analyseTrack(track, {
    window: [{ startMs: startTime.getTime(), endMs: endTime.getTime() }],
  }).totalDistanceM;
}

const cases: {
  format: string;
  file: () =>
    { name: string; content: Uint8Array } | Promise<{ name: string; content: Uint8Array }>;
  tags?: string[];
}[] = [
  {
    format: 'edge',
    file: () => ({ name: 'edge.csv', content: Buffer.from(edgeExports(1, 11)[0]!) }),
  },
  {
    format: 'gpx',
    file: async () => {
      const [track] = await importTracks(Buffer.from(edgeExports(1, 12)[0]!));
      return { name: 'watch.gpx', content: Buffer.from(gpxOf(track as GpsTrack)) };
    },
  },
  {
    format: 'fit',
    file: () => ({ name: 'fenix2.fit', content: readRecording('fenix2-run.fit') }),
  },
  {
    format: 'positions',
    file: () => ({ name: 'alfheim.csv', content: readRecording('alfheim-2013-11-07.csv.gz') }),
    tags: ['8', '13'],
  },
];

it.each(cases)(
  'a $format upload ends in the metric rows the engine computes',
  async ({ format, file, tags }) => {
    const { name, content } = await file();
    const tracks = await importTracks(content, { fileName: name });
    const first = Math.min(...tracks.map((track) => track.timeMs[0]!));
    const last = Math.max(...tracks.map((track) => track.timeMs[track.timeMs.length - 1]!));
    const startTime = new Date(first - 60_000);
    const endTime = new Date(last + 60_000);
    const session = await createSession(db(), clubId, { kind: 'training', startTime, endTime });
    const athleteIds = await addAthletes(
      db(),
      clubId,
      (tags ?? ['solo']).map((tag) => `${format} ${tag}`),
    );
    const fields: Record<string, string> = tags
      ? {
          sessionId: session.id,
          tagMapping: JSON.stringify(
            Object.fromEntries(tags.map((tag, k) => [tag, athleteIds[k]])),
          ),
        }
      : { sessionId: session.id, athleteId: athleteIds[0]! };
    const response = await postUpload(testApp.app, coach, fields, { name, content });
    expect(response.statusCode, response.body).toBe(201);
    await untilProcessed(db(), session.id);
    const byKey = new Map(tracks.map((track) => [track.id, track]));
    for (const [k, athleteId] of athleteIds.entries()) {
      const track = tags ? byKey.get(tags[k]!)! : tracks[0]!;
      const expected = expectedDistance(track, startTime, endTime);
      expect(expected).toBeGreaterThan(500);
      expect(await sessionDistance(session.id, athleteId)).toBeCloseTo(expected, 6);
    }
  },
);
