import { DATASET_COLUMN_DEFINITIONS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { tourBuilderDataset, tourDemoDataset } from './tourDemoDataset';

describe('the tour demo dataset', () => {
  const demo = tourDemoDataset();
  const column = (id: string) => demo.table.columns.find((c) => c.id === id)!.rows;

  it('is a demo (never saved) with every column of the catalogue', () => {
    expect(demo.demo).toBe(true);
    expect(demo.gridConfig).toBeNull();
    expect(demo.table.columns.map(({ id }) => id)).toEqual(
      DATASET_COLUMN_DEFINITIONS.map(({ id }) => id),
    );
    expect(tourBuilderDataset().csvTemplateId).toBeNull();
  });

  it('holds five athletes over two weeks: one row per athlete per session', () => {
    expect(column('athlete_name')).toHaveLength(40);
    expect(new Set(column('athlete_name')).size).toBe(5);
    expect(new Set(column('week_start_date'))).toEqual(new Set(['2026-01-05', '2026-01-12']));
    expect(
      column('start_date').every((date) => date! >= demo.startsAt && date! <= demo.endsAt),
    ).toBe(true);
    expect(tourBuilderDataset().rowCount).toBe(40);
  });

  it('has the same numbers every time, and a number in every metric cell', () => {
    expect(tourDemoDataset()).toEqual(demo);
    for (const { quantity, rows } of demo.table.columns) {
      if (quantity !== null) expect(rows.every((value) => typeof value === 'number')).toBe(true);
    }
  });
});
