import { describe, expect, it } from 'vitest';
import { filterOptions } from './filterOptions.js';
import { filterSummary } from './filterSummary.js';
import { smallReportTable } from './smallReportTable.js';

// The rows are listed, numbered 0 to 14, in smallReportTable.ts.
const table = smallReportTable();
const option = (value: string, selected: boolean, inChart: boolean, excluded: boolean) => ({
  value,
  selected,
  inChart,
  excluded,
});

describe('filterOptions', () => {
  it('lists every value, the blank last, all selected and in the chart without filters', () => {
    const options = filterOptions(table, {}, 'athlete_position');
    expect(options).toEqual([
      option('Defender', true, true, false),
      option('Forward', true, true, false),
      option('', true, true, false),
    ]);
    expect(filterSummary(options)).toBe('All Selected (3 In Chart)');
  });

  it('marks the options no row of the other filters has as excluded', () => {
    // Only Ann: Defender (Bob) and no position (Cat) have no row left.
    const options = filterOptions(
      table,
      { athlete_name: { filterType: 'set', values: ['Ann'] } },
      'athlete_position',
    );
    expect(options).toEqual([
      option('Defender', true, false, true),
      option('Forward', true, true, false),
      option('', true, false, true),
    ]);
    expect(filterSummary(options)).toBe('All Selected (1 In Chart)');
  });

  it('selects what the field’s own filter accepts', () => {
    const options = filterOptions(
      table,
      { athlete_position: { filterType: 'set', values: ['Forward'] } },
      'athlete_position',
    );
    expect(options.map((o) => o.selected)).toEqual([false, true, false]);
    expect(filterSummary(options)).toBe('1 Selected (1 In Chart)');
  });

  it('selects only Whole Session when there is no segment filter', () => {
    const options = filterOptions(table, {}, 'segment_name');
    expect(options).toEqual([
      option('First Half', false, false, false),
      option('Warm Up', false, false, false),
      option('Whole Session', true, true, false),
    ]);
  });

  it('lists each element of list columns; a set of nothing is None', () => {
    // Tags: Heavy (row 6, training), Recovery (rows 2, 14, training), none (the rest).
    // Under Match only (rows 7, 8, 9 of the Whole Session), only the blank is left.
    const options = filterOptions(
      table,
      {
        session_type: { filterType: 'set', values: ['Match'] },
        tags: { filterType: 'set', values: [] },
      },
      'tags',
    );
    expect(options).toEqual([
      option('Heavy', false, false, true),
      option('Recovery', false, false, true),
      option('', false, false, false),
    ]);
    expect(filterSummary(options)).toBe('None');
    // Dates come in order, and groups one by one.
    expect(filterOptions(table, {}, 'start_date').map((o) => o.value)).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-07',
      '2026-03-09',
    ]);
    expect(filterOptions(table, {}, 'athlete_groups').map((o) => o.value)).toEqual([
      'Attack',
      'Back Four',
      'Defence',
      '',
    ]);
  });

  it('answers no options for a field the table lacks', () => {
    expect(filterOptions({ columns: [] }, {}, 'tags')).toEqual([]);
  });
});

describe('filterSummary', () => {
  it('counts selected options and those in the chart', () => {
    const summary = filterSummary([
      { selected: true, inChart: true },
      { selected: true, inChart: false },
      { selected: false, inChart: false },
    ]);
    expect(summary).toBe('2 Selected (1 In Chart)');
  });
});
