import { describe, expect, it } from 'vitest';
import { matchDetailsRows, WHOLE_MATCH } from './matchDetailsRows';

const metrics = (totalDistanceM: number) => ({
  totalDistanceM,
  sprintEvents: 3,
  totalSprintDistanceM: 120,
  totalHighIntensityDistanceM: 480,
  avgSpeedKph: 6.5,
  maxSpeedKph: 29.1,
  rawMaxSpeedKph: 30.2,
  metresPerMinute: 105,
  avgHeartRateBpm: totalDistanceM / 60,
  maxHeartRateBpm: null,
});
const ana = { id: 'a1', name: 'Ana Silva', initials: 'AS', profilePicture: null };
const ben = { id: 'a2', name: 'Ben Okoro', initials: 'BO', profilePicture: null };
const participations = [
  {
    athlete: ana,
    athleteMetricSet: { id: 'm1', ...metrics(9000) },
    periodMetricSets: [
      { id: 'm2', ...metrics(4600), matchSessionPeriod: { id: 'p1' } },
      { id: 'm3', ...metrics(4400), matchSessionPeriod: { id: 'p2' } },
    ],
  },
  { athlete: ben, athleteMetricSet: null, periodMetricSets: [] },
];

describe('matchDetailsRows', () => {
  it('shows the whole match by default window', () => {
    expect(matchDetailsRows(participations, WHOLE_MATCH)).toEqual([
      { athlete: ana, metrics: metrics(9000) },
      { athlete: ben, metrics: null },
    ]);
  });

  it('shows one period', () => {
    expect(
      matchDetailsRows(participations, 'p2').map((row) => row.metrics?.totalDistanceM ?? null),
    ).toEqual([4400, null]);
  });
});
