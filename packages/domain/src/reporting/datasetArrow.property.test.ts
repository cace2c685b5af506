import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datasetArrowBytes } from './datasetArrow.js';
import { toDatasetPrecision } from './datasetPrecision.js';
import { datasetTableOfEncoded, encodedTableOf, type EncodedTable } from './encodedTable.js';
import { encodedTableOfArrow } from './encodedTableOfArrow.js';
import type { DatasetColumn, DatasetValue } from './reportingTypes.js';

const names = fc.constantFrom('Ann Lee', 'Bob Král', 'Çağla Öz', '', 'Dan "D" O’Neil');
const dates = fc.constantFrom('2026-02-27', '2026-03-01', '1999-12-31', '');
const numbers = fc.oneof(
  fc.integer({ min: -5_000_000, max: 5_000_000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map(toDatasetPrecision),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(-0),
);

const column = (
  id: string,
  values: fc.Arbitrary<DatasetValue>,
  quantity: DatasetColumn['quantity'] = null,
) => ({ id, values, quantity });

const COLUMNS = [
  column('athlete_name', fc.option(names, { nil: null })),
  column('start_date', fc.option(dates, { nil: null })),
  column('start_time', fc.constantFrom('09:00', '17:30')),
  column('tags', fc.option(fc.subarray(['Pre-season', 'Cup', 'Recovery']), { nil: null })),
  column('athlete_groups', fc.subarray(['Forwards', 'Backs', ''])),
  column('total_distance', fc.option(numbers, { nil: null }), 'distance_m'),
  column('count_of_sprints', fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }), 'count'),
  column('session_rpe', fc.constant(null), 'score'),
];

const tableArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 30 }), fc.subarray(COLUMNS, { minLength: 1 }))
  .chain(([rowCount, chosen]) =>
    fc.tuple(
      ...chosen.map((spec) =>
        fc
          .array(spec.values, { minLength: rowCount, maxLength: rowCount })
          .map((rows): DatasetColumn => ({
            id: spec.id,
            name: `${spec.id} name`,
            chartDataType: spec.quantity ? 'series' : 'category',
            color: '#a87c9f',
            quantity: spec.quantity,
            rows,
          })),
      ),
    ),
  );

/** Everything the reporting engine reads of an encoded table, as plain values. */
function plain(table: EncodedTable) {
  return {
    rowCount: table.rowCount,
    columns: [...table.columns.values()].map(({ id, name, chartDataType, color, quantity }) => ({
      id,
      name,
      chartDataType,
      color,
      quantity,
      encoded: table.column(id),
    })),
  };
}

describe('a dataset table as Arrow IPC', () => {
  it('decodes into the encoded table of the columns it was made from', () => {
    fc.assert(
      fc.property(tableArbitrary, (columns) => {
        const encoded = encodedTableOf({ columns });
        const decoded = encodedTableOfArrow(datasetArrowBytes(encoded));
        expect(plain(decoded)).toEqual(plain(encoded));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps hundredths as Int32 and dates as days, so the bytes are a fraction of the JSON', () => {
    const rowCount = 2000;
    const columns: DatasetColumn[] = [
      {
        id: 'start_date',
        name: 'Start Date',
        chartDataType: 'time',
        color: '#000000',
        quantity: null,
        rows: Array.from(
          { length: rowCount },
          (_, r) => `2026-03-${String((r % 28) + 1).padStart(2, '0')}`,
        ),
      },
      {
        id: 'total_distance',
        name: 'Total Distance (m)',
        chartDataType: 'series',
        color: '#000000',
        quantity: 'distance_m',
        rows: Array.from({ length: rowCount }, (_, r) => toDatasetPrecision(5000 + r * 1.37)),
      },
    ];
    const bytes = datasetArrowBytes(encodedTableOf({ columns }));
    expect(bytes.byteLength).toBeLessThan(rowCount * 4 * 2 + 2048);
    expect(bytes.byteLength * 2).toBeLessThan(JSON.stringify(columns).length);
  });
});

describe('a table over decoded columns', () => {
  it('is read by the engine as decoded, and gives the same rows when asked', () => {
    fc.assert(
      fc.property(tableArbitrary, (columns) => {
        const decoded = encodedTableOfArrow(datasetArrowBytes(encodedTableOf({ columns })));
        const table = datasetTableOfEncoded(decoded);
        expect(encodedTableOf(table)).toBe(decoded);
        // What the encoding keeps: '' and null are both nothing, and a list's nothing is [].
        const kept = (column: DatasetColumn) => {
          const list = decoded.column(column.id)!.kind === 'list';
          return column.rows.map((value) =>
            Array.isArray(value) ? value : list ? [] : value === '' ? null : value,
          );
        };
        expect(table.columns.map((column) => column.rows)).toEqual(columns.map(kept));
      }),
      { numRuns: 100 },
    );
  });
});
