import Skeleton from '@mui/material/Skeleton';
import type { UnitSystem } from '@touchline/domain';
import type { MatchSessionSpeedBreakdownQuery } from '../../../gql/graphql';
import { SpeedBreakdownChart } from '../../../components/charts/SpeedBreakdownChart';
import { MATCH_REPORT_TEXTS } from './matchReportTexts';
import { ReportCard } from '../report/ReportCard';
import { ReportMessage } from '../report/ReportMessage';
import type { ReportQuery } from '../report/reportQuery';

/** Mean speed per minute of the first five athletes with data. */
export function MatchSpeedsTab({
  speedBreakdown,
  unitSystem,
}: {
  speedBreakdown: ReportQuery<MatchSessionSpeedBreakdownQuery>;
  unitSystem: UnitSystem;
}) {
  const session = speedBreakdown.data?.session;
  if (speedBreakdown.errorMessage && !session) {
    return <ReportMessage severity="error">{speedBreakdown.errorMessage}</ReportMessage>;
  }
  if (!session) return <Skeleton variant="rounded" height={420} aria-label="Loading the speeds" />;
  if (session.__typename !== 'MatchSession') {
    return <ReportMessage severity="error">{MATCH_REPORT_TEXTS.incorrectMatchType}</ReportMessage>;
  }
  const series = session.sessionParticipations.flatMap(({ athlete, athleteMetricSet }) =>
    athleteMetricSet && athleteMetricSet.avgSpeedKphOverTime.length > 0
      ? [{ athlete, points: athleteMetricSet.avgSpeedKphOverTime }]
      : [],
  );
  if (series.length === 0) {
    return (
      <ReportCard title="Speed Breakdown">
        <ReportMessage>{MATCH_REPORT_TEXTS.noData}</ReportMessage>
      </ReportCard>
    );
  }
  return (
    <ReportCard title="Speed Breakdown">
      <SpeedBreakdownChart series={series} unitSystem={unitSystem} aria-label="Speed Breakdown" />
    </ReportCard>
  );
}
