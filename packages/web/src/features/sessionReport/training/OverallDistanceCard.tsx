import Skeleton from '@mui/material/Skeleton';
import type { UnitSystem } from '@touchline/domain';
import type { DistanceBarsParticipationFragment } from '../../../gql/graphql';
import { AthleteBarChart } from '../../../components/charts/AthleteBarChart';
import { CHART_HEIGHT } from '../../../components/charts/ChartScroller';
import { distanceBars } from './distanceBars';
import { SectionCard } from '../../../components/ui/SectionCard';

export interface OverallDistanceCardProps {
  /** Null while loading. */
  participations: readonly DistanceBarsParticipationFragment[] | null;
  averageM: number | null;
  unitSystem: UnitSystem;
}

/** 'Overall Distance/Athlete' with the team-average line (docs/product/dashboard-and-segments.md §2.4). */
export function OverallDistanceCard({
  participations,
  averageM,
  unitSystem,
}: OverallDistanceCardProps) {
  return (
    <SectionCard title="Overall Distance/Athlete">
      {participations === null ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      ) : (
        <AthleteBarChart
          bars={distanceBars(participations, 'totalDistanceM')}
          averageM={averageM}
          averageLabel="Team Average"
          unitSystem={unitSystem}
          aria-label="Overall distance per athlete"
        />
      )}
    </SectionCard>
  );
}
