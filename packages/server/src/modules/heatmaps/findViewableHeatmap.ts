import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteMetricSets, heatmapGrids, memberships } from '../../db/tables.js';
import { isUuid } from '../../graphql/ids.js';

export interface ViewableHeatmap {
  athleteMetricSetId: string;
  computedAt: Date;
}

/**
 * The heat map of an athlete metric set, when the person is an approved
 * member of its club; null otherwise, exactly as for an id that does not
 * exist, so nothing about other clubs' data leaks.
 */
export async function findViewableHeatmap(
  db: Db,
  personId: string,
  athleteMetricSetId: string,
): Promise<ViewableHeatmap | null> {
  if (!isUuid(athleteMetricSetId)) return null;
  const [row] = await db
    .select({
      athleteMetricSetId: heatmapGrids.athleteMetricSetId,
      computedAt: athleteMetricSets.computedAt,
    })
    .from(heatmapGrids)
    .innerJoin(athleteMetricSets, eq(athleteMetricSets.id, heatmapGrids.athleteMetricSetId))
    .innerJoin(
      memberships,
      and(
        eq(memberships.clubId, heatmapGrids.clubId),
        eq(memberships.personId, personId),
        eq(memberships.status, 'approved'),
      ),
    )
    .where(eq(heatmapGrids.athleteMetricSetId, athleteMetricSetId))
    .limit(1);
  return row ?? null;
}
