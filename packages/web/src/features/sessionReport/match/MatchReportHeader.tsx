import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import type { MatchSessionHeaderQuery } from '../../../gql/graphql';
import { formatKickOff } from './formatKickOff';
import { matchExportLinks } from './matchExportLinks';
import { MATCH_REPORT_TEXTS } from './matchReportTexts';
import type { ReportQuery } from '../report/reportQuery';
import { SessionExportMenu } from '../report/SessionExportMenu';

type HeaderSession = NonNullable<MatchSessionHeaderQuery['session']>;
export type MatchHeaderSession = Extract<HeaderSession, { __typename: 'MatchSession' }>;

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Stack>
  );
}

function Scoreline({ match }: { match: MatchHeaderSession }) {
  const hasScore = match.score !== null || match.opponentScore !== null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography sx={{ fontWeight: 600 }}>{match.club.name}</Typography>
      <Box
        aria-label="Score"
        sx={{
          px: 1.5,
          py: 0.5,
          borderRadius: 1.5,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {hasScore ? `${match.score ?? '-'} : ${match.opponentScore ?? '-'}` : 'v'}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{match.opponent ?? 'Opponent'}</Typography>
    </Stack>
  );
}

function HeaderBody({ header }: { header: ReportQuery<MatchSessionHeaderQuery> }) {
  const session = header.data?.session;
  if (header.errorMessage && !session) return <ErrorBanner message={header.errorMessage} />;
  if (!session) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading the match">
        <Skeleton variant="text" width={260} sx={{ fontSize: 28 }} />
        <Skeleton variant="text" width={360} />
        <Skeleton variant="rounded" width={300} height={32} />
      </Stack>
    );
  }
  if (session.__typename !== 'MatchSession') {
    return <ErrorBanner message={MATCH_REPORT_TEXTS.incorrectMatchType} />;
  }
  const kickOff = session.matchSessionPeriods[0]?.startTime ?? session.startTime;
  return (
    <Stack spacing={1.5}>
      <Typography variant="h2" component="h2">
        {session.matchDefinition.name} Report
      </Typography>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
        <Detail icon={<EventOutlined fontSize="small" />}>{formatKickOff(kickOff)}</Detail>
        {session.pitch && (
          <Detail icon={<PlaceOutlined fontSize="small" />}>{session.pitch.name}</Detail>
        )}
      </Stack>
      <Scoreline match={session} />
    </Stack>
  );
}

/** The match's name, kick-off, pitch, teams and score, with the export menu. */
export function MatchReportHeader({
  sessionId,
  header,
  exportPermission,
}: {
  sessionId: string;
  header: ReportQuery<MatchSessionHeaderQuery>;
  /** Whether the person may export the session (Export on Session). */
  exportPermission: { permitted: boolean; errorMessage: string | null };
}) {
  const session = header.data?.session;
  const links =
    session?.__typename === 'MatchSession'
      ? matchExportLinks(sessionId, session.matchDefinition.name, session.matchSessionPeriods)
      : null;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <HeaderBody header={header} />
        </Box>
        <SessionExportMenu permission={exportPermission} label="Export" downloads={links} />
      </Stack>
    </Paper>
  );
}
