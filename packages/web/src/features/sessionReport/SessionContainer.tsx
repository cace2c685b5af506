import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useApolloClient, useQuery, useReactiveVar } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { currentClubIdVar, setCurrentClubId } from '../../lib/apollo/currentClub';
import { MatchSessionReport } from './match/MatchSessionReport';
import { SessionContainerQuery } from './SessionContainerQuery';
import { SessionProcessingMessage } from './SessionProcessingMessage';
import { SessionReportSkeleton } from './SessionReportSkeleton';
import { SessionReportWarmup } from './SessionReportWarmup';
import { TrainingSessionReport } from './training/TrainingSessionReport';
import { useLiveProcessing } from './useLiveProcessing';

export interface SessionContainerProps {
  sessionId: string;
  /** The training report's tab segment of the URL. */
  tabPath?: string | null;
  /** Beside the header: what staff may do with the session (the route gives it). */
  staffActions?: ReactNode;
  /** Under the report, also while it processes: the staff's panels (the route gives them). */
  staffPanels?: ReactNode;
}

/** One session: its processing state, the staff diagnostics link, then its report. */
export function SessionContainer({
  sessionId,
  tabPath,
  staffActions,
  staffPanels,
}: SessionContainerProps) {
  const client = useApolloClient();
  const currentClubId = useReactiveVar(currentClubIdVar);
  // Asked again on every visit: files imported while the page was closed change it.
  const { data, loading, error, refetch } = useQuery(SessionContainerQuery, {
    variables: { sessionId },
    fetchPolicy: 'cache-and-network',
  });
  const session = data?.session ?? null;
  const person = data?.currentPerson ?? null;

  const processing = useLiveProcessing(sessionId, session?.dataProcessing, () => {
    // Everything read about this session so far predates its new data.
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'session', args: { id: sessionId } });
    client.cache.gc();
    void refetch();
  });

  // A link to a session of another of the person's clubs opens that club.
  const sessionClubId = session?.club.id;
  const memberOfSessionClub = person?.clubs.some((club) => club.id === sessionClubId) ?? false;
  useEffect(() => {
    if (sessionClubId && memberOfSessionClub && sessionClubId !== currentClubId) {
      setCurrentClubId(sessionClubId);
    }
  }, [sessionClubId, memberOfSessionClub, currentClubId]);

  if (!session) {
    if (loading) {
      return (
        <>
          <SessionReportWarmup sessionId={sessionId} />
          <SessionReportSkeleton />
        </>
      );
    }
    return <Alert severity="error">{error?.message ?? 'Session not found'}</Alert>;
  }

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          '&:empty': { display: 'none' },
        }}
      >
        {staffActions}
        {person?.touchlineStaff && (
          <Link
            href={`/admin/sessions/${encodeURIComponent(sessionId)}`}
            underline="hover"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontWeight: 600,
              ml: 'auto',
            }}
          >
            View Session Diagnostics
            <OpenInNewRounded sx={{ fontSize: 16 }} />
          </Link>
        )}
      </Box>
      {processing ? (
        <SessionProcessingMessage sessionId={sessionId} />
      ) : session.__typename === 'TrainingSession' ? (
        <TrainingSessionReport key={sessionId} session={session} tabPath={tabPath} />
      ) : (
        <MatchSessionReport key={sessionId} sessionId={sessionId} />
      )}
      {staffPanels}
    </Stack>
  );
}
