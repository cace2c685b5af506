import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { NoClubScreen } from '../features/clubs/NoClubScreen';
import { useSignOut } from '../features/auth/useSignOut';
import { MobileSplash } from '../features/shell/MobileSplash';
import { MobileWelcome } from '../features/shell/MobileWelcome';
import { Splash } from '../features/shell/Splash';
import { FullScreenSpinner } from '../components/ui/FullScreenSpinner';
import { MOBILE_MEDIA_QUERY } from './mobileMediaQuery';
import { RootNavigationQuery } from './RootNavigationQuery';
import { rootState } from './rootState';

const ClubPicker = lazy(() =>
  import('../features/clubs/ClubPicker').then((module) => ({ default: module.ClubPicker })),
);

/** Chooses the top-level screen from the person, their clubs and the current club. */
export function RootNavigation() {
  const { data, loading, error } = useQuery(RootNavigationQuery);
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const clubsMarker = useMatch('/clubs') !== null;
  const { signOut, signingOut } = useSignOut();

  const state = rootState({
    loading,
    errorMessage: error?.message,
    person: data?.currentPerson,
    currentClubId: data?.currentClub?.id,
    clubsMarker,
    mobile,
  });

  const screen = (() => {
    switch (state.kind) {
      case 'loading':
        return <Splash />;
      case 'failed':
        return <Splash errorMessage={state.message} />;
      case 'mobileWelcome':
        return <MobileWelcome onLogOut={signOut} errorMessage={error?.message} />;
      case 'noClub':
        return <NoClubScreen onLogOut={signOut} />;
      case 'mobileSplash':
        return <MobileSplash />;
      case 'selectClub':
        return (
          <Suspense fallback={<Splash />}>
            <ClubPicker mode={state.mode} currentClubId={data?.currentClub?.id ?? null} />
          </Suspense>
        );
      case 'club':
        return <Outlet />;
    }
  })();

  return (
    <>
      {screen}
      {signingOut && <FullScreenSpinner label="Signing out" />}
    </>
  );
}
