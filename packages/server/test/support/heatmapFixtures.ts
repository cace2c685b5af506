import { PNG } from 'pngjs';
import type { Db } from '../../src/db/database.js';
import {
  athleteMetricSets,
  athletes,
  heatmapGrids,
  matchPeriods,
  sessionParticipations,
  sessions,
} from '../../src/db/tables.js';

export interface SeedGrid {
  widthCells: number;
  heightCells: number;
  cellM: number;
  seconds: Float32Array;
}

/** Float32 little-endian, row by row, as the processing jobs store it. */
function secondsBytes(seconds: Float32Array): Uint8Array {
  const bytes = new Uint8Array(seconds.length * 4);
  const view = new DataView(bytes.buffer);
  seconds.forEach((value, index) => view.setFloat32(index * 4, value, true));
  return bytes;
}

/** A grid with all its time around one cell: a peak at (x, y), fading over a few metres. */
export function peakedGrid(
  widthCells: number,
  heightCells: number,
  x: number,
  y: number,
): SeedGrid {
  const seconds = new Float32Array(widthCells * heightCells);
  for (let row = 0; row < heightCells; row++) {
    for (let col = 0; col < widthCells; col++) {
      const d2 = (col - x) ** 2 + (row - y) ** 2;
      if (d2 <= 36) seconds[row * widthCells + col] = 120 * Math.exp(-d2 / 18);
    }
  }
  return { widthCells, heightCells, cellM: 1, seconds };
}

/**
 * A match with one period, one athlete's participation, the period's metric
 * set and its heat-map grid, in a club: the rows processing would write.
 */
export async function seedPeriodHeatmap(db: Db, clubId: string, grid: SeedGrid) {
  const kickOff = new Date('2026-11-14T15:00:00.000Z');
  const at = (minutes: number) => new Date(kickOff.getTime() + minutes * 60_000);
  const [athlete] = await db
    .insert(athletes)
    .values({ clubId, name: 'Heat Map Player', initials: 'HP' })
    .returning({ id: athletes.id });
  const [session] = await db
    .insert(sessions)
    .values({ clubId, kind: 'match', startTime: at(-5), endTime: at(50), opponent: 'Rovers' })
    .returning({ id: sessions.id });
  const [period] = await db
    .insert(matchPeriods)
    .values({
      clubId,
      sessionId: session!.id,
      name: '1st Half',
      ordinal: 1,
      startTime: at(0),
      endTime: at(45),
    })
    .returning({ id: matchPeriods.id });
  const [participation] = await db
    .insert(sessionParticipations)
    .values({ clubId, sessionId: session!.id, athleteId: athlete!.id })
    .returning({ id: sessionParticipations.id });
  const [metricSet] = await db
    .insert(athleteMetricSets)
    .values({
      clubId,
      sessionId: session!.id,
      scope: 'period',
      windowKey: `period:${period!.id}`,
      matchPeriodId: period!.id,
      algorithmVersion: 1,
      sessionParticipationId: participation!.id,
      totalDistanceM: 5200,
      totalHighIntensityDistanceM: 640,
      totalSprintDistanceM: 180,
      highIntensityEvents: 24,
      sprintEvents: 9,
      accelerationEvents: 31,
      decelerationEvents: 28,
      maxSpeedKph: 31.2,
      rawMaxSpeedKph: 31.9,
      avgSpeedKph: 6.9,
      metresPerMinute: 115.6,
      activeSeconds: 2700,
      workload: null,
      speedzoneProfileZone: [0, 7, 14, 19, 24],
      timeAtKph: [],
      avgSpeedKphOverTime: [],
      distanceMOverTime: [],
      sampledSpeedKphOverTime: [],
      events: [],
    })
    .returning({ id: athleteMetricSets.id, computedAt: athleteMetricSets.computedAt });
  await db.insert(heatmapGrids).values({
    athleteMetricSetId: metricSet!.id,
    clubId,
    widthCells: grid.widthCells,
    heightCells: grid.heightCells,
    cellM: grid.cellM,
    seconds: secondsBytes(grid.seconds),
  });
  return { athleteMetricSetId: metricSet!.id, computedAt: metricSet!.computedAt };
}

/** A PNG decoded back, with a pixel reader returning [r, g, b, a]. */
export function decode(png: Buffer) {
  const image = PNG.sync.read(png);
  const pixel = (x: number, y: number) => {
    const i = (y * image.width + x) * 4;
    return [...image.data.subarray(i, i + 4)] as [number, number, number, number];
  };
  return { width: image.width, height: image.height, pixel };
}
