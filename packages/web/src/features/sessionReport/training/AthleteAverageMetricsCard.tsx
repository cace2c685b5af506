import type { UnitSystem } from '@touchline/domain';
import { graphql } from '../../../gql';
import type { AthleteAverageMetricsFragment } from '../../../gql/graphql';
import { SectionCard } from '../../../components/ui/SectionCard';
import { AverageDistanceTiles } from '../report/AverageDistanceTiles';

graphql(`
  fragment AthleteAverageMetrics on SessionMetricSet {
    avgDistanceM
    avgSprintDistanceM
    avgHighIntensityRunDistanceM
  }
`);

export interface AthleteAverageMetricsCardProps {
  /** Null: nothing processed; undefined: still loading. */
  metricSet: AthleteAverageMetricsFragment | null | undefined;
  unitSystem: UnitSystem;
}

/** 'Athlete Average Metrics': the team's average distances (docs/product/dashboard-and-segments.md §2.4). */
export function AthleteAverageMetricsCard({
  metricSet,
  unitSystem,
}: AthleteAverageMetricsCardProps) {
  return (
    <SectionCard title="Athlete Average Metrics">
      <AverageDistanceTiles
        loading={metricSet === undefined}
        unitSystem={unitSystem}
        tiles={[
          { label: 'Distance', valueM: metricSet?.avgDistanceM },
          { label: 'Sprint Distance', valueM: metricSet?.avgSprintDistanceM },
          { label: 'High Int. Running', valueM: metricSet?.avgHighIntensityRunDistanceM },
        ]}
      />
    </SectionCard>
  );
}
