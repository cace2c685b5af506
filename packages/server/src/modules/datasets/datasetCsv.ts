import {
  HIDDEN_COLUMN_IDS,
  reportColumnInUnits,
  rounded,
  type CsvCell,
  type DatasetColumn,
  type DatasetValue,
  type UnitSystem,
} from '@touchline/domain';

const hidden: ReadonlySet<string> = new Set(HIDDEN_COLUMN_IDS);

/** 'yyyy-MM-dd' as the dataset's date format shows it (MM/DD/YYYY or DD/MM/YYYY). */
function formattedDate(value: string, dateFormat: string): string {
  const [year, month, day] = value.split('-');
  return dateFormat === 'DD/MM/YYYY' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/**
 * The dataset as a spreadsheet: a header of column names, then one line per
 * row. Metric columns are in the person's units (their names relabelled) at
 * two decimals; dates in the dataset's date format; lists (groups, tags)
 * joined by commas. The helper columns (ids) are left out.
 */
export function datasetCsv(
  columns: readonly DatasetColumn[],
  unitSystem: UnitSystem,
  dateFormat: string,
): CsvCell[][] {
  const shown = columns.filter((column) => !hidden.has(column.id));
  const cellsOf = shown.map((column): { name: string; cell: (value: DatasetValue) => CsvCell } => {
    if (column.quantity) {
      const inUnits = reportColumnInUnits(column, unitSystem);
      return {
        name: inUnits.name,
        cell: (value) => (typeof value === 'number' ? rounded(inUnits.value(value), 2) : null),
      };
    }
    if (column.chartDataType === 'time')
      return {
        name: column.name,
        cell: (value) => (typeof value === 'string' ? formattedDate(value, dateFormat) : null),
      };
    return {
      name: column.name,
      cell: (value) => (Array.isArray(value) ? value.join(', ') : (value as CsvCell)),
    };
  });
  const rowCount = shown[0]?.rows.length ?? 0;
  const lines: CsvCell[][] = [cellsOf.map((column) => column.name)];
  for (let row = 0; row < rowCount; row += 1)
    lines.push(cellsOf.map((column, index) => column.cell(shown[index]!.rows[row] ?? null)));
  return lines;
}
