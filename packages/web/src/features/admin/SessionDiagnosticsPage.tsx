import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { SectionCard } from '../../components/ui/SectionCard';
import { AdminReprocessSessionMutation } from './adminMutations';
import { SessionDiagnosticsQuery } from './adminQueries';
import { formatAt } from './formatAt';
import { JobsTable } from './JobsTable';
import { QueryState } from './QueryState';
import { RawTracksTable } from './RawTracksTable';
import { useAdminAction } from './useAdminAction';

/** A session's raw tracks and processing jobs, 'Re-process' and each stored file. */
export function SessionDiagnosticsPage() {
  const { sessionId = '' } = useParams();
  const { data, loading, error } = useQuery(SessionDiagnosticsQuery, { variables: { sessionId } });
  const [reprocess, { loading: queueing }] = useMutation(AdminReprocessSessionMutation);
  const act = useAdminAction();
  const diagnostics = data?.admin?.sessionDiagnostics ?? null;
  return (
    <QueryState loading={loading} error={error} empty={!diagnostics} emptyText="Session not found">
      {diagnostics && (
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h2" component="h2" sx={{ flex: 1, fontSize: 22 }}>
              Session Diagnostics: {diagnostics.clubName},{' '}
              {diagnostics.description ?? formatAt(diagnostics.startTime)}
              {diagnostics.dataProcessing ? ' (processing)' : ''}
            </Typography>
            <Button
              variant="contained"
              disabled={queueing}
              onClick={() =>
                void act(
                  async () =>
                    (await reprocess({ variables: { sessionId } })).data?.adminReprocessSession,
                  'The session is queued for processing again.',
                )
              }
            >
              Re-process
            </Button>
          </Stack>
          {diagnostics.sessionWarnings.map((warning) => (
            <Typography key={warning.code + warning.message} color="warning.main">
              {warning.code}: {warning.message}
            </Typography>
          ))}
          <SectionCard title="Raw Tracks">
            {diagnostics.rawTracks.length > 0 ? (
              <RawTracksTable tracks={diagnostics.rawTracks} />
            ) : (
              <Typography color="text.secondary">No raw tracks were uploaded.</Typography>
            )}
          </SectionCard>
          <SectionCard title="Processing Jobs">
            {diagnostics.jobs.length > 0 ? (
              <JobsTable jobs={diagnostics.jobs} label="Processing jobs" />
            ) : (
              <Typography color="text.secondary">No processing jobs are kept.</Typography>
            )}
          </SectionCard>
        </Stack>
      )}
    </QueryState>
  );
}
