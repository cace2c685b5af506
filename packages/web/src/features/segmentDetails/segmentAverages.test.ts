import { describe, expect, it } from 'vitest';
import { segmentAverageTiles, type SegmentMetricSet } from './segmentAverages';

const metricSet: SegmentMetricSet = {
  avgTotalDistanceM: 1234.4,
  avgTotalSprintDistanceM: 80.6,
  avgTotalHighIntensityDistanceM: 310,
  avgSprintEvents: 2.6,
  avgHighIntensityEvents: 7.2,
  avgAccelerationEvents: 11.5,
  avgDecelerationEvents: 9.4,
  avgMetresPerMinute: 98.7,
};

describe('segmentAverageTiles', () => {
  it('reads the eight averages in the person’s units', () => {
    const shown = segmentAverageTiles(metricSet, 'metric').map((tile) => [
      tile.label,
      tile.value === null ? null : tile.format(tile.value),
    ]);
    expect(shown).toEqual([
      ['Distance', '1.23 km'],
      ['Sprint Distance', '81 m'],
      ['High Int. Running', '310 m'],
      ['Sprints', '3'],
      ['High Int. Events', '7'],
      ['Accelerations', '12'],
      ['Decelerations', '9'],
      ['Distance p/m', '99 m/min'],
    ]);
    expect(segmentAverageTiles(metricSet, 'imperial')[0]!.format(1234.4)).toMatch(/yd$/);
  });

  it('has no values before the metrics are computed', () => {
    expect(segmentAverageTiles(null, 'metric').every((tile) => tile.value === null)).toBe(true);
  });
});
