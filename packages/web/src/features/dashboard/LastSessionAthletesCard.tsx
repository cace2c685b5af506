import type { UnitSystem } from '@touchline/domain';
import { AthleteMetricsTable } from '../../components/table/AthleteMetricsTable';
import { graphql } from '../../gql';
import type { LastSessionAthletesCard_SessionFragment } from '../../gql/graphql';
import { DashboardCard } from './DashboardCard';
import { DASHBOARD_TEXTS } from './dashboardTexts';
import { sessionHeadline } from './sessionHeadline';

graphql(`
  fragment LastSessionAthletesCard_session on Session {
    __typename
    id
    startTime
    ... on MatchSession {
      matchDefinition {
        id
        name
      }
    }
    sessionParticipations {
      ...AthleteMetricsParticipation
    }
  }
`);

export interface LastSessionAthletesCardProps {
  session: LastSessionAthletesCard_SessionFragment;
  unitSystem: UnitSystem;
}

/**
 * Each athlete's figures of the last session; a training's distances beside
 * the athlete's match average ('6.12 km · 59 % of match',
 * docs/product/dashboard-and-segments.md §2.2), a match's as they are.
 */
export function LastSessionAthletesCard({ session, unitSystem }: LastSessionAthletesCardProps) {
  const training = session.__typename === 'TrainingSession';
  return (
    <DashboardCard title={DASHBOARD_TEXTS.lastSessionAthletes} subtitle={sessionHeadline(session)}>
      <AthleteMetricsTable
        rows={session.sessionParticipations.map(({ athlete, athleteMetricSet, matchAverage }) => ({
          athlete,
          metrics: athleteMetricSet,
          matchAverage: training ? matchAverage : null,
        }))}
        unitSystem={unitSystem}
        showRawTopSpeed={false}
        aria-label={DASHBOARD_TEXTS.lastSessionAthletes}
      />
    </DashboardCard>
  );
}
