import {
  formatCount,
  formatDistance,
  formatDistancePerMinute,
  formatSpeed,
  MISSING_VALUE,
  type UnitSystem,
} from '@touchline/domain';
import type { TeamWeeklyTable_RowFragment } from '../../gql/graphql';

/** Totals use the total and max fields, Averages the avg fields (docs/product/dashboard-and-segments.md §2.2). */
export type WeeklyMode = 'totals' | 'averages';

type NumberField = {
  [K in keyof TeamWeeklyTable_RowFragment]: TeamWeeklyTable_RowFragment[K] extends
    number | null | undefined
    ? K
    : never;
}[keyof TeamWeeklyTable_RowFragment];

type Kind = 'distance' | 'count' | 'speed' | 'distanceRate';

export interface WeeklyColumn {
  id: string;
  header: string;
  fields: Record<WeeklyMode, NumberField>;
  kind: Kind;
}

/** The six figures of the table, after the Athlete column. */
export const WEEKLY_COLUMNS: readonly WeeklyColumn[] = [
  {
    id: 'distance',
    header: 'Distance',
    fields: { totals: 'totalDistanceM', averages: 'avgTotalDistanceM' },
    kind: 'distance',
  },
  {
    id: 'sprints',
    header: 'Sprints',
    fields: { totals: 'totalSprintEvents', averages: 'avgSprintEvents' },
    kind: 'count',
  },
  {
    id: 'sprintDistance',
    header: 'Sprint Dist.',
    fields: { totals: 'totalSprintDistanceM', averages: 'avgTotalSprintDistanceM' },
    kind: 'distance',
  },
  {
    id: 'highIntensityRunning',
    header: 'High Int. Running',
    fields: { totals: 'totalHighIntensityDistanceM', averages: 'avgTotalHighIntensityDistanceM' },
    kind: 'distance',
  },
  {
    id: 'maxSpeed',
    header: 'Max Speed',
    fields: { totals: 'maxMaxSpeedKph', averages: 'avgMaxSpeedKph' },
    kind: 'speed',
  },
  {
    id: 'distancePerMinute',
    header: 'Distance p/m',
    fields: { totals: 'maxMetresPerMinute', averages: 'avgMetresPerMinute' },
    kind: 'distanceRate',
  },
];

const FORMATS: Record<Kind, (value: number, unitSystem: UnitSystem) => string> = {
  distance: formatDistance,
  count: formatCount,
  speed: formatSpeed,
  distanceRate: formatDistancePerMinute,
};

/** The column's number for the row in this mode; undefined when missing. */
export function weeklyValue(
  row: TeamWeeklyTable_RowFragment,
  column: WeeklyColumn,
  mode: WeeklyMode,
): number | undefined {
  const value = row[column.fields[mode]];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** What a cell shows: the value in the person's units, or '-' when missing. */
export function weeklyCellText(
  row: TeamWeeklyTable_RowFragment,
  column: WeeklyColumn,
  mode: WeeklyMode,
  unitSystem: UnitSystem,
): string {
  const value = weeklyValue(row, column, mode);
  return value === undefined ? MISSING_VALUE : FORMATS[column.kind](value, unitSystem);
}
