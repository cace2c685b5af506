import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateChart } from './aggregateChart.js';
import { chartQueryOf } from './chartQueryOf.js';
import { datasetTableFromRows } from './datasetTableFromRows.js';
import { encodedTableOf } from './encodedTable.js';
import { AGGREGATIONS, type Aggregation, type ChartConfig } from './reportingTypes.js';
import { timeFrameStart } from './timeFrameStart.js';

interface Row {
  athlete: string;
  date: string;
  time: string;
  segment: string;
  type: string;
  value: number | null;
}

const rowArbitrary = fc.record({
  athlete: fc.constantFrom('Ann', 'Bob', 'Cat', 'Dan'),
  date: fc.constantFrom('2026-02-27', '2026-03-01', '2026-03-02', '2026-03-05', '2026-03-16'),
  time: fc.constantFrom('09:00', '17:30'),
  segment: fc.constantFrom('Whole Session', 'Whole Session', 'Warm Up', 'Drills'),
  type: fc.constantFrom('Training', 'Match'),
  value: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
});

/** The aggregations of docs/product/reporting.md §9 as plainly as they can be written, to check the fast one against. */
function plainAggregate(rows: Row[], aggregation: Aggregation): number | null {
  const valued = rows.filter((row) => row.value !== null);
  if (valued.length === 0) return null;
  const values = valued.map((row) => row.value!);
  const sum = values.reduce((a, b) => a + b, 0);
  const distinct = (list: Row[], key: (row: Row) => string) => new Set(list.map(key)).size;
  switch (aggregation) {
    case 'sum':
      return sum;
    case 'max':
      return Math.max(...values);
    case 'avg':
      return sum / values.length;
    case 'avgByAthlete':
      return sum / distinct(valued, (row) => row.athlete);
    case 'avgBySession': {
      const whole = valued.filter((row) => row.segment === 'Whole Session');
      return sum / distinct(whole.length > 0 ? whole : valued, (row) => `${row.date} ${row.time}`);
    }
    case 'avgByParticipation':
      return sum / distinct(valued, (row) => `${row.date} ${row.time} ${row.athlete}`);
  }
}

describe('aggregateChart agrees with the plain definitions', () => {
  it('for any rows, X column, segments, session types and aggregation', () => {
    fc.assert(
      fc.property(
        fc.array(rowArbitrary, { maxLength: 40 }),
        fc.constantFrom('athlete_name', 'session_type', 'segment_name', 'start_date'),
        fc.constantFrom(null, 'weekly' as const, 'monthly' as const),
        fc.subarray(['Whole Session', 'Warm Up', 'Drills']),
        fc.subarray(['Training', 'Match'], { minLength: 1 }),
        fc.constantFrom(...AGGREGATIONS),
        (rows, xColumn, timeFrame, segments, types, aggregation) => {
          const table = encodedTableOf(
            datasetTableFromRows(
              rows.map((row) => ({
                athlete_name: row.athlete,
                athlete_id: row.athlete.toLowerCase(),
                start_date: row.date,
                start_time: row.time,
                segment_name: row.segment,
                session_type: row.type,
                total_distance_m: row.value,
              })),
            ),
          );
          const config = {
            cell_range: { columns: [xColumn, 'total_distance_m'] },
            agg_func: aggregation,
            time_frame: timeFrame,
          } as ChartConfig;
          const data = aggregateChart(
            table,
            chartQueryOf(config, [{ col_id: 'total_distance_m', sort: 'desc' }], {
              segment_name: { filterType: 'set', values: segments },
              session_type: { filterType: 'set', values: types },
            }),
          );
          const shown = rows.filter(
            (row) => segments.includes(row.segment) && types.includes(row.type),
          );
          const label = (row: Row) => {
            if (xColumn === 'athlete_name') return row.athlete;
            if (xColumn === 'session_type') return row.type;
            if (xColumn === 'segment_name') return row.segment;
            return timeFrame ? timeFrameStart(row.date, timeFrame) : row.date;
          };
          const expected = new Map<string, number | null>();
          for (const category of new Set(shown.map(label))) {
            expected.set(
              category,
              plainAggregate(
                shown.filter((row) => label(row) === category),
                aggregation,
              ),
            );
          }
          expect(data.rowCount).toBe(shown.length);
          expect(new Set(data.categories)).toEqual(new Set(expected.keys()));
          const values = data.series[0]!.values;
          data.categories.forEach((category, k) => {
            const want = expected.get(category) ?? null;
            if (want === null) expect(values[k]).toBeNull();
            else expect(values[k]).toBeCloseTo(want, 6);
          });
          // Sorted by the series, largest first, missing values last.
          const present = values.filter((value) => value !== null);
          expect(values.slice(0, present.length)).toEqual(present);
          for (let k = 1; k < present.length; k++)
            expect(present[k]!).toBeLessThanOrEqual(present[k - 1]!);
        },
      ),
      { numRuns: 300 },
    );
  });
});
