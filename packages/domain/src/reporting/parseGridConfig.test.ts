import { describe, expect, it } from 'vitest';
import { EMPTY_GRID_CONFIG, GRID_CONFIG_MAX_BYTES, type GridConfig } from './gridConfig.js';
import { GRID_CONFIG_TOO_LARGE, parseGridConfig } from './parseGridConfig.js';

const layout: GridConfig = {
  version: 1,
  grouping: ['athlete_position', 'athlete_name'],
  aggregations: { total_distance_m: 'avg', max_speed_kph: 'max' },
  sorting: [{ id: 'total_distance_m', desc: true }],
  columnFilters: [
    { id: 'athlete_name', kind: 'text', contains: 'ann' },
    { id: 'session_type', kind: 'set', values: ['Match'] },
    { id: 'max_speed_kph', kind: 'range', min: 20, max: null },
  ],
  columnVisibility: { tags: false, start_time: true },
  columnOrder: ['athlete_name', 'start_date'],
  columnSizing: { athlete_name: 240, start_date: 40, tags: 2000 },
};
const errorsOf = (value: unknown) => {
  const parsed = parseGridConfig(value);
  return parsed.ok ? [] : parsed.errors;
};
const withChange = (change: Record<string, unknown>) => errorsOf({ ...layout, ...change });

