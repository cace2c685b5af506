import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { UnitSystem } from '@touchline/domain';
import { useState } from 'react';
import type {
  AthleteAverageMetricsFragment,
  DistanceBarsParticipationFragment,
} from '../../../gql/graphql';
import { AthleteBarChart } from '../../../components/charts/AthleteBarChart';
import { CHART_HEIGHT } from '../../../components/charts/ChartScroller';
import { distanceBars, type DistanceMetric } from './distanceBars';
import { SectionCard } from '../../../components/ui/SectionCard';

const CHOICES = {
  'Sprint Distance': {
    metric: 'totalSprintDistanceM',
    average: (set: AthleteAverageMetricsFragment) => set.avgSprintDistanceM,
  },
  'High Intensity Distance': {
    metric: 'totalHighIntensityDistanceM',
    average: (set: AthleteAverageMetricsFragment) => set.avgHighIntensityRunDistanceM,
  },
} satisfies Record<
  string,
  { metric: DistanceMetric; average: (set: AthleteAverageMetricsFragment) => number }
>;
type Choice = keyof typeof CHOICES;

export interface IntensityDistanceCardProps {
  /** Null while loading. */
  participations: readonly DistanceBarsParticipationFragment[] | null;
  metricSet: AthleteAverageMetricsFragment | null;
  unitSystem: UnitSystem;
}

/** One chart switchable between sprint and high-intensity distance (docs/product/dashboard-and-segments.md §2.4). */
export function IntensityDistanceCard({
  participations,
  metricSet,
  unitSystem,
}: IntensityDistanceCardProps) {
  const [choice, setChoice] = useState<Choice>('Sprint Distance');
  const { metric, average } = CHOICES[choice];
  return (
    <SectionCard
      title={choice}
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={choice}
          onChange={(_event, next: Choice | null) => next && setChoice(next)}
          aria-label="Distance shown"
        >
          <ToggleButton value="Sprint Distance" aria-label="Sprint Distance">
            Sprint
          </ToggleButton>
          <ToggleButton value="High Intensity Distance" aria-label="High Intensity Distance">
            High Intensity
          </ToggleButton>
        </ToggleButtonGroup>
      }
    >
      {participations === null ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      ) : (
        <AthleteBarChart
          bars={distanceBars(participations, metric)}
          averageM={metricSet ? average(metricSet) : null}
          averageLabel="Team Average"
          unitSystem={unitSystem}
          aria-label={`${choice} per athlete`}
        />
      )}
    </SectionCard>
  );
}
