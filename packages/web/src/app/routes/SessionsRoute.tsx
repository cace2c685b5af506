import { useParams } from 'react-router';
import { SessionsPage } from '../../features/sessions/SessionsPage';

/** Route module for /sessions, /sessions/:sessionId and /sessions/:sessionId/:tab. */
export function SessionsRoute() {
  const { sessionId = null, tab = null } = useParams();
  return <SessionsPage sessionId={sessionId} tabPath={tab} />;
}
