import type { UnitSystem } from '@touchline/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { athleteNameColumn } from '../../components/table/athleteNameColumn';
import { SortableTable } from '../../components/table/SortableTable';
import { useSortedTable } from '../../components/table/useSortedTable';
import { graphql } from '../../gql';
import type { TeamWeeklyTable_RowFragment } from '../../gql/graphql';
import { WEEKLY_COLUMNS, weeklyCellText, weeklyValue, type WeeklyMode } from './weeklyColumns';

graphql(`
  fragment TeamWeeklyTable_row on AthleteWeeklySummary {
    id
    athlete {
      id
      name
      initials
      profilePicture {
        thumbnailUrl
      }
    }
    sessionCount
    totalDistanceM
    totalSprintEvents
    totalSprintDistanceM
    totalHighIntensityDistanceM
    maxMaxSpeedKph
    maxMetresPerMinute
    avgTotalDistanceM
    avgSprintEvents
    avgTotalSprintDistanceM
    avgTotalHighIntensityDistanceM
    avgMaxSpeedKph
    avgMetresPerMinute
  }
`);

const column = createColumnHelper<TeamWeeklyTable_RowFragment>();

function weeklyTableColumns(mode: WeeklyMode, unitSystem: UnitSystem) {
  return [
    athleteNameColumn<TeamWeeklyTable_RowFragment>(),
    ...WEEKLY_COLUMNS.map((weekly) =>
      column.accessor((row) => weeklyValue(row, weekly, mode), {
        id: weekly.id,
        header: weekly.header,
        sortDescFirst: true,
        // Missing values stay at the bottom in both directions.
        sortUndefined: 'last',
        cell: ({ row }) => weeklyCellText(row.original, weekly, mode, unitSystem),
      }),
    ),
  ];
}

/** Each athlete's week, distance descending by default, sortable by every column. */
export function TeamWeeklyTable({
  rows,
  mode,
  unitSystem,
}: {
  rows: readonly TeamWeeklyTable_RowFragment[];
  mode: WeeklyMode;
  unitSystem: UnitSystem;
}) {
  const columns = useMemo(() => weeklyTableColumns(mode, unitSystem), [mode, unitSystem]);
  // TanStack caches each row's values by data identity: new data when the mode changes, so the
  // table re-sorts by the averages (the chosen sort order is kept).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => [...rows], [rows, mode]);
  const table = useSortedTable({ data, columns, sortedBy: 'distance', getRowId: (row) => row.id });
  return <SortableTable table={table} aria-label="Team weekly overview" />;
}
