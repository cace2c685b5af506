import {
  formatCount,
  formatDistance,
  formatDistancePerMinute,
  formatSpeed,
  MISSING_VALUE,
  NO_DATA,
  percentOfMatchAverage,
  type UnitSystem,
} from '@touchline/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { athleteNameColumn } from './athleteNameColumn';
import type {
  AthleteMatchAverage,
  AthleteMetricsRow,
  AthleteTableMetrics,
} from '../charts/reportAthlete';

const column = createColumnHelper<AthleteMetricsRow>();

/** A metric's number when present and finite; rows without one sort last either way. */
function presentValue(value: number | null | undefined): number | undefined {
  return value != null && Number.isFinite(value) ? value : undefined;
}

function metricColumn(
  key: keyof AthleteTableMetrics,
  header: string,
  format: (value: number) => string,
) {
  return column.accessor((row) => presentValue(row.metrics?.[key]), {
    id: key,
    header,
    sortingFn: 'basic',
    sortUndefined: 'last',
    sortDescFirst: true,
    cell: ({ row, getValue }) => {
      if (row.original.metrics === null) return NO_DATA;
      const value = getValue();
      if (value === undefined) return MISSING_VALUE;
      // A training's distances beside the athlete's match average: '6,120 m · 59 % of match'.
      const average =
        key in MATCHED ? row.original.matchAverage?.[key as keyof AthleteMatchAverage] : null;
      const percent = percentOfMatchAverage(value, average);
      return percent === null ? format(value) : `${format(value)} · ${percent} % of match`;
    },
  });
}

/** The columns a match average has. */
const MATCHED: Record<keyof AthleteMatchAverage, true> = {
  totalDistanceM: true,
  totalHighIntensityDistanceM: true,
  totalSprintDistanceM: true,
};

export interface OptionalAthleteColumns {
  /** The club's raw_top_speed switch. */
  showRawTopSpeed: boolean;
  /** Some athlete of the table has heart rate. */
  showHeartRate: boolean;
}

/**
 * The athlete table's columns in the person's units; Raw Top Speed with
 * raw_top_speed on; the heart rate (average / maximum) where some athlete has heart rate.
 */
export function athleteTableColumns(
  unitSystem: UnitSystem,
  { showRawTopSpeed, showHeartRate }: OptionalAthleteColumns,
) {
  const distance = (valueM: number) => formatDistance(Math.round(valueM), unitSystem);
  const speed = (valueKph: number) => formatSpeed(valueKph, unitSystem);
  return [
    athleteNameColumn<AthleteMetricsRow>(),
    metricColumn('totalDistanceM', 'Distance', distance),
    metricColumn('sprintEvents', 'Sprints', (count) => String(Math.round(count))),
    metricColumn('totalSprintDistanceM', 'Sprint Dist.', distance),
    metricColumn('totalHighIntensityDistanceM', 'High Int. Running', distance),
    metricColumn('avgSpeedKph', 'Avg. Speed', speed),
    metricColumn('maxSpeedKph', 'Top Speed', speed),
    ...(showRawTopSpeed ? [metricColumn('rawMaxSpeedKph', 'Raw Top Speed', speed)] : []),
    metricColumn('metresPerMinute', 'Distance p/m', (rate) =>
      formatDistancePerMinute(rate, unitSystem),
    ),
    ...(showHeartRate ? [heartRateColumn()] : []),
  ];
}

/**
 * Average and maximum heart rate in one column, '152/184', sorted by the average: two
 * columns took the room the report's own columns need from a 1280 px window up.
 */
function heartRateColumn() {
  return column.accessor((row) => presentValue(row.metrics?.avgHeartRateBpm), {
    id: 'heartRateBpm',
    header: 'HR avg / max (bpm)',
    sortingFn: 'basic',
    sortUndefined: 'last',
    sortDescFirst: true,
    cell: ({ row, getValue }) => {
      if (row.original.metrics === null) return NO_DATA;
      const average = getValue();
      const max = presentValue(row.original.metrics.maxHeartRateBpm);
      if (average === undefined || max === undefined) return MISSING_VALUE;
      return `${formatCount(average)}/${formatCount(max)}`;
    },
  });
}
