import type { ColumnMapping } from '@touchline/domain';

/**
 * What is wrong with a column mapping for a file of these columns
 * (docs/product/importing.md §7), in the page's words. The domain's
 * validateColumnMapping is to say this once it is exported; until then these
 * are the rules the server checks. `columns` is unknown (null) while the
 * file has no preview.
 */
export function columnMappingProblems(
  mapping: ColumnMapping,
  columns: readonly string[] | null,
): string[] {
  const problems: string[] = [];
  const geo = mapping.latitudeColumn !== undefined || mapping.longitudeColumn !== undefined;
  const local = mapping.xColumn !== undefined || mapping.yColumn !== undefined;
  const geoComplete = mapping.latitudeColumn !== undefined && mapping.longitudeColumn !== undefined;
  const localComplete = mapping.xColumn !== undefined && mapping.yColumn !== undefined;
  if (geo === local || !(geoComplete || localComplete)) {
    problems.push('Choose the latitude and longitude columns, or the x and y columns in metres.');
  }
  if ((mapping.speedColumn === undefined) !== (mapping.speedUnit === undefined)) {
    problems.push('Choose the speed column and its unit, or neither.');
  }
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
