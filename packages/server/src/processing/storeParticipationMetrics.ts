import type { Db } from '../db/database.js';
import { athleteMetricSets, heatmapGrids } from '../db/tables.js';
import { athleteMetricSetValues, heatmapSecondsBytes } from './athleteMetricSetValues.js';
import type { ComputedWindow } from './computeParticipationMetrics.js';
import type { RawTrackInput } from './loadRawTrackInput.js';
import { replaceParticipationResults } from './replaceParticipationResults.js';

/**
 * Replaces a participation's metric sets and heat maps with the computed
 * windows (see replaceParticipationResults for why it is safe to repeat).
 */
export async function storeParticipationMetrics(
  db: Db,
  input: RawTrackInput,
  windows: readonly ComputedWindow[],
): Promise<void> {
  await replaceParticipationResults(db, input, 'processed', async (tx) => {
    const owner = {
      clubId: input.clubId,
      sessionId: input.sessionId,
      participationId: input.participationId,
      algorithmVersion: input.settings.algorithmVersion,
    };
    const inserted = await tx
      .insert(athleteMetricSets)
      .values(windows.map((window) => athleteMetricSetValues(owner, window)))
      .returning({ id: athleteMetricSets.id, windowKey: athleteMetricSets.windowKey });
    const idOf = new Map(inserted.map((row) => [row.windowKey, row.id]));
    const grids = windows.flatMap((window) =>
      window.heatmap
        ? [
            {
              athleteMetricSetId: idOf.get(window.windowKey)!,
              clubId: input.clubId,
              widthCells: window.heatmap.widthCells,
              heightCells: window.heatmap.heightCells,
              cellM: window.heatmap.cellM,
              seconds: heatmapSecondsBytes(window.heatmap),
            },
          ]
        : [],
    );
    if (grids.length > 0) await tx.insert(heatmapGrids).values(grids);
  });
}
