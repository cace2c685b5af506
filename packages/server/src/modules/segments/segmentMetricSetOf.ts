import type { GraphQLContext } from '../../context.js';
import { hasUsableData, type SegmentRow } from '../sessionReports/index.js';
import type { SegmentMetricSetRow } from './segmentRows.js';

/**
 * The team's stored values over a segment, with the means of the
 * acceleration and deceleration counts over the same athletes (those with
 * data, METRICS.md "Team values"); null until computed.
 */
export async function segmentMetricSetOf(
  ctx: GraphQLContext,
  segment: SegmentRow,
): Promise<SegmentMetricSetRow | null> {
  const [teamSets, athleteSets] = await Promise.all([
    ctx.loaders.teamMetricSetsBySessionId.load(segment.sessionId),
    ctx.loaders.athleteMetricSetsBySegmentId.load(segment.id),
  ]);
  const team = teamSets.get(`segment:${segment.id}`);
  if (!team) return null;
  const withData = [...athleteSets.values()].filter(hasUsableData);
  const mean = (value: (set: (typeof withData)[number]) => number) =>
    withData.length > 0 ? withData.reduce((sum, set) => sum + value(set), 0) / withData.length : 0;
  return {
    ...team,
    avgAccelerationEvents: mean((set) => set.accelerationEvents),
    avgDecelerationEvents: mean((set) => set.decelerationEvents),
  };
}
