import type { UnitSystem } from '@touchline/domain';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import { SortableTable } from './SortableTable';
import { athleteTableColumns } from './athleteTableColumns';
import { useSortedTable } from './useSortedTable';
import type { AthleteMetricsRow } from '../charts/reportAthlete';

/** The figures of one athlete's row, for any window (session, match, period). */
graphql(`
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
    avgHeartRateBpm
    maxHeartRateBpm
  }
`);

/** A session's athlete as a training's table reads them: figures and match average. */
graphql(`
  fragment AthleteMetricsParticipation on SessionParticipation {
    id
    athlete {
      ...AthleteAvatar
    }
    athleteMetricSet {
      ...AthleteTableMetrics
    }
    matchAverage {
      matchCount
      totalDistanceM
      totalHighIntensityDistanceM
      totalSprintDistanceM
    }
  }
`);

export interface AthleteMetricsTableProps {
  rows: readonly AthleteMetricsRow[];
  unitSystem: UnitSystem;
  showRawTopSpeed: boolean;
  'aria-label': string;
}

/** Every athlete's metrics, sortable by any column, descending first (docs/product/shell-and-sessions.md §2.7). */
export function AthleteMetricsTable({
  rows,
  unitSystem,
  showRawTopSpeed,
  'aria-label': ariaLabel,
}: AthleteMetricsTableProps) {
  // Heart-rate columns only where some athlete wore a strap (docs/product/importing.md §6).
  const showHeartRate = rows.some((row) => row.metrics?.maxHeartRateBpm != null);
  const columns = useMemo(
    () => athleteTableColumns(unitSystem, { showRawTopSpeed, showHeartRate }),
    [unitSystem, showRawTopSpeed, showHeartRate],
  );
  const data = useMemo(() => [...rows], [rows]);
  const table = useSortedTable({
    data,
    columns,
    sortedBy: 'totalDistanceM',
    getRowId: (row) => row.athlete.id,
  });
  return <SortableTable table={table} aria-label={ariaLabel} />;
}
