import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UnitSystem } from '@touchline/domain';
import type { MatchSessionSpeedBreakdownQuery } from '../../../gql/graphql';
import { AthleteHeartRateCard } from '../heartRate/AthleteHeartRateCard';
import type { ReportQuery } from '../report/reportQuery';
import { SessionQueryView } from '../report/SessionQueryView';
import { SpeedBreakdownCard } from '../report/SpeedBreakdownCard';
import { MATCH_REPORT_TEXTS } from './matchReportTexts';

/** Mean speed per minute of the first five athletes with data, then one athlete's speed and heart rate. */
export function MatchSpeedsTab({
  speedBreakdown,
  unitSystem,
}: {
  speedBreakdown: ReportQuery<MatchSessionSpeedBreakdownQuery>;
  unitSystem: UnitSystem;
}) {
  return (
    <SessionQueryView
      query={speedBreakdown}
      kind="MatchSession"
      wrongKindText={MATCH_REPORT_TEXTS.incorrectMatchType}
      skeleton={<Skeleton variant="rounded" height={420} aria-label="Loading the speeds" />}
    >
      {(session) => {
        const series = session.sessionParticipations.flatMap(({ athlete, athleteMetricSet }) =>
          athleteMetricSet && athleteMetricSet.avgSpeedKphOverTime.length > 0
            ? [{ athlete, points: athleteMetricSet.avgSpeedKphOverTime }]
            : [],
        );
        return (
          <Stack spacing={2}>
            <SpeedBreakdownCard series={series} unitSystem={unitSystem} />
            <AthleteHeartRateCard
              sessionId={session.id}
              athletes={series.map(({ athlete }) => athlete)}
              unitSystem={unitSystem}
            />
          </Stack>
        );
      }}
    </SessionQueryView>
  );
}
