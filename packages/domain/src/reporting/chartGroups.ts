import type { EncodedTable } from './encodedTable.js';
import type { TimeFrame } from './reportingTypes.js';
import { timeFrameStart } from './timeFrameStart.js';

/** The label of the category of rows without a value (as tables show missing values). */
export const MISSING_CATEGORY_LABEL = '-';

export interface ChartGroups {
  /** Each group's category label, in order of first appearance. */
  labels: string[];
  /** Each row's group; -1 for rows the mask leaves out. */
  groupOfRow: Int32Array;
}

/**
 * The chart's categories: the X column's values among the rows the mask lets
 * through, dates bucketed by the time frame (when the X column is a time
 * column and a time frame is given).
 */
export function chartGroups(
  table: EncodedTable,
  categoryColumnId: string,
  timeFrame: TimeFrame | null,
  mask: Uint8Array,
): ChartGroups {
  const groupOfRow = new Int32Array(table.rowCount).fill(-1);
  const labels: string[] = [];
  const groupOfLabel = new Map<string, number>();
  const groupOf = (label: string) => {
    let group = groupOfLabel.get(label);
    if (group === undefined) {
      group = labels.length;
      labels.push(label);
      groupOfLabel.set(label, group);
    }
    return group;
  };
  const column = table.column(categoryColumnId);
  if (!column) return { labels, groupOfRow };
  const bucket =
    timeFrame && table.columns.get(categoryColumnId)?.chartDataType === 'time'
      ? (text: string) => timeFrameStart(text, timeFrame)
      : (text: string) => text;
  const labelOf = (text: string) => (text === '' ? MISSING_CATEGORY_LABEL : bucket(text));
  if (column.kind === 'text') {
    // Label each distinct value once; group lazily so categories keep row order.
    const groupOfCode = new Int32Array(column.dictionary.length).fill(-1);
    const codes = column.codes;
    for (let r = 0; r < mask.length; r++) {
      if (!mask[r]) continue;
      const code = codes[r]!;
      let group = groupOfCode[code]!;
      if (group < 0) group = groupOfCode[code] = groupOf(labelOf(column.dictionary[code]!));
      groupOfRow[r] = group;
    }
  } else if (column.kind === 'number') {
    for (let r = 0; r < mask.length; r++) {
      const value = column.values[r]!;
      if (mask[r]) groupOfRow[r] = groupOf(Number.isNaN(value) ? '' : String(value));
    }
    const blank = groupOfLabel.get('');
    if (blank !== undefined) labels[blank] = MISSING_CATEGORY_LABEL;
  } else {
    for (let r = 0; r < mask.length; r++) {
      if (!mask[r]) continue;
      const items = Array.from(column.codes.subarray(column.offsets[r], column.offsets[r + 1]));
      groupOfRow[r] = groupOf(labelOf(items.map((code) => column.dictionary[code]).join(', ')));
    }
  }
  return { labels, groupOfRow };
}
