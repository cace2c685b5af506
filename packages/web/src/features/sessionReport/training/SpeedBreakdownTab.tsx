import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { CHART_HEIGHT } from '../../../components/charts/ChartScroller';
import { SectionCard } from '../../../components/ui/SectionCard';
import { graphql } from '../../../gql';
import type { SpeedBreakdownQuery as SpeedBreakdownData } from '../../../gql/graphql';
import { useUnitSystem } from '../../../lib/units/useUnitSystem';
import { AthleteHeartRateCard } from '../heartRate/AthleteHeartRateCard';
import type { ReportQuery } from '../report/reportQuery';
import { SpeedBreakdownCard } from '../report/SpeedBreakdownCard';
import { TrainingView } from './TrainingView';

graphql(`
  fragment SpeedBreakdownParticipation on SessionParticipation {
    id
    athlete {
      ...AthleteAvatar
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

/**
 * The Speeds tab: 'Speed Breakdown', mean speed per minute
 * (docs/product/shell-and-sessions.md §2.7), then one athlete's speed and heart rate.
 */
export function SpeedBreakdownTab({ query }: { query: ReportQuery<SpeedBreakdownData> }) {
  const unitSystem = useUnitSystem();
  return (
    <TrainingView
      query={query}
      skeleton={
        <SectionCard title="Speed Breakdown">
          <Skeleton variant="rounded" height={CHART_HEIGHT + 60} />
        </SectionCard>
      }
    >
      {(session) => {
        const series = session.sessionParticipations.flatMap(({ athlete, athleteMetricSet }) =>
          athleteMetricSet ? [{ athlete, points: athleteMetricSet.avgSpeedBreakdown }] : [],
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
    </TrainingView>
  );
}
