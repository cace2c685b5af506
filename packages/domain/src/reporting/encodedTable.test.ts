import { describe, expect, it } from 'vitest';
import { encodedTableOf } from './encodedTable.js';
import type { DatasetColumn } from './reportingTypes.js';

const column = (
  id: string,
  rows: DatasetColumn['rows'],
  quantity: DatasetColumn['quantity'] = null,
) =>
  ({ id, name: id, chartDataType: 'category', color: '#000000', quantity, rows }) as DatasetColumn;

describe('encodedTableOf', () => {
  it('codes texts (missing as ""), lists by offsets, and numbers with NaN for missing', () => {
    const table = encodedTableOf({
      columns: [
        column('athlete_position', ['Forward', null, 'Forward', '']),
        column('tags', [['Heavy'], [], ['Heavy', 'Travel'], null]),
        column('workload', [null, null, null, null], 'load'),
        column('sprint_events', [3, null, 0, 7]),
      ],
    });
    expect(table.rowCount).toBe(4);
    expect(table.column('athlete_position')).toEqual({
      kind: 'text',
      dictionary: ['Forward', ''],
      codes: Int32Array.from([0, 1, 0, 1]),
    });
    expect(table.column('tags')).toEqual({
      kind: 'list',
      dictionary: ['Heavy', 'Travel'],
      offsets: Int32Array.from([0, 1, 1, 3, 3]),
      codes: Int32Array.from([0, 0, 1]),
    });
    // A metric column without a single value is still numeric.
    expect(table.column('workload')).toEqual({
      kind: 'number',
      values: Float64Array.from([NaN, NaN, NaN, NaN]),
    });
    expect(table.column('sprint_events')).toEqual({
      kind: 'number',
      values: Float64Array.from([3, NaN, 0, 7]),
    });
    expect(table.column('nope')).toBeUndefined();
  });

  it('treats a column without a quantity field (as some clients send it) by its values', () => {
    const { quantity: _, ...withoutQuantity } = column('athlete_name', ['Ann', 'Bob']);
    const table = encodedTableOf({ columns: [withoutQuantity as DatasetColumn] });
    expect(table.column('athlete_name')?.kind).toBe('text');
  });

  it('encodes a column once for the same rows, even through another table object', () => {
    const columns = [column('athlete_name', ['Ann'])];
    expect(encodedTableOf({ columns }).column('athlete_name')).toBe(
      encodedTableOf({ columns }).column('athlete_name'),
    );
  });
});
