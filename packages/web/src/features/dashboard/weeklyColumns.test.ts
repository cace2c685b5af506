import { describe, expect, it } from 'vitest';
import { weekRow } from './testing/dashboardMocks';
import { WEEKLY_COLUMNS, weeklyCellText } from './weeklyColumns';

const texts = (
  row: ReturnType<typeof weekRow>,
  mode: 'totals' | 'averages',
  system = 'metric' as const,
) => WEEKLY_COLUMNS.map((column) => weeklyCellText(row, column, mode, system));

describe('weekly table cells', () => {
  it('names the seven columns of docs/product/dashboard-and-segments.md §2.2', () => {
    expect(['Athlete', ...WEEKLY_COLUMNS.map((column) => column.header)]).toEqual([
      'Athlete',
      'Distance',
      'Sprints',
      'Sprint Dist.',
      'High Int. Running',
      'Max Speed',
      'Distance p/m',
    ]);
  });

  it('uses the total and max fields for Totals and the avg fields for Averages', () => {
    const row = weekRow('a', 'Ada Ames', 999.6, 2);
    expect(texts(row, 'totals')).toEqual([
      '1.00 km',
      '9',
      '410 m',
      '1.25 km',
      '31.3 km/h',
      '112 m/min',
    ]);
    expect(texts(row, 'averages')).toEqual([
      '500 m',
      '5',
      '205 m',
      '625 m',
      '29.0 km/h',
      '99 m/min',
    ]);
  });

  it("shows '-' for every missing value", () => {
    expect(texts(weekRow('c', 'Cy Cole', null), 'averages')).toEqual([
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
  });

  it('converts to yards, miles and mph for the imperial system', () => {
    const row = weekRow('a', 'Ada Ames', 1610.3, 1);
    expect(
      WEEKLY_COLUMNS.map((column) => weeklyCellText(row, column, 'totals', 'imperial')),
    ).toEqual(['1.00 mi', '9', '448 yd', '1367 yd', '19.4 mph', '123 yd/min']);
  });
});