describe('parseGridConfig', () => {
  it('accepts a layout and the empty one as they are', () => {
    expect(parseGridConfig(layout)).toEqual({ ok: true, config: layout });
    expect(parseGridConfig(JSON.parse(JSON.stringify(EMPTY_GRID_CONFIG)))).toEqual({
      ok: true,
      config: EMPTY_GRID_CONFIG,
    });
  });

  it('wants an object of version 1 with every setting and nothing else', () => {
    expect(errorsOf(null)).toEqual([
      { path: ['gridConfig'], message: 'The grid layout must be an object.' },
    ]);
    expect(errorsOf([])).toHaveLength(1);
    expect(withChange({ version: 2 })).toEqual([
      { path: ['gridConfig', 'version'], message: 'The grid layout version must be 1.' },
    ]);
    const { columnSizing: _, ...missing } = layout;
    expect(errorsOf({ ...missing, theme: 'dark' })).toEqual([
      { path: ['gridConfig', 'theme'], message: 'Unknown grid layout setting "theme".' },
      { path: ['gridConfig', 'columnSizing'], message: 'columnSizing is missing.' },
    ]);
  });

  it('checks lists of column ids, each once', () => {
    expect(withChange({ grouping: ['athlete_name', 3, 'athlete_name', ''] })).toEqual([
      { path: ['gridConfig', 'grouping', '1'], message: 'Each entry must be a column id.' },
      {
        path: ['gridConfig', 'grouping', '2'],
        message: 'The column "athlete_name" is listed twice.',
      },
      { path: ['gridConfig', 'grouping', '3'], message: 'Each entry must be a column id.' },
    ]);
    expect(withChange({ columnOrder: 'athlete_name' })).toEqual([
      { path: ['gridConfig', 'columnOrder'], message: 'columnOrder must be a list.' },
    ]);
  });

  it('checks aggregations, visibility and widths per column', () => {
    expect(
      withChange({
        aggregations: { workload: 'median', total_distance_m: 'sum' },
        columnVisibility: { tags: 'no' },
        columnSizing: { a: 39, b: 2001, c: Number.NaN, d: '100', e: 40.5 },
      }),
    ).toEqual([
      {
        path: ['gridConfig', 'aggregations', 'workload'],
        message: 'aggregations.workload must be one of sum, avg, min, max, count.',
      },
      {
        path: ['gridConfig', 'columnVisibility', 'tags'],
        message: 'columnVisibility.tags must be true or false.',
      },
      ...['a', 'b', 'c', 'd'].map((id) => ({
        path: ['gridConfig', 'columnSizing', id],
        message: `columnSizing.${id} must be a width from 40 to 2000 px.`,
      })),
    ]);
    expect(withChange({ aggregations: ['sum'] })).toEqual([
      {
        path: ['gridConfig', 'aggregations'],
        message: 'aggregations must be an object keyed by column id.',
      },
    ]);
  });

  it('checks sorts: a column id and a direction, each column once', () => {
    expect(
      withChange({
        sorting: [
          { id: 'workload', desc: false },
          { id: 'workload', desc: true },
          { id: 'athlete_name', desc: 'yes' },
          { id: 'start_date', desc: true, nulls: 'last' },
        ],
      }),
    ).toEqual([
      { path: ['gridConfig', 'sorting', '1'], message: 'The column "workload" is sorted twice.' },
      {
        path: ['gridConfig', 'sorting', '2'],
        message: 'Each sort must be { id: a column id, desc: true or false }.',
      },
      { path: ['gridConfig', 'sorting', '3'], message: 'A sort has only an id and desc.' },
    ]);
  });

  it('checks filters of the three kinds', () => {
    const at = (index: number) => ['gridConfig', 'columnFilters', String(index)];
    expect(
      withChange({
        columnFilters: [
          { id: 'athlete_name', kind: 'text', contains: 3 },
          { id: 'tags', kind: 'set', values: ['Cup', 7] },
          { id: 'workload', kind: 'range', min: 10, max: 5 },
          { id: 'sprint_events', kind: 'range', min: null },
          { id: 'session_type', kind: 'regex', pattern: '.*' },
          { id: 'athlete_name', kind: 'text', contains: 'x' },
          { kind: 'text', contains: 'x' },
        ],
      }),
    ).toEqual([
      { path: at(0), message: 'A text filter is { id, kind: "text", contains: a text }.' },
      { path: at(1), message: 'A set filter is { id, kind: "set", values: a list of texts }.' },
      { path: at(2), message: 'A range filter’s min cannot be above its max.' },
      {
        path: at(3),
        message: 'A range filter is { id, kind: "range", min and max: numbers or null }.',
      },
      { path: at(4), message: 'A filter’s kind must be "text", "set" or "range".' },
      { path: at(5), message: 'The column "athlete_name" is filtered twice.' },
      { path: at(6), message: 'Each filter needs the id of its column.' },
    ]);
  });

  it('holds at most 100 entries per list or record', () => {
    const ids = Array.from({ length: 101 }, (_, index) => `column_${index}`);
    expect(withChange({ columnOrder: ids.slice(0, 100) })).toEqual([]);
    expect(
      withChange({
        columnOrder: ids,
        columnVisibility: Object.fromEntries(ids.map((id) => [id, true])),
      }),
    ).toEqual([
      {
        path: ['gridConfig', 'columnVisibility'],
        message: 'columnVisibility can hold at most 100 entries.',
      },
      { path: ['gridConfig', 'columnOrder'], message: 'columnOrder can hold at most 100 entries.' },
    ]);
  });

  it('refuses a layout whose JSON text is too large, whatever else is wrong', () => {
    // Eight texts of 8,000 characters fit in 64 KB of JSON; nine do not.
    expect([8 * 8000 < GRID_CONFIG_MAX_BYTES, 9 * 8000 > GRID_CONFIG_MAX_BYTES]).toEqual([
      true,
      true,
    ]);
    const values = Array.from({ length: 9 }, (_, index) => `${index}`.padEnd(8000, 'x'));
    const filtered = (count: number) => [
      { id: 'tags', kind: 'set', values: values.slice(0, count) },
    ];
    expect(withChange({ columnFilters: filtered(8) })).toEqual([]);
    expect(withChange({ version: 2, columnFilters: filtered(9) })).toEqual([
      { path: ['gridConfig'], message: GRID_CONFIG_TOO_LARGE },
    ]);
    expect(GRID_CONFIG_TOO_LARGE).toBe('The grid layout is too large');
    const cyclic: Record<string, unknown> = { ...layout };
    cyclic['self'] = cyclic;
    expect(errorsOf(cyclic)).toEqual([{ path: ['gridConfig'], message: GRID_CONFIG_TOO_LARGE }]);
  });
});
