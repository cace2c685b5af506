import { useParams } from 'react-router';
import { SessionsPage } from '../../features/sessionList/SessionsPage';
import { SessionContainer } from '../../features/sessionReport/SessionContainer';
import { SessionReportSkeleton } from '../../features/sessionReport/SessionReportSkeleton';
import { SelectedAthletesProvider } from '../../components/athleteSelection/SelectedAthletesProvider';

/**
 * Route module for /sessions, /sessions/:sessionId and /sessions/:sessionId/:tab: the session
 * list beside the open session's report, sharing the athletes picked in the side panel.
 */
export function SessionsRoute() {
  const { sessionId = null, tab = null } = useParams();
  return (
    <SelectedAthletesProvider sessionId={sessionId}>
      <SessionsPage sessionId={sessionId} placeholder={<SessionReportSkeleton />}>
        {sessionId !== null && <SessionContainer sessionId={sessionId} tabPath={tab} />}
      </SessionsPage>
    </SelectedAthletesProvider>
  );
}
