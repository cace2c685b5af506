import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDistance, sessionAverageDistance, type UnitSystem } from '@touchline/domain';
import { useMemo } from 'react';
import { EChart } from '../../components/charts/EChart';
import { graphql } from '../../gql';
import type { AverageDistanceCard_ClubFragment } from '../../gql/graphql';
import { averageDistanceChartOption } from './averageDistanceChartOption';
import { DashboardCard } from './DashboardCard';
import { DASHBOARD_TEXTS } from './dashboardTexts';

graphql(`
  fragment AverageDistanceCard_club on Club {
    id
    lastThirtyDaysSessions {
      id
      startTime
      sessionMetricSet {
        ...DashboardMetricSet
      }
    }
    lastThirtyDays {
      date
      startTime
      avgDistanceM
      sessionCount
    }
  }
`);

const CHART_HEIGHT = 300;

/** The last 30 days' distance per athlete, day by day, against the session average. */
export function AverageDistanceCard({
  club,
  unitSystem,
}: {
  /** Undefined while loading. */
  club: AverageDistanceCard_ClubFragment | undefined;
  unitSystem: UnitSystem;
}) {
  const averageM = useMemo(
    () =>
      club
        ? sessionAverageDistance(
            club.lastThirtyDaysSessions.map((session) => ({
              avgTotalDistanceM: session.sessionMetricSet?.avgTotalDistanceM ?? null,
            })),
          )
        : null,
    [club],
  );
  const title = DASHBOARD_TEXTS.averageDistance;
  if (!club) {
    return (
      <DashboardCard title={title} subtitle="Last 30 days">
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      </DashboardCard>
    );
  }
  const sessionCount = club.lastThirtyDaysSessions.length;
  const subtitle =
    averageM === null
      ? 'Last 30 days'
      : `Last 30 days · session average ${formatDistance(averageM, unitSystem)} per athlete`;
  return (
    <DashboardCard title={title} subtitle={subtitle}>
      {sessionCount === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {DASHBOARD_TEXTS.noSessionsInThirtyDays}
        </Typography>
      )}
      <AverageDistanceChart
        days={club.lastThirtyDays}
        averageM={averageM}
        unitSystem={unitSystem}
      />
    </DashboardCard>
  );
}

/** The chart's option is worked out inside the card, so a failure there stays in the card. */
function AverageDistanceChart({
  days,
  averageM,
  unitSystem,
}: {
  days: AverageDistanceCard_ClubFragment['lastThirtyDays'];
  averageM: number | null;
  unitSystem: UnitSystem;
}) {
  const option = useMemo(
    () => averageDistanceChartOption(days, averageM, unitSystem),
    [days, averageM, unitSystem],
  );
  return (
    <EChart
      option={option}
      height={CHART_HEIGHT}
      aria-label="Average distance per athlete, day by day over the last 30 days"
    />
  );
}
