import Stack from '@mui/material/Stack';
import type { UnitSystem } from '@touchline/domain';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { SortableTable } from '../../components/table/SortableTable';
import { AthleteAvatar } from '../../components/ui/AthleteAvatar';
import { graphql } from '../../gql';
import type { TeamWeeklyTable_RowFragment } from '../../gql/graphql';
import { WEEKLY_COLUMNS, weeklyCellText, weeklyValue, type WeeklyMode } from './weeklyColumns';

export const TeamWeeklyTableRowFragment = graphql(`
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
    column.accessor((row) => row.athlete.name, {
      id: 'athlete',
      header: 'Athlete',
      sortDescFirst: false,
      cell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25 }}>
          <AthleteAvatar athlete={row.original.athlete} size={28} />
          <span>{row.original.athlete.name}</span>
        </Stack>
      ),
    }),
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
  const [sorting, setSorting] = useState<SortingState>([{ id: 'distance', desc: true }]);
  // TanStack Table's API object changes every render; the React Compiler rightly skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => row.id,
  });
  return <SortableTable table={table} aria-label="Team weekly overview" />;
}
