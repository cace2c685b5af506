import {
  formatCount,
  formatDistance,
  formatDistancePerMinute,
  type UnitSystem,
} from '@touchline/domain';
import type { SegmentDetailsQueryQuery } from '../../gql/graphql';

export type SegmentMetricSet = NonNullable<
  NonNullable<SegmentDetailsQueryQuery['segment']>['segmentMetricSet']
>;

export interface SegmentAverageTile {
  label: string;
  value: number | null;
  format: (value: number) => string;
}

/** The eight team averages of 'Segment Averages' (docs/product/dashboard-and-segments.md §2.6), in the person's units. */
export function segmentAverageTiles(
  metricSet: SegmentMetricSet | null,
  unitSystem: UnitSystem,
): SegmentAverageTile[] {
  const distance = (valueM: number) => formatDistance(Math.round(valueM), unitSystem);
  const tile = (
    label: string,
    key: keyof Omit<SegmentMetricSet, '__typename'>,
    format: (value: number) => string,
  ): SegmentAverageTile => ({ label, value: metricSet ? metricSet[key] : null, format });
  return [
    tile('Distance', 'avgTotalDistanceM', distance),
    tile('Sprint Distance', 'avgTotalSprintDistanceM', distance),
    tile('High Int. Running', 'avgTotalHighIntensityDistanceM', distance),
    tile('Sprints', 'avgSprintEvents', formatCount),
    tile('High Int. Events', 'avgHighIntensityEvents', formatCount),
    tile('Accelerations', 'avgAccelerationEvents', formatCount),
    tile('Decelerations', 'avgDecelerationEvents', formatCount),
    tile('Distance p/m', 'avgMetresPerMinute', (rate) => formatDistancePerMinute(rate, unitSystem)),
  ];
}
