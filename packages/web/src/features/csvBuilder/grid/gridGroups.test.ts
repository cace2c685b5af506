import { describe, expect, it } from 'vitest';
import { gridColumnsOf, type GridColumn } from './gridColumns';
import { groupAggregate, groupRows, shownRows, type GridGroup } from './gridGroups';
import { gridTable } from './testing/gridTable';

const columns = (unitSystem: 'metric' | 'imperial' = 'metric') =>
  gridColumnsOf(gridTable(), unitSystem, 'DD/MM/YYYY');
const byId = (all: GridColumn[], id: string) => all.find((column) => column.id === id)!;
const ALL_ROWS = [0, 1, 2, 3, 4, 5];

/** Each group as 'label (count)', its subgroups indented. */
function outline(groups: readonly GridGroup[]): string[] {
  return groups.flatMap((group) => [
    `${'  '.repeat(group.depth)}${group.label} (${group.rows.length})`,
    ...outline(group.children ?? []),
  ]);
}

describe('groupRows', () => {
  it('groups by two columns, values in order and the missing value last', () => {
    const all = columns();
    const groups = groupRows(
      ALL_ROWS,
      [byId(all, 'athlete_position'), byId(all, 'session_type')],
      [],
    );
    expect(outline(groups)).toEqual([
      'Defender (3)',
      '  Match (1)',
      '  Training (2)',
      'Forward (2)',
      '  Match (1)',
      '  Training (1)',
      '- (1)',
      '  Training (1)',
    ]);
    expect(groups[0]!.rows).toEqual([0, 1, 4]);
    expect(groups[0]!.children![1]!.rows).toEqual([0, 4]);
  });

  it('orders groups descending when their column is sorted descending, and rows as sorted', () => {
    const all = columns();
    const groups = groupRows(
      [5, 4, 3, 2, 1, 0],
      [byId(all, 'session_type')],
      [{ id: 'session_type', desc: true }],
    );
    expect(outline(groups)).toEqual(['Training (4)', 'Match (2)']);
    expect(groups[0]!.rows).toEqual([5, 4, 2, 0]);
  });

  it('groups dates as shown and lists by their joined items', () => {
    const all = columns();
    expect(outline(groupRows(ALL_ROWS, [byId(all, 'start_date')], []))).toEqual([
      '16/11/2026 (3)',
      '17/11/2026 (1)',
      '18/11/2026 (2)',
    ]);
    expect(outline(groupRows(ALL_ROWS, [byId(all, 'athlete_groups')], []))).toEqual([
      'Blues (2)',
      'Blues, Reds (1)',
      'Reds (2)',
      '- (1)',
    ]);
  });

  it('shows the rows of expanded groups only', () => {
    const all = columns();
    const groups = groupRows(
      ALL_ROWS,
      [byId(all, 'athlete_position'), byId(all, 'session_type')],
      [],
    );
    const defender = groups[0]!;
    const training = defender.children![1]!;
    expect(shownRows(groups, new Set())).toEqual(groups);
    expect(shownRows(groups, new Set([defender.id, training.id]))).toEqual([
      defender,
      defender.children![0],
      training,
      0,
      4,
      groups[1],
      groups[2],
    ]);
  });
});

describe('groupAggregate', () => {
  it('sums distances and takes the top speed by default, missing values left out', () => {
    const all = columns();
    const distance = byId(all, 'total_distance_m');
    const speed = byId(all, 'max_speed_kph');
    const [defender, forward, missing] = groupRows(ALL_ROWS, [byId(all, 'athlete_position')], []);
    // Defender: 914.4 + 1828.8 + 2743.2; Forward: 4572 and a missing distance.
    expect(groupAggregate(defender!, distance, distance.defaultAggregation)).toBeCloseTo(5486.4, 6);
    expect(groupAggregate(forward!, distance, distance.defaultAggregation)).toBe(4572);
    expect(groupAggregate(missing!, distance, 'sum')).toBeCloseTo(3657.6, 6);
    expect(groupAggregate(defender!, speed, speed.defaultAggregation)).toBe(32);
    expect(groupAggregate(forward!, speed, 'max')).toBe(33);
  });

  it('averages, counts and finds the extremes of the numbers there are', () => {
    const all = columns();
    const distance = byId(all, 'total_distance_m');
    const speed = byId(all, 'max_speed_kph');
    const [defender, forward] = groupRows(ALL_ROWS, [byId(all, 'athlete_position')], []);
    expect(groupAggregate(defender!, distance, 'avg')).toBeCloseTo(1828.8, 6);
    expect(groupAggregate(forward!, distance, 'avg')).toBe(4572);
    expect(groupAggregate(forward!, distance, 'count')).toBe(1);
    expect(groupAggregate(defender!, speed, 'avg')).toBe(31); // (30 + 32) / 2; Cai has none
    expect(groupAggregate(defender!, speed, 'min')).toBe(30);
    expect(groupAggregate(defender!, byId(all, 'athlete_name'), 'count')).toBeNull();
  });

  it('converts into the person units, but not a count', () => {
    const all = columns('imperial');
    const distance = byId(all, 'total_distance_m');
    expect(distance.name).toBe('Total Distance (yd)');
    const [defender, forward] = groupRows(ALL_ROWS, [byId(all, 'athlete_position')], []);
    expect(groupAggregate(defender!, distance, 'sum')).toBeCloseTo(6000, 6);
    expect(groupAggregate(defender!, distance, 'count')).toBe(3);
    // 33 km/h in mph.
    expect(groupAggregate(forward!, byId(all, 'max_speed_kph'), 'max')).toBeCloseTo(20.505, 3);
  });
});
