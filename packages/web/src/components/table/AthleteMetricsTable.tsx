import type { UnitSystem } from '@touchline/domain';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { SortableTable } from './SortableTable';
import { athleteTableColumns } from './athleteTableColumns';
import type { AthleteMetricsRow } from '../charts/reportAthlete';

/** The figures of one athlete's row, for any window (session, match, period). */
export const AthleteTableMetricsFragmentDoc = graphql(`
  fragment AthleteTableMetrics on AthleteMetricSet {
    id
    totalDistanceM
    sprintEvents
    totalSprintDistanceM
    totalHighIntensityDistanceM
    avgSpeedKph
    maxSpeedKph
    rawMaxSpeedKph
    metresPerMinute
  }
`);

export interface AthleteMetricsTableProps {
  rows: readonly AthleteMetricsRow[];
  unitSystem: UnitSystem;
  showRawTopSpeed: boolean;
  'aria-label': string;
}

/** Every athlete's metrics, sortable by any column, descending first (spec 01 §2.7). */
export function AthleteMetricsTable({
  rows,
  unitSystem,
  showRawTopSpeed,
  'aria-label': ariaLabel,
}: AthleteMetricsTableProps) {
  const columns = useMemo(
    () => athleteTableColumns(unitSystem, showRawTopSpeed),
    [unitSystem, showRawTopSpeed],
  );
  const [sorting, setSorting] = useState<SortingState>([{ id: 'totalDistanceM', desc: true }]);
  const data = useMemo(() => [...rows], [rows]);
  // TanStack Table's API object changes every render; the React Compiler rightly skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => row.athlete.id,
  });
  return <SortableTable table={table} aria-label={ariaLabel} />;
}
