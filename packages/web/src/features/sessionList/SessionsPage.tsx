import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useReactiveVar } from '@apollo/client/react';
import { useContext, useEffect, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { SessionSidePanel } from './SessionSidePanel';
import { useClubSessions } from './useClubSessions';

export interface SessionsPageProps {
  /** The open session; null on /sessions. */
  sessionId: string | null;
  /** The open session's view beside the panel (the route gives it). */
  children: ReactNode;
  /** Shown while the first session is still being found. */
  placeholder: ReactNode;
  /** Beside the title, e.g. 'New session' (the route gives it). */
  actions?: ReactNode;
}

/** The sessions area: the side panel and the open session (docs/product/shell-and-sessions.md §2.7, docs/product/dashboard-and-segments.md §2.1, §2.3). */
export function SessionsPage({ sessionId, children, placeholder, actions }: SessionsPageProps) {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const clubSessions = useClubSessions(clubId);
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  // Once sessions have loaded and none is open, open the newest (docs/product/dashboard-and-segments.md §2.1),
  // unless the person has asked for another page meanwhile (its code still on its
  // way): opening would cancel that. The router's own state is read, as React's
  // copy of it is updated in a transition and can lag behind.
  const firstSessionId = clubSessions.sessions?.[0]?.id ?? null;
  useEffect(() => {
    if (sessionId !== null || firstSessionId === null) return;
    if (router && router.state.navigation.state !== 'idle') return;
    void navigate(`/sessions/${firstSessionId}`, { replace: true });
  }, [sessionId, firstSessionId, navigate, router]);

  return (
    <>
      <PageHeader title="Sessions" actions={actions} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-start' },
          gap: 3,
        }}
      >
        <SessionSidePanel clubSessions={clubSessions} selectedSessionId={sessionId} />
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {sessionId !== null ? (
            children
          ) : clubSessions.errorMessage ? (
            <Alert severity="error">{clubSessions.errorMessage}</Alert>
          ) : clubSessions.sessions?.length === 0 ? (
            <NoSessionsYet />
          ) : (
            placeholder
          )}
        </Box>
      </Box>
    </>
  );
}

function NoSessionsYet() {
  return (
    <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', borderStyle: 'dashed' }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>No sessions yet</Typography>
      <Typography color="text.secondary">
        Training sessions and matches appear here once your athletes&apos; Edge data has been
        uploaded.
      </Typography>
    </Paper>
  );
}
