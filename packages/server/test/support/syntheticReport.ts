import type { Db } from '../../src/db/database.js';
import {
  athleteMetricSets,
  athletes,
  heatmapGrids,
  matchDefinitions,
  matchPeriods,
  processingWarnings,
  sessionParticipations,
  sessions,
  teamMetricSets,
} from '../../src/db/tables.js';

const MINUTE = 60_000;

/** A cumulative distance series and a speed series, one point a minute, from originMs. */
function series(originMs: number, minutes: number) {
  const distance = Array.from({ length: minutes }, (_, k) => ({
    endTime: originMs + (k + 1) * MINUTE,
    value: (k + 1) * 110.123456789,
  }));
  const speed = distance.map((point, k) => ({ endTime: point.endTime, value: 6.6 + k / 81 }));
  return { distance, speed };
}

function metricValues(originMs: number, minutes: number) {
  const { distance, speed } = series(originMs, minutes);
  return {
    algorithmVersion: 1,
    totalDistanceM: minutes * 110,
    totalHighIntensityDistanceM: minutes * 9,
    totalSprintDistanceM: minutes * 3,
    highIntensityEvents: minutes,
    sprintEvents: Math.round(minutes / 5),
    accelerationEvents: minutes,
    decelerationEvents: minutes,
    maxSpeedKph: 30.5,
    rawMaxSpeedKph: 31.2,
    avgSpeedKph: 6.6,
    metresPerMinute: 110,
    activeSeconds: minutes * 60,
    workload: null,
    speedzoneProfileZone: [40, 30, 15, 8, 5, 2],
    timeAtKph: Array.from({ length: 32 }, (_, k) => ({ endExclusive: k + 1, value: 30 + k / 7 })),
    avgSpeedKphOverTime: speed,
    distanceMOverTime: distance,
    sampledSpeedKphOverTime: {
      startTime: originMs,
      intervalMs: 1000,
      values: Array.from({ length: minutes * 60 }, (_, s) => 5 + (s % 7)),
    },
    events: [],
  };
}

/**
 * The rows processing would leave for a 90-minute match of `athleteCount`
 * athletes (two 45-minute halves, heat maps, team values and a warning),
 * written directly: what a page reads, at a real page's size, in a second.
 */
export async function seedSyntheticMatch(db: Db, clubId: string, athleteCount: number) {
  const start = Date.UTC(2026, 10, 21, 15);
  const [definition] = await db
    .insert(matchDefinitions)
    .values({ clubId, name: `Synthetic ${athleteCount}` })
    .returning();
  const [session] = await db
    .insert(sessions)
    .values({
      clubId,
      kind: 'match',
      matchDefinitionId: definition!.id,
      startTime: new Date(start),
      endTime: new Date(start + 100 * MINUTE),
    })
    .returning();
  const sessionId = session!.id;
  const halves = await db
    .insert(matchPeriods)
    .values(
      [0, 1].map((ordinal) => ({
        clubId,
        sessionId,
        name: ordinal === 0 ? '1st Half' : '2nd Half',
        ordinal,
        startTime: new Date(start + ordinal * 50 * MINUTE),
        endTime: new Date(start + (ordinal * 50 + 45) * MINUTE),
      })),
    )
    .returning();
  const squad = await db
    .insert(athletes)
    .values(
      Array.from({ length: athleteCount }, (_, a) => ({
        clubId,
        name: `Synthetic ${athleteCount}-${a}`,
        initials: 'SY',
      })),
    )
    .returning();
  const participations = await db
    .insert(sessionParticipations)
    .values(squad.map((athlete) => ({ clubId, sessionId, athleteId: athlete.id })))
    .returning();
  const windows = [
    {
      scope: 'session' as const,
      windowKey: 'session',
      matchPeriodId: null,
      originMs: start,
      minutes: 95,
    },
    ...halves.map((half) => ({
      scope: 'period' as const,
      windowKey: `period:${half.id}`,
      matchPeriodId: half.id,
      originMs: half.startTime.getTime(),
      minutes: 45,
    })),
  ];
  for (const window of windows) {
    const rows = await db
      .insert(athleteMetricSets)
      .values(
        participations.map((participation) => ({
          clubId,
          sessionId,
          sessionParticipationId: participation.id,
          scope: window.scope,
          windowKey: window.windowKey,
          matchPeriodId: window.matchPeriodId,
          ...metricValues(window.originMs, window.minutes),
        })),
      )
      .returning({ id: athleteMetricSets.id });
    if (window.scope === 'period') {
      await db.insert(heatmapGrids).values(
        rows.map((row) => ({
          athleteMetricSetId: row.id,
          clubId,
          widthCells: 2,
          heightCells: 1,
          cellM: 1,
          seconds: new Uint8Array(8),
        })),
      );
    }
    const { distance } = series(window.originMs, window.minutes);
    await db.insert(teamMetricSets).values({
      clubId,
      sessionId,
      scope: window.scope,
      windowKey: window.windowKey,
      matchPeriodId: window.matchPeriodId,
      algorithmVersion: 1,
      participantsWithData: athleteCount,
      participantsWithoutData: 0,
      avgTotalDistanceM: window.minutes * 110,
      avgTotalHighIntensityDistanceM: window.minutes * 9,
      avgTotalSprintDistanceM: window.minutes * 3,
      avgHighIntensityEvents: window.minutes,
      avgSprintEvents: 4,
      avgMaxSpeedKph: 30.5,
      avgAvgSpeedKph: 6.6,
      avgMetresPerMinute: 110,
      totalDistanceM: athleteCount * window.minutes * 110,
      totalHighIntensityDistanceM: athleteCount * window.minutes * 9,
      totalSprintDistanceM: athleteCount * window.minutes * 3,
      avgDistanceMOverTime: distance,
    });
  }
  await db.insert(processingWarnings).values({
    clubId,
    sessionId,
    sessionParticipationId: participations[0]!.id,
    code: 'NO_GPS_DATA',
    message: 'synthetic.csv: no GPS fix',
  });
  return { sessionId, athleteIds: squad.map((athlete) => athlete.id) };
}
