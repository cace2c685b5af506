import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UnitSystem } from '@touchline/domain';
import { useMemo } from 'react';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import type {
  MatchReportSummaryQuery,
  PeakDemandsQuery,
  PeriodsDistanceQuery,
} from '../../../gql/graphql';
import { AthleteBarChart } from '../../../components/charts/AthleteBarChart';
import { MatchAverageMetrics, type MatchAverages } from './MatchAverageMetrics';
import { PeakDemandsCard } from './PeakDemandsCard';
import { PeriodDistanceCard } from './PeriodDistanceCard';
import { SectionCard } from '../../../components/ui/SectionCard';
import { TimeAtSpeedCard } from './TimeAtSpeedCard';
import type { ReportQuery } from '../report/reportQuery';

type Summary = Extract<
  NonNullable<MatchReportSummaryQuery['session']>,
  { __typename: 'MatchSession' }
>;

function PeriodCards({
  periodsDistance,
  matchName,
  unitSystem,
}: {
  periodsDistance: ReportQuery<PeriodsDistanceQuery>;
  matchName: string;
  unitSystem: UnitSystem;
}) {
  const session = periodsDistance.data?.session;
  if (periodsDistance.errorMessage && !session) {
    return <ErrorBanner message={periodsDistance.errorMessage} />;
  }
  if (!session || session.__typename !== 'MatchSession') {
    return <Skeleton variant="rounded" height={380} aria-label="Loading the periods" />;
  }
  return session.matchSessionPeriods.map((period) => (
    <PeriodDistanceCard
      key={period.id}
      period={period}
      participations={session.sessionParticipations}
      matchName={matchName}
      unitSystem={unitSystem}
    />
  ));
}

/** Averages, distances per athlete (whole match and each period), peak demands and time at speed. */
export function MatchOverviewTab({
  summary,
  averages,
  periodsDistance,
  peakDemands,
  matchName,
  unitSystem,
}: {
  summary: Summary;
  averages: MatchAverages;
  periodsDistance: ReportQuery<PeriodsDistanceQuery>;
  peakDemands: ReportQuery<PeakDemandsQuery>;
  matchName: string;
  unitSystem: UnitSystem;
}) {
  const participations = summary.sessionParticipations;
  const athletesTimeAtKph = useMemo(
    () =>
      participations.flatMap((participation) =>
        participation.athleteMetricSet ? [participation.athleteMetricSet.timeAtKph] : [],
      ),
    [participations],
  );
  return (
    <Stack spacing={3}>
      <MatchAverageMetrics averages={averages} unitSystem={unitSystem} />
      <SectionCard title="Overall Match Distance/Athlete">
        <AthleteBarChart
          bars={participations.map((participation) => ({
            athlete: participation.athlete,
            valueM: participation.athleteMetricSet?.totalDistanceM ?? null,
          }))}
          averageM={averages.avgTotalDistanceM}
          averageLabel="Session Average"
          unitSystem={unitSystem}
          aria-label="Overall match distance per athlete"
        />
      </SectionCard>
      <PeriodCards
        periodsDistance={periodsDistance}
        matchName={matchName}
        unitSystem={unitSystem}
      />
      <PeakDemandsCard peakDemands={peakDemands} matchName={matchName} unitSystem={unitSystem} />
      <TimeAtSpeedCard athletesTimeAtKph={athletesTimeAtKph} unitSystem={unitSystem} />
    </Stack>
  );
}
