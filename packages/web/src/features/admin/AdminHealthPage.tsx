import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { useMutation, useQuery } from '@apollo/client/react';
import { SectionCard } from '../../components/ui/SectionCard';
import { AdminRetryJobMutation } from './adminMutations';
import { SystemHealthQuery } from './adminQueries';
import { JobsTable } from './JobsTable';
import { QueryState } from './QueryState';
import { QueueDepthTable } from './QueueDepthTable';
import { useAdminAction } from './useAdminAction';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The system's health: version, database size, live workers, queues and failed jobs. */
export function AdminHealthPage() {
  const { data, loading, error, refetch } = useQuery(SystemHealthQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [retry] = useMutation(AdminRetryJobMutation);
  const act = useAdminAction();
  const health = data?.admin?.systemHealth ?? null;
  const figures = health
    ? [
        ['Version', health.version],
        ['Database Size', megabytes(health.databaseSizeBytes)],
        ['Live Workers', String(health.liveWorkers)],
        ['Failed Jobs', String(health.failedJobs.length)],
      ]
    : [];
  return (
    <QueryState loading={loading} error={error} empty={!health} emptyText="No health figures.">
      {health && (
        <Stack spacing={3}>
          <Grid container spacing={2}>
            {figures.map(([label, value]) => (
              <Grid key={label} size={{ xs: 6, md: 3 }}>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography variant="h5" component="p" aria-label={label}>
                    {value}
                  </Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
          <SectionCard title="Queues">
            <QueueDepthTable queues={health.queues} />
          </SectionCard>
          <SectionCard title="Failed Jobs">
            {health.failedJobs.length > 0 ? (
              <JobsTable
                jobs={health.failedJobs}
                label="Failed jobs"
                onRetry={(job) =>
                  void act(async () => {
                    const answer = (await retry({ variables: { jobId: job.id } })).data
                      ?.adminRetryJob;
                    await refetch();
                    return answer;
                  }, `The ${job.queue} job is queued again.`)
                }
              />
            ) : (
              <Typography color="text.secondary">No job has failed.</Typography>
            )}
          </SectionCard>
        </Stack>
      )}
    </QueryState>
  );
}
