import type { GridColumnFilter } from './gridConfig.js';

const isBound = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/**
 * One column filter of a grid layout (its id already checked), exactly of
 * one of the three shapes of GridColumnFilter, or why it is not one.
 */
export function readGridColumnFilter(
  entry: Readonly<Record<string, unknown>>,
  id: string,
): GridColumnFilter | string {
  const keys = Object.keys(entry).sort().join(',');
  switch (entry['kind']) {
    case 'text':
      return keys === 'contains,id,kind' && typeof entry['contains'] === 'string'
        ? { id, kind: 'text', contains: entry['contains'] }
        : 'A text filter is { id, kind: "text", contains: a text }.';
    case 'set': {
      const values = entry['values'];
      return keys === 'id,kind,values' &&
        Array.isArray(values) &&
        values.every((item) => typeof item === 'string')
        ? { id, kind: 'set', values }
        : 'A set filter is { id, kind: "set", values: a list of texts }.';
    }
    case 'range': {
      const { min, max } = entry;
      if (keys !== 'id,kind,max,min' || !isBound(min) || !isBound(max))
        return 'A range filter is { id, kind: "range", min and max: numbers or null }.';
      return min !== null && max !== null && min > max
        ? 'A range filter’s min cannot be above its max.'
        : { id, kind: 'range', min, max };
    }
    default:
      return 'A filter’s kind must be "text", "set" or "range".';
  }
}
