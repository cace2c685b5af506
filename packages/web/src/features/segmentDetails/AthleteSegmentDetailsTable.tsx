import type { UnitSystem } from '@touchline/domain';
import { useMemo } from 'react';
import type { AthleteMetricsRow } from '../../components/charts/reportAthlete';
import { SortableTable } from '../../components/table/SortableTable';
import { useSortedTable } from '../../components/table/useSortedTable';
import { SectionCard } from '../../components/ui/SectionCard';
import type { SegmentDetailsQueryQuery } from '../../gql/graphql';
import { segmentDetailsColumns } from './segmentDetailsColumns';

type Participation = NonNullable<
  SegmentDetailsQueryQuery['segment']
>['segmentParticipations'][number];

/** 'Athlete Segment Details': every athlete of the segment, sortable by any column. */
export function AthleteSegmentDetailsTable({
  participations,
  unitSystem,
}: {
  participations: readonly Participation[];
  unitSystem: UnitSystem;
}) {
  const { rows, columns } = useMemo(() => {
    const counts = new Map(
      participations.flatMap(({ athlete, athleteMetricSet }) =>
        athleteMetricSet ? [[athlete.id, athleteMetricSet] as const] : [],
      ),
    );
    return {
      rows: participations.map(({ athlete, athleteMetricSet }): AthleteMetricsRow => ({
        athlete,
        metrics: athleteMetricSet,
      })),
      columns: segmentDetailsColumns(unitSystem, counts),
    };
  }, [participations, unitSystem]);
  const table = useSortedTable({
    data: rows,
    columns,
    sortedBy: 'totalDistanceM',
    getRowId: (row) => row.athlete.id,
  });
  return (
    <SectionCard title="Athlete Segment Details" headingLevel={2}>
      <SortableTable table={table} aria-label="Athlete Segment Details" />
    </SectionCard>
  );
}
