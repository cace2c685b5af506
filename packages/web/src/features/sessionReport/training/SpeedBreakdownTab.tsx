import Skeleton from '@mui/material/Skeleton';
import { graphql } from '../../../gql';
import type { SpeedBreakdownQuery as SpeedBreakdownData } from '../../../gql/graphql';
import { useUnitSystem } from '../../../lib/units/useUnitSystem';
import { SpeedBreakdownChart } from '../../../components/charts/SpeedBreakdownChart';
import { CHART_HEIGHT } from '../../../components/charts/ChartScroller';
import { ReportCard } from '../report/ReportCard';
import { TrainingView } from './TrainingView';
import type { ReportQuery } from '../report/reportQuery';

export const SpeedBreakdownParticipationFragmentDoc = graphql(`
  fragment SpeedBreakdownParticipation on SessionParticipation {
    id
    athlete {
      ...TrainingAthlete
    }
    athleteMetricSet {
      id
      avgSpeedBreakdown {
        endTime
        value
      }
    }
  }
`);

/** The Speeds tab: 'Speed Breakdown', mean speed per minute (spec 01 §2.7). */
export function SpeedBreakdownTab({ query }: { query: ReportQuery<SpeedBreakdownData> }) {
  const unitSystem = useUnitSystem();
  return (
    <TrainingView
      query={query}
      skeleton={
        <ReportCard title="Speed Breakdown">
          <Skeleton variant="rounded" height={CHART_HEIGHT + 60} />
        </ReportCard>
      }
    >
      {(session) => (
        <ReportCard title="Speed Breakdown">
          <SpeedBreakdownChart
            series={session.sessionParticipations.flatMap(({ athlete, athleteMetricSet }) =>
              // Athletes without data would take one of the chart's five lines.
              athleteMetricSet ? [{ athlete, points: athleteMetricSet.avgSpeedBreakdown }] : [],
            )}
            unitSystem={unitSystem}
            aria-label="Speed Breakdown"
          />
        </ReportCard>
      )}
    </TrainingView>
  );
}
