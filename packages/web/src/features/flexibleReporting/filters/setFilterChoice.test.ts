import { filterOptions } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { reportDataset } from '../charts/testing/reportChartFixtures';
import { withAllToggled, withOptionToggled } from './setFilterChoice';

const table = reportDataset().table;

describe('set filter choices', () => {
  it('Select All chooses every option, and again none', () => {
    const options = filterOptions(table, {}, 'segment_name');
    // No segment filter: Whole Session only.
    expect(options.map(({ value, selected }) => [value, selected])).toEqual([
      ['Warm Up', false],
      ['Whole Session', true],
    ]);
    const all = withAllToggled({}, 'segment_name', options);
    expect(all.segment_name).toEqual({ filterType: 'set', values: ['Warm Up', 'Whole Session'] });
    const none = withAllToggled(all, 'segment_name', filterOptions(table, all, 'segment_name'));
    expect(none.segment_name).toEqual({ filterType: 'set', values: [] });
  });

  it('toggling one option keeps the others', () => {
    const options = filterOptions(table, {}, 'athlete_name');
    const withoutBob = withOptionToggled({}, 'athlete_name', options, 'Bob');
    expect(withoutBob.athlete_name).toEqual({ filterType: 'set', values: ['Ann'] });
    const back = withOptionToggled(
      withoutBob,
      'athlete_name',
      filterOptions(table, withoutBob, 'athlete_name'),
      'Bob',
    );
    expect(back.athlete_name).toEqual({ filterType: 'set', values: ['Ann', 'Bob'] });
  });
});
