import type { TrackSampleStats } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteMetricSets, heatmapGrids, rawTracks } from '../../db/tables.js';
import type { ComputedMetricSet } from './athleteMetricSetValues.js';
import { metricSetInsert } from './metricSetInsert.js';
import type { RawTrackInput } from './loadRawTrackInput.js';
import { replaceParticipationResults } from './replaceParticipationResults.js';

/** What an engine thread computed for one participation, as rows to insert. */
export interface MetricSetRows {
  /** The raw track's samples, for provider staff's session diagnostics. */
  sampleStats: TrackSampleStats;
  metricSets: ComputedMetricSet[];
  heatmaps: {
    windowKey: string;
    widthCells: number;
    heightCells: number;
    cellM: number;
    /** Float32 little-endian seconds per cell. */
    seconds: Uint8Array;
  }[];
}

/**
 * Replaces a participation's metric sets and heat maps with the computed
 * ones (see replaceParticipationResults for why it is safe to repeat).
 */
export async function storeParticipationMetrics(
  db: Db,
  input: RawTrackInput,
  rows: MetricSetRows,
): Promise<boolean> {
  return replaceParticipationResults(db, input, 'processed', async (tx) => {
    const inserted = await tx
      .insert(athleteMetricSets)
      .values(rows.metricSets.map(metricSetInsert))
      .returning({ id: athleteMetricSets.id, windowKey: athleteMetricSets.windowKey });
    const idOf = new Map(inserted.map((row) => [row.windowKey, row.id]));
    const grids = rows.heatmaps.map(({ windowKey, ...grid }) => ({
      ...grid,
      athleteMetricSetId: idOf.get(windowKey)!,
      clubId: input.clubId,
    }));
    if (grids.length > 0) await tx.insert(heatmapGrids).values(grids);
    await tx
      .update(rawTracks)
      .set({ sampleStats: rows.sampleStats })
      .where(eq(rawTracks.id, input.rawTrackId));
  });
}
