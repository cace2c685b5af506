import {
  HIDDEN_COLUMN_IDS,
  defaultGridAggregation,
  encodedTableOf,
  type GridAggregation,
  type DatasetTable,
  type EncodedColumn,
  type UnitSystem,
} from '@touchline/domain';
import { reportDate } from '../../../lib/reporting/chartDisplay';
import { reportColumns } from '../../../lib/reporting/reportColumns';

/** How the grid reads, shows, filters and sums up a column. */
export type GridColumnKind = 'metric' | 'text' | 'list' | 'date';

/** A shown column of the dataset, in the person's units; every accessor is O(1). */
export interface GridColumn {
  id: string;
  /** In the person's units, e.g. 'Total Distance (yd)'. */
  name: string;
  kind: GridColumnKind;
  encoded: EncodedColumn;
  /** How a group row sums the column up when the layout names no aggregation. */
  defaultAggregation: GridAggregation;
  /** A stored number in the person's units (metric columns; the identity otherwise). */
  inUnits: (stored: number) => number;
  /** A row's number in the person's units; null when missing or not a metric. */
  number: (row: number) => number | null;
  /** A row's value as shown and downloaded; '' when missing. */
  text: (row: number) => string;
  /** A stored text (a dictionary entry) as shown: dates in the dataset's date format. */
  label: (stored: string) => string;
}

const hidden: ReadonlySet<string> = new Set(HIDDEN_COLUMN_IDS);
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A number as the grid and its status bar show it: grouped thousands, at most two decimals. */
export const formatGridNumber = (value: number) => numberFormat.format(value);

/**
 * The dataset's columns as the grid shows them, in the dataset's order,
 * without the hidden helper columns: metric columns relabelled and converted
 * into the person's units, dates in the dataset's date format ('MM/DD/YYYY'
 * or 'DD/MM/YYYY'), lists joined with ', '.
 */
export function gridColumnsOf(
  table: DatasetTable,
  unitSystem: UnitSystem,
  dateFormat: string,
): GridColumn[] {
  const encoded = encodedTableOf(table);
  const looks = reportColumns(table, unitSystem);
  return looks.flatMap((look, index): GridColumn[] => {
    const column = encoded.column(look.id);
    if (hidden.has(look.id) || !column) return [];
    const quantity = table.columns[index]!.quantity ?? null;
    const base = {
      id: look.id,
      name: look.name,
      encoded: column,
      defaultAggregation: defaultGridAggregation({ id: look.id, quantity }),
    };
    if (column.kind === 'number') {
      const values = column.values;
      const number = (row: number) => {
        const value = values[row]!;
        return Number.isNaN(value) ? null : look.inUnits(value);
      };
      const text = (row: number) => {
        const value = number(row);
        return value === null ? '' : formatGridNumber(value);
      };
      const label = (stored: string) => stored;
      return [{ ...base, kind: 'metric', inUnits: look.inUnits, number, text, label }];
    }
    const same = (value: number) => value;
    const none = () => null;
    const isDate = look.chartDataType === 'time';
    const label = isDate ? (stored: string) => reportDate(stored, dateFormat) : sameText;
    if (column.kind === 'list') {
      const { dictionary, offsets, codes } = column;
      const text = (row: number) => {
        const items: string[] = [];
        for (let k = offsets[row]!; k < offsets[row + 1]!; k++) items.push(dictionary[codes[k]!]!);
        return items.join(', ');
      };
      return [{ ...base, kind: 'list', inUnits: same, number: none, text, label }];
    }
    const { dictionary, codes } = column;
    const shown = dictionary.map(label);
    const text = (row: number) => shown[codes[row]!]!;
    return [{ ...base, kind: isDate ? 'date' : 'text', inUnits: same, number: none, text, label }];
  });
}

const sameText = (stored: string) => stored;
