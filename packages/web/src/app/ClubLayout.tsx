import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useReactiveVar, useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useSignOut } from '../features/auth/useSignOut';
import { Sidebar } from '../features/navigation/Sidebar';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { KeptAnswersSender } from '../features/surveyAnswering/useAnswerSender';
import { useSidebarOpen } from '../features/navigation/useSidebarOpen';
import { Splash } from '../features/shell/Splash';
import { SuspendedBanner } from '../features/shell/SuspendedBanner';
import type { ClubAccess } from '../lib/access/clubAccess';
import { ClubAccessContext } from '../lib/access/ClubAccessContext';
import { currentClubIdVar } from '../lib/apollo/currentClub';
import { pageShowsSuspendedNotice } from './clubPageHandle';
import { PHONE_MEDIA_QUERY } from './mobileMediaQuery';
import {
  AuthenticatedNavigationQuery,
  ClubUpdatedSubscription,
} from './AuthenticatedNavigationQuery';

/** The club area: sidebar, suspension banner and the current page. */
export function ClubLayout() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const { data, error, refetch } = useQuery(AuthenticatedNavigationQuery, {
    variables: { clubId },
    skip: !clubId,
  });
  useSubscription(ClubUpdatedSubscription, {
    variables: { clubId },
    skip: !clubId,
    // Switches are not part of the club object: ask again for the whole shell.
    onData: () => void refetch(),
  });
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, { noSsr: true });
  const [open, toggle] = useSidebarOpen(phone);
  const { signOut } = useSignOut();
  const pageShowsSuspension = pageShowsSuspendedNotice(useMatches());

  const club = data?.currentClub;
  const person = data?.currentPerson;
  const access = useMemo<ClubAccess | null>(
    () =>
      data?.currentClub && data.currentPerson
        ? {
            isIndoor: data.currentClub.sportDefinition.isIndoor,
            csvExports: data.csvExports.enabled,
            flexibleReporting: data.flexibleReporting.enabled,
            customerFlexibleReporting: data.customerFlexibleReporting.enabled,
            touchlineStaff: data.currentPerson.touchlineStaff,
            clubStaff: data.currentPerson.staff !== null,
            clubAdmin: data.currentPerson.staff?.admin ?? false,
          }
        : null,
    [data],
  );

  if (!club || !person || !access) {
    return <Splash errorMessage={error?.message} />;
  }

  return (
    <ClubAccessContext.Provider value={access}>
      <KeptAnswersSender />
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Sidebar
          club={club}
          person={person}
          access={access}
          open={open}
          onToggle={toggle}
          onSignOut={signOut}
        />
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, px: { xs: 1.5, sm: 2, md: 4 }, py: { xs: 2.5, sm: 4 } }}
        >
          <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
            <Box
              component="header"
              sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2.5, mb: 0.5 }}
            >
              <NotificationBell />
            </Box>
            {club.suspended && !pageShowsSuspension && (
              <Box sx={{ mb: 3 }}>
                <SuspendedBanner />
              </Box>
            )}
            <Outlet />
          </Box>
        </Box>
      </Box>
    </ClubAccessContext.Provider>
  );
}
