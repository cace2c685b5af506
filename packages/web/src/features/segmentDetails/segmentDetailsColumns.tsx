import { formatCount, MISSING_VALUE, NO_DATA, type UnitSystem } from '@touchline/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { AthleteMetricsRow } from '../../components/charts/reportAthlete';
import { athleteTableColumns } from '../../components/table/athleteTableColumns';

/** An athlete's acceleration and deceleration counts over the segment, by athlete id. */
export type SegmentEventCounts = ReadonlyMap<
  string,
  { accelerationEvents: number; decelerationEvents: number }
>;

const column = createColumnHelper<AthleteMetricsRow>();

function countColumn(
  counts: SegmentEventCounts,
  key: 'accelerationEvents' | 'decelerationEvents',
  header: string,
) {
  return column.accessor((row) => counts.get(row.athlete.id)?.[key], {
    id: key,
    header,
    sortingFn: 'basic',
    sortUndefined: 'last',
    sortDescFirst: true,
    cell: ({ row, getValue }) => {
      if (row.original.metrics === null) return NO_DATA;
      const value = getValue();
      return value === undefined ? MISSING_VALUE : formatCount(value);
    },
  });
}

/** 'Athlete Segment Details': the athlete table's columns, then Accelerations and Decelerations. */
export function segmentDetailsColumns(unitSystem: UnitSystem, counts: SegmentEventCounts) {
  return [
    ...athleteTableColumns(unitSystem, { showRawTopSpeed: false, showHeartRate: false }),
    countColumn(counts, 'accelerationEvents', 'Accelerations'),
    countColumn(counts, 'decelerationEvents', 'Decelerations'),
  ];
}
