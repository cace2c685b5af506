import { describe, expect, it } from 'vitest';
import type { GridView } from '../csvBuilderTypes';
import { gridColumnsOf } from './gridColumns';
import { csvFileName, gridViewCsv } from './gridViewCsv';
import { gridTable } from './testing/gridTable';

const SHOWN = [
  'athlete_name',
  'athlete_position',
  'session_type',
  'start_date',
  'athlete_groups',
  'total_distance_m',
  'max_speed_kph',
];
const view = (overrides: Partial<GridView>): GridView => ({
  rowIndices: [0, 1, 2, 3, 4, 5],
  grouping: [],
  visibleColumnIds: SHOWN,
  aggregations: {},
  ...overrides,
});
const lines = (csv: string) => csv.split('\r\n');

describe('gridViewCsv', () => {
  it('downloads the filtered rows in the sort order, dates as shown, texts quoted as RFC 4180 asks', () => {
    const columns = gridColumnsOf(gridTable(), 'metric', 'DD/MM/YYYY');
    const csv = gridViewCsv(columns, view({ rowIndices: [2, 5, 4, 1, 0, 3] }), []);
    expect(lines(csv)).toEqual([
      'Athlete Name,Position,Session Type,Start Date,Groups,Total Distance (m),Max Speed (km/h)',
      'Ben,Forward,Training,16/11/2026,"Blues, Reds",4572,28',
      '"Dee ""D"", Jr",,Training,17/11/2026,Blues,3657.6,31',
      'Cai,Defender,Training,16/11/2026,Blues,2743.2,',
      'Ana,Defender,Match,18/11/2026,Reds,1828.8,32',
      'Ana,Defender,Training,16/11/2026,Reds,914.4,30',
      'Ben,Forward,Match,18/11/2026,,,33',
      '',
    ]);
  });

  it('downloads the shown columns only, in their order, in the person units', () => {
    const columns = gridColumnsOf(gridTable(), 'imperial', 'MM/DD/YYYY');
    const csv = gridViewCsv(
      columns,
      view({
        rowIndices: [4, 0],
        visibleColumnIds: ['max_speed_kph', 'total_distance_m', 'start_date'],
      }),
      [],
    );
    expect(lines(csv)).toEqual([
      'Max Speed (mph),Total Distance (yd),Start Date',
      ',3000,11/16/2026',
      '18.64,1000,11/16/2026',
      '',
    ]);
  });

  it('downloads one line per deepest group with its row count and aggregated metrics', () => {
    const columns = gridColumnsOf(gridTable(), 'imperial', 'MM/DD/YYYY');
    const grouped = view({ grouping: ['athlete_position', 'session_type'] });
    expect(lines(gridViewCsv(columns, grouped, []))).toEqual([
      'Position,Session Type,Rows,Total Distance (yd),Max Speed (mph)',
      'Defender,Match,1,2000,19.88',
      'Defender,Training,2,4000,18.64',
      'Forward,Match,1,,20.51',
      'Forward,Training,1,5000,17.4',
      ',Training,1,4000,19.26',
      '',
    ]);
  });

  it('uses the chosen aggregations and the filtered rows when grouped', () => {
    const columns = gridColumnsOf(gridTable(), 'metric', 'MM/DD/YYYY');
    const grouped = view({
      rowIndices: [0, 1, 2, 3, 4],
      grouping: ['athlete_position'],
      visibleColumnIds: ['athlete_name', 'total_distance_m', 'max_speed_kph'],
      aggregations: { total_distance_m: 'avg', max_speed_kph: 'count' },
    });
    expect(lines(gridViewCsv(columns, grouped, [{ id: 'athlete_position', desc: true }]))).toEqual([
      'Position,Rows,Total Distance (m),Max Speed (km/h)',
      'Forward,2,4572,2',
      'Defender,3,1828.8,2',
      '',
    ]);
  });
});

describe('csvFileName', () => {
  it('is the title without characters file systems refuse', () => {
    expect(csvFileName('Week 47: Session Data')).toBe('Week 47- Session Data.csv');
    expect(csvFileName('a/b\\c?')).toBe('a-b-c.csv');
    expect(csvFileName(' .. ')).toBe('dataset.csv');
  });
});
