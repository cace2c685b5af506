import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery, useReactiveVar } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { PageHeader } from '../../components/ui/PageHeader';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { useUnitSystem } from '../../lib/units/useUnitSystem';
import { AverageDistanceCard } from './AverageDistanceCard';
import { DashboardQuery } from './DashboardQuery';
import { DASHBOARD_TEXTS } from './dashboardTexts';
import { LastSessionAthletesCard } from './LastSessionAthletesCard';
import { LastSessionOverview } from './LastSessionOverview';
import { TeamWeeklyOverview } from './TeamWeeklyOverview';
import { useDashboardCompleteMark } from './useDashboardCompleteMark';
import { useTeamWeeklyOverview } from './useTeamWeeklyOverview';

export interface DashboardPageProps {
  /** The suspended-account warning, shown when the club is suspended. */
  suspendedNotice: ReactNode;
}

/** The Team Dashboard (docs/product/dashboard-and-segments.md §2.2): last session, the last 30 days and the weekly table. */
export function DashboardPage({ suspendedNotice }: DashboardPageProps) {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const unitSystem = useUnitSystem();
  const { data, error } = useQuery(DashboardQuery, { variables: { clubId }, skip: !clubId });
  const club = data?.club ?? undefined;
  // Without the dashboard's answer the table opens on this week rather than wait for ever.
  const lastSessionStartTime = club
    ? (club.lastSession?.startTime ?? null)
    : error
      ? null
      : undefined;
  const weekly = useTeamWeeklyOverview(clubId, lastSessionStartTime);
  useDashboardCompleteMark(club !== undefined && weekly.rows !== undefined);
  return (
    <Box>
      <PageHeader title={DASHBOARD_TEXTS.title} />
      <Stack spacing={3}>
        {club?.suspended && suspendedNotice}
        {error && <ErrorBanner message={error.message} />}
        {(club || !error) && (
          <>
            <LastSessionOverview
              session={club ? club.lastSession : undefined}
              unitSystem={unitSystem}
            />
            {club?.lastSession && (
              <LastSessionAthletesCard session={club.lastSession} unitSystem={unitSystem} />
            )}
            <AverageDistanceCard club={club} unitSystem={unitSystem} />
          </>
        )}
        <TeamWeeklyOverview
          weeks={weekly.weeks}
          week={weekly.week}
          onSelectWeek={weekly.selectWeek}
          rows={weekly.rows}
          errorMessage={weekly.error?.message}
          unitSystem={unitSystem}
        />
      </Stack>
    </Box>
  );
}
