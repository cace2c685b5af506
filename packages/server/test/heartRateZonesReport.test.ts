import { analyseTrack, importTracks, simulateSession, unpackSpeeds } from '@touchline/domain';
import { writeCatapultCsv } from '@touchline/domain/vendorFiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { athletes } from '../src/db/tables.js';
import { createSession } from '../src/modules/sessions/createSession.service.js';
import { readRecording } from './support/recordings.js';
import { clubIdNamed } from './support/rivalClub.js';
import { addAthletes, edgeExports } from './support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { postUpload } from './support/uploadFile.js';
import { untilProcessed } from './support/untilProcessed.js';

const FIGURES = `query HeartRateZones($sessionId: ID!) {
  session(id: $sessionId) {
    sessionParticipations {
      athleteMetricSet {
        maxHeartRateBpm heartRateZonePercentages trimp
        averageMetabolicPowerWPerKg metabolicEnergyKjPerKg highMetabolicLoadDistanceM playerLoad
        sampledSpeedKphOverTime { startTime }
        sampledHeartRateBpmOverTime { startTime intervalMs packedValues }
      }
    }
  }
}`;

interface Figures {
  maxHeartRateBpm: number | null;
  heartRateZonePercentages: number[] | null;
  trimp: number | null;
  averageMetabolicPowerWPerKg: number | null;
  metabolicEnergyKjPerKg: number | null;
  highMetabolicLoadDistanceM: number | null;
  playerLoad: number | null;
  sampledSpeedKphOverTime: { startTime: string };
  sampledHeartRateBpmOverTime: {
    startTime: string;
    intervalMs: number;
    packedValues: string;
  } | null;
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

/** A new athlete (with this Squad maximum heart rate) uploads the file into a new session. */
async function uploadAndAsk(
  file: { name: string; content: Uint8Array },
  span: { startMs: number; endMs: number },
  squadMaxHeartRateBpm: number | null,
): Promise<Figures> {
  const [athleteId] = await addAthletes(db(), clubId, [
    `Zones ${file.name} ${squadMaxHeartRateBpm}`,
  ]);
  await db()
    .update(athletes)
    .set({ maxHeartRateBpm: squadMaxHeartRateBpm })
    .where(eq(athletes.id, athleteId!));
  const session = await createSession(db(), clubId, {
    kind: 'training',
    startTime: new Date(span.startMs - 60_000),
    endTime: new Date(span.endMs + 60_000),
  });
  const response = await postUpload(
    testApp.app,
    coach,
    { sessionId: session.id, athleteId: athleteId! },
    file,
  );
  expect(response.statusCode, response.body).toBe(201);
  await untilProcessed(db(), session.id);
  const answer = await graphql<{
    session: { sessionParticipations: { athleteMetricSet: Figures }[] };
  }>(testApp.app, coach, FIGURES, { sessionId: session.id });
  expect(answer.errors).toBeUndefined();
  return answer.data!.session.sessionParticipations[0]!.athleteMetricSet;
}

const watchRun = async () => {
  const content = readRecording('run-with-pauses.fit');
  const [track] = await importTracks(content, { fileName: 'run-with-pauses.fit' });
  const span = { startMs: track!.timeMs[0]!, endMs: track!.timeMs.at(-1)! };
  return { content, track: track!, span };
};

it("reports a watch's heart-rate zones, TRIMP and metabolic figures as the engine computes them", async () => {
  const { content, track, span } = await watchRun();
  const figures = await uploadAndAsk({ name: 'run-with-pauses.fit', content }, span, null);
  // No Squad value and no earlier session: the zones are of the highest rate seen, 173.
  const engine = analyseTrack(track, { maxHeartRateBpm: 173 });
  expect(figures.maxHeartRateBpm).toBe(173);
  figures.heartRateZonePercentages!.forEach((pct, k) =>
    expect(pct).toBeCloseTo(engine.heartRateZonePercentages![k]!, 9),
  );
  expect(figures.heartRateZonePercentages!.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(
    100 + 1e-9,
  );
  expect(figures.trimp).toBeCloseTo(engine.trimp!, 9);
  expect(figures.trimp).toBeGreaterThan(0);
  expect(figures.averageMetabolicPowerWPerKg).toBeCloseTo(engine.averageMetabolicPowerWPerKg, 9);
  expect(figures.metabolicEnergyKjPerKg).toBeCloseTo(engine.metabolicEnergyKjPerKg, 9);
  expect(figures.highMetabolicLoadDistanceM).toBeCloseTo(engine.highMetabolicLoadDistanceM, 6);

  // The 1 Hz heart rate, whole beats, its seconds aligned with the speed's.
  const series = figures.sampledHeartRateBpmOverTime!;
  expect(series.intervalMs).toBe(1000);
  const bpm = unpackSpeeds(series.packedValues).filter((v): v is number => v !== null);
  expect(Math.max(...bpm)).toBe(173);
  expect(bpm.every((v) => Number.isInteger(v))).toBe(true);
  const offsetS =
    (Date.parse(series.startTime) - Date.parse(figures.sampledSpeedKphOverTime.startTime)) / 1000;
  expect(Number.isInteger(offsetS)).toBe(true);
});

it("takes the Squad's maximum heart rate for the zones when staff entered one", async () => {
  const { content, track, span } = await watchRun();
  const figures = await uploadAndAsk({ name: 'run-with-pauses.fit', content }, span, 200);
  const engine = analyseTrack(track, { maxHeartRateBpm: 200 });
  expect(figures.trimp).toBeCloseTo(engine.trimp!, 9);
  // Of 200 rather than 173 the same run is easier: less TRIMP.
  expect(figures.trimp!).toBeLessThan(analyseTrack(track, { maxHeartRateBpm: 173 }).trimp!);
});

it('answers null heart-rate figures, and metabolic ones, for a file without heart rate', async () => {
  const edge = edgeExports(1, 23, false)[0]!;
  const [track] = await importTracks(Buffer.from(edge));
  const span = { startMs: track!.timeMs[0]!, endMs: track!.timeMs.at(-1)! };
  const figures = await uploadAndAsk({ name: 'edge.csv', content: Buffer.from(edge) }, span, 190);
  expect(figures).toMatchObject({
    heartRateZonePercentages: null,
    trimp: null,
    sampledHeartRateBpmOverTime: null,
  });
  expect(figures.metabolicEnergyKjPerKg).toBeGreaterThan(0);
  expect(figures.averageMetabolicPowerWPerKg).toBeGreaterThan(4);
});

it("stores Catapult's Player Load over the session as its export gives it, and none for other files", async () => {
  const [athlete] = simulateSession({
    seed: 31,
    kind: 'training',
    startTime: Date.UTC(2026, 2, 7, 10),
    athletes: 1,
    // Long enough to run: the importer tells Velocity's unit from moving stretches.
    durationS: 1800,
  }).athletes;
  const csv = writeCatapultCsv(athlete!.track, 'First Last', 'DEV-31', {
    delimiter: ',',
    dayFirst: true,
    velocityUnit: 'm/s',
  });
  const content = Buffer.from(csv);
  const [track] = await importTracks(content, { fileName: 'catapult.csv' });
  expect(track!.playerLoad).toBeDefined();
  const span = { startMs: track!.timeMs[0]!, endMs: track!.timeMs.at(-1)! };
  const figures = await uploadAndAsk({ name: 'catapult.csv', content }, span, null);
  const accumulated = track!.playerLoad!;
  // The whole session: the column's increase from the first row to the last, less what
  // accrued across the file's few gaps (nothing is counted across a gap).
  const increase = accumulated.at(-1)! - accumulated[0]!;
  expect(figures.playerLoad).toBeLessThanOrEqual(increase);
  expect(figures.playerLoad).toBeGreaterThan(increase * 0.99);
  expect(figures.playerLoad).toBeCloseTo(analyseTrack(track!).playerLoad!, 9);

  const fit = await watchRun();
  const watch = await uploadAndAsk(
    { name: 'run-with-pauses.fit', content: fit.content },
    fit.span,
    null,
  );
  expect(watch.playerLoad).toBeNull();
});
