import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { chartDistance, formatCount, formatDistance, type UnitSystem } from '@touchline/domain';
import { graphql } from '../../gql';
import type { LastSessionOverview_SessionFragment } from '../../gql/graphql';
import { DashboardCard } from './DashboardCard';
import { DASHBOARD_TEXTS } from './dashboardTexts';
import { LastSessionMetric } from './LastSessionMetric';
import { sessionHeadline } from './sessionHeadline';

graphql(`
  fragment LastSessionOverview_session on Session {
    id
    startTime
    sessionMetricSet {
      ...DashboardMetricSet
    }
    ... on MatchSession {
      matchDefinition {
        id
        name
      }
    }
    previousSession {
      id
      sessionMetricSet {
        ...DashboardMetricSet
      }
    }
  }
`);

export interface LastSessionOverviewProps {
  /** Null: the club has no session yet; undefined: still loading. */
  session: LastSessionOverview_SessionFragment | null | undefined;
  unitSystem: UnitSystem;
}

const GRID = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
};

/** Distance, high-intensity and sprint figures of the last session against the one before. */
export function LastSessionOverview({ session, unitSystem }: LastSessionOverviewProps) {
  const title = DASHBOARD_TEXTS.lastSessionOverview;
  if (session === undefined) {
    return (
      <DashboardCard title={title}>
        <Box sx={GRID}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={96} />
          ))}
        </Box>
      </DashboardCard>
    );
  }
  const current = session?.sessionMetricSet ?? null;
  const previous = session?.previousSession?.sessionMetricSet ?? null;
  const distance = (distanceM: number) => formatDistance(distanceM, unitSystem);
  const { unit, fromMetres } = chartDistance(unitSystem);
  const total = (distanceM: number | undefined) =>
    distanceM === undefined ? undefined : `Team total ${distance(distanceM)}`;
  const distanceProps = { format: distance, differenceOf: fromMetres, differenceUnit: unit };
  return (
    <DashboardCard title={title} subtitle={session ? sessionHeadline(session) : 'No sessions yet'}>
      <Box sx={GRID}>
        <LastSessionMetric
          label="Distance"
          value={current?.avgTotalDistanceM ?? null}
          previous={previous?.avgTotalDistanceM ?? null}
          caption={total(current?.totalDistanceM)}
          {...distanceProps}
        />
        <LastSessionMetric
          label="High Intensity Distance"
          value={current?.avgTotalHighIntensityDistanceM ?? null}
          previous={previous?.avgTotalHighIntensityDistanceM ?? null}
          caption={total(current?.totalHighIntensityDistanceM)}
          {...distanceProps}
        />
        <LastSessionMetric
          label="Sprint Distance"
          value={current?.avgTotalSprintDistanceM ?? null}
          previous={previous?.avgTotalSprintDistanceM ?? null}
          caption={total(current?.totalSprintDistanceM)}
          {...distanceProps}
        />
        <LastSessionMetric
          label="Average Sprint Count"
          value={current?.avgSprintEvents ?? null}
          previous={previous?.avgSprintEvents ?? null}
          format={formatCount}
          differenceOf={(count) => count}
        />
      </Box>
    </DashboardCard>
  );
}
