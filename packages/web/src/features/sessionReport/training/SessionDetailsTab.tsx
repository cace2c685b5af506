import Skeleton from '@mui/material/Skeleton';
import type { SessionDetailsQuery as SessionDetailsData } from '../../../gql/graphql';
import { useUnitSystem } from '../../../lib/units/useUnitSystem';
import { AthleteMetricsTable } from '../../../components/table/AthleteMetricsTable';
import { SectionCard } from '../../../components/ui/SectionCard';
import { TrainingView } from './TrainingView';
import type { ReportQuery } from '../report/reportQuery';

export interface SessionDetailsTabProps {
  query: ReportQuery<SessionDetailsData>;
  /** The club's raw_top_speed switch. */
  showRawTopSpeed: boolean;
}

/** The Details tab: the 'Session Details' table (docs/product/shell-and-sessions.md §2.7). */
export function SessionDetailsTab({ query, showRawTopSpeed }: SessionDetailsTabProps) {
  const unitSystem = useUnitSystem();
  return (
    <TrainingView
      query={query}
      skeleton={
        <SectionCard title="Session Details">
          <Skeleton variant="rounded" height={480} />
        </SectionCard>
      }
    >
      {(session) => (
        <SectionCard title="Session Details">
          <AthleteMetricsTable
            rows={session.sessionParticipations.map(
              ({ athlete, athleteMetricSet, matchAverage }) => ({
                athlete,
                metrics: athleteMetricSet,
                matchAverage,
              }),
            )}
            unitSystem={unitSystem}
            showRawTopSpeed={showRawTopSpeed}
            aria-label="Session Details"
          />
        </SectionCard>
      )}
    </TrainingView>
  );
}
