import {
  addCalendarDays,
  buildWeeklyLoadTable,
  datasetColumnsOfTemplate,
  WHOLE_SESSION,
  type DatasetColumn,
  type DatasetTemplateKind,
} from '@touchline/domain';

/** The days before its first a Weekly Load dataset reads: its first week's chronic (28-day) load. */
const CHRONIC_DAYS_BEFORE = 27;

/** The first day whose sessions a dataset of `kind` over [startsOn, …] is built from. */
export function firstDayRead(kind: DatasetTemplateKind | null, startsOn: string): string {
  return kind === 'weeklyLoad' ? addCalendarDays(startsOn, -CHRONIC_DAYS_BEFORE) : startsOn;
}

/** Whether a dataset of `kind` has segments' rows: Session Data and Weekly Load read whole sessions only. */
export function readsSegments(kind: DatasetTemplateKind | null): boolean {
  return kind === null || kind === 'segments';
}

/** The rows of `columns` whose window is (or is not) the whole session, in their order. */
function windowRows(columns: readonly DatasetColumn[], wholeSession: boolean): DatasetColumn[] {
  const windows = columns.find((column) => column.id === 'segment_name')?.rows ?? [];
  const kept: number[] = [];
  windows.forEach((window, index) => {
    if ((window === WHOLE_SESSION) === wholeSession) kept.push(index);
  });
  return columns.map((column) => ({ ...column, rows: kept.map((index) => column.rows[index]!) }));
}

/** The columns a template names, in its order. */
function templateColumns(
  columns: readonly DatasetColumn[],
  kind: 'sessions' | 'segments',
): DatasetColumn[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  return datasetColumnsOfTemplate(kind).map((definition) => {
    const column = byId.get(definition.id);
    if (!column) throw new Error(`The dataset has no column ${definition.id}`);
    return column;
  });
}

/**
 * A template's table from the catalogue's (every athlete x session x window
 * row read from `firstDayRead`): Session Data keeps the 'Whole Session'
 * rows without the window's column, Segment Data the segments' rows, Weekly
 * Load sums the whole sessions by athlete and week over [startsOn, endsOn].
 * No template (a report's dataset, or one whose template was deleted since)
 * keeps the catalogue's table as it is.
 */
export function templateTable(
  kind: DatasetTemplateKind | null,
  catalogue: DatasetColumn[],
  range: { startsOn: string; endsOn: string },
): DatasetColumn[] {
  switch (kind) {
    case null:
      return catalogue;
    case 'sessions':
      return templateColumns(windowRows(catalogue, true), kind);
    case 'segments':
      return templateColumns(windowRows(catalogue, false), kind);
    case 'weeklyLoad':
      return buildWeeklyLoadTable({ columns: windowRows(catalogue, true) }, range);
  }
}
