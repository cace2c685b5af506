import { eq } from 'drizzle-orm';
import type { Access } from '../../access/Access.js';
import { authorize } from '../../access/authorize.js';
import type { Subject } from '../../access/Subject.js';
import { athleteMetricSets, heatmapGrids } from '../../db/tables.js';
import { isUuid } from '../../graphql/ids.js';

export interface ViewableHeatmap {
  athleteMetricSetId: string;
  clubId: string;
  computedAt: Date;
}

class HeatmapNotFound extends Error {}

/** The heat map of an athlete metric set: seen by whoever may see its session. */
function heatmapOf(athleteMetricSetId: string): Subject<ViewableHeatmap> {
  return {
    type: 'Session',
    find: async ({ db }) => {
      if (!isUuid(athleteMetricSetId)) return null;
      const [row] = await db
        .select({
          athleteMetricSetId: heatmapGrids.athleteMetricSetId,
          clubId: heatmapGrids.clubId,
          computedAt: athleteMetricSets.computedAt,
        })
        .from(heatmapGrids)
        .innerJoin(athleteMetricSets, eq(athleteMetricSets.id, heatmapGrids.athleteMetricSetId))
        .where(eq(heatmapGrids.athleteMetricSetId, athleteMetricSetId))
        .limit(1);
      return row;
    },
    factsOf: (row) => ({ clubId: row.clubId }),
    notFound: () => new HeatmapNotFound(),
  };
}

/**
 * The heat map of an athlete metric set, when the policy lets the caller see
 * it; null otherwise, exactly as for an id that does not exist, so nothing
 * about other clubs' data leaks.
 */
export async function findViewableHeatmap(
  access: Access,
  athleteMetricSetId: string,
): Promise<ViewableHeatmap | null> {
  try {
    return await authorize(access, 'Show', heatmapOf(athleteMetricSetId));
  } catch (error) {
    if (error instanceof HeatmapNotFound) return null;
    throw error;
  }
}
