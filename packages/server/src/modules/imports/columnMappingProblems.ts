import { validateColumnMapping, type ColumnMapping } from '@touchline/domain';

/**
 * What is wrong with a column mapping for a file of these columns
 * (docs/product/importing.md §7), in the page's words: the domain's rules,
 * then each chosen column the file lacks. `columns` is unknown (null) while
 * the file has no preview.
 */
export function columnMappingProblems(
  mapping: ColumnMapping,
  columns: readonly string[] | null,
): string[] {
  const problems = validateColumnMapping(mapping).map(({ message }) => message);
  if (columns) {
    const named = [
      mapping.timeColumn,
      mapping.latitudeColumn,
      mapping.longitudeColumn,
      mapping.xColumn,
      mapping.yColumn,
      mapping.speedColumn,
      mapping.heartRateColumn,
      mapping.athleteColumn,
    ];
    for (const column of named) {
      if (column !== undefined && !columns.includes(column)) {
        problems.push(`The file has no column "${column}".`);
      }
    }
  }
  return problems;
}
