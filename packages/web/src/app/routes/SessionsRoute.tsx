import { useParams } from 'react-router';
import { NewSessionButton } from '../../features/sessionEditor/NewSessionButton';
import { SessionStaffActions } from '../../features/sessionEditor/SessionStaffActions';
import { SessionFilesPanels } from '../../features/sessionFiles/SessionFilesPanels';
import { SessionsPage } from '../../features/sessionList/SessionsPage';
import { SessionContainer } from '../../features/sessionReport/SessionContainer';
import { SessionReportSkeleton } from '../../features/sessionReport/SessionReportSkeleton';
import { SelectedAthletesProvider } from '../../components/athleteSelection/SelectedAthletesProvider';

/**
 * Route module for /sessions, /sessions/:sessionId and /sessions/:sessionId/:tab: the session
 * list beside the open session's report, sharing the athletes picked in the side panel; staff
 * create, edit and delete sessions and manage their files here (docs/product/importing.md §1, §5).
 */
export function SessionsRoute() {
  const { sessionId = null, tab = null } = useParams();
  return (
    <SelectedAthletesProvider sessionId={sessionId}>
      <SessionsPage
        sessionId={sessionId}
        placeholder={<SessionReportSkeleton />}
        actions={<NewSessionButton />}
      >
        {sessionId !== null && (
          <SessionContainer
            sessionId={sessionId}
            tabPath={tab}
            staffActions={<SessionStaffActions sessionId={sessionId} />}
            staffPanels={<SessionFilesPanels sessionId={sessionId} />}
          />
        )}
      </SessionsPage>
    </SelectedAthletesProvider>
  );
}
