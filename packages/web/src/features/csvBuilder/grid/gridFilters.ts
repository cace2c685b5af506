import {
  encodedTableOf,
  maskByColumnFilter,
  reportColumnInUnits,
  toDatasetPrecision,
  type ColumnFilter,
  type DatasetTable,
  type EncodedTable,
  type GridColumnFilter,
  type UnitSystem,
} from '@touchline/domain';

/**
 * The dataset's rows passing every column filter, in dataset order. Text and
 * set filters read text and list columns (a list passes when any item does;
 * an empty one when the blank value does); range filters read metric columns
 * in the person's units, a missing number failing any bound. A filter on a
 * column the table lacks, or of a kind its column cannot take, is ignored.
 */
export function filteredRowIndices(
  table: DatasetTable,
  filters: readonly GridColumnFilter[],
  unitSystem: UnitSystem,
): number[] {
  const encoded = encodedTableOf(table);
  const mask = new Uint8Array(encoded.rowCount).fill(1);
  for (const filter of filters) applyFilter(encoded, filter, unitSystem, mask);
  const rows: number[] = [];
  for (let r = 0; r < mask.length; r++) if (mask[r]) rows.push(r);
  return rows;
}

function applyFilter(
  table: EncodedTable,
  filter: GridColumnFilter,
  unitSystem: UnitSystem,
  mask: Uint8Array,
): void {
  const column = table.column(filter.id);
  if (!column) return;
  if (filter.kind === 'range') {
    if (column.kind !== 'number' || (filter.min === null && filter.max === null)) return;
    const stored = table.columns.get(filter.id)!;
    const inUnits = reportColumnInUnits(stored, unitSystem).value;
    const min = filter.min ?? -Infinity;
    const max = filter.max ?? Infinity;
    const values = column.values;
    for (let r = 0; r < mask.length; r++) {
      if (!mask[r]) continue;
      const value = values[r]!;
      if (Number.isNaN(value)) {
        mask[r] = 0;
        continue;
      }
      // Compared as shown (hundredths): 4,000 yd passes max 4,000 whatever the float says.
      const shown = toDatasetPrecision(inUnits(value));
      mask[r] = shown >= min && shown <= max ? 1 : 0;
    }
    return;
  }
  if (column.kind === 'number') return;
  maskByColumnFilter(mask, column, asColumnFilter(filter));
}

/** The grid's text and set filters as the reporting filters the domain matches. */
function asColumnFilter(filter: Exclude<GridColumnFilter, { kind: 'range' }>): ColumnFilter {
  return filter.kind === 'set'
    ? { filterType: 'set', values: filter.values }
    : {
        filterType: 'text',
        operator: 'OR',
        conditions: [{ type: 'contains', filter: filter.contains }],
      };
}
