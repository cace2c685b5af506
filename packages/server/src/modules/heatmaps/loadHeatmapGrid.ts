import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { heatmapGrids } from '../../db/tables.js';
import type { HeatmapGridInput } from './renderHeatmapPng.js';

/** A stored grid, its seconds decoded from Float32 little-endian whatever the machine's byte order. */
export async function loadHeatmapGrid(
  db: Db,
  athleteMetricSetId: string,
): Promise<HeatmapGridInput | null> {
  const [row] = await db
    .select()
    .from(heatmapGrids)
    .where(eq(heatmapGrids.athleteMetricSetId, athleteMetricSetId));
  if (!row) return null;
  const cells = row.widthCells * row.heightCells;
  const bytes = row.seconds;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const seconds = new Float32Array(cells);
  // A short blob (never written by the engine) leaves the missing cells empty.
  const stored = Math.min(cells, Math.floor(bytes.byteLength / 4));
  for (let i = 0; i < stored; i++) seconds[i] = view.getFloat32(i * 4, true);
  return { widthCells: row.widthCells, heightCells: row.heightCells, cellM: row.cellM, seconds };
}
