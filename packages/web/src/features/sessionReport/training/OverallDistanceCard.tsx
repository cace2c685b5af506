import Skeleton from '@mui/material/Skeleton';
import type { UnitSystem } from '@touchline/domain';
import type { DistanceBarsParticipationFragment } from '../../../gql/graphql';
import { AthleteBarChart } from '../../../components/charts/AthleteBarChart';
import { CHART_HEIGHT, ChartScroller } from '../../../components/charts/ChartScroller';
import { distanceBars } from './distanceBars';
import { ReportCard } from '../report/ReportCard';

export interface OverallDistanceCardProps {
  /** Null while loading. */
  participations: readonly DistanceBarsParticipationFragment[] | null;
  averageM: number | null;
  unitSystem: UnitSystem;
}

/** 'Overall Distance/Athlete' with the team-average line (spec 03 §2.4). */
export function OverallDistanceCard({
  participations,
  averageM,
  unitSystem,
}: OverallDistanceCardProps) {
  return (
    <ReportCard title="Overall Distance/Athlete">
      {participations === null ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      ) : (
        <ChartScroller>
          <AthleteBarChart
            bars={distanceBars(participations, 'totalDistanceM')}
            averageM={averageM}
            averageLabel="Team Average"
            unitSystem={unitSystem}
            height={CHART_HEIGHT}
            aria-label="Overall distance per athlete"
          />
        </ChartScroller>
      )}
    </ReportCard>
  );
}
