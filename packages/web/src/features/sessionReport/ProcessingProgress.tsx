import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { ProcessingProgressQuery } from './ProcessingProgressQuery';

/** How often the count is asked again while the page waits: tracks finish one by one. */
const PROGRESS_POLL_MS = 2000;

/** 'Processing files: <done> of <total>' while the session's data is processed (docs/product/importing.md §5). */
export function ProcessingProgress({ sessionId }: { sessionId: string }) {
  const { data } = useQuery(ProcessingProgressQuery, {
    variables: { sessionId },
    pollInterval: PROGRESS_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const session = data?.session;
  const progress = session && 'processingProgress' in session ? session.processingProgress : null;
  if (!progress || progress.total === 0) {
    return (
      <LinearProgress aria-hidden sx={{ mt: 3, maxWidth: 320, mx: 'auto', borderRadius: 1 }} />
    );
  }
  const text = `Processing files: ${progress.done} of ${progress.total}`;
  return (
    <Box sx={{ mt: 3, maxWidth: 320, mx: 'auto' }}>
      <LinearProgress
        variant="determinate"
        value={(100 * progress.done) / progress.total}
        aria-label={text}
        sx={{ borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Box>
  );
}
