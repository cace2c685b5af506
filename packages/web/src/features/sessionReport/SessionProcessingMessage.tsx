import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ProcessingProgress } from './ProcessingProgress';

export const PROCESSING_TEXT =
  'Your Edge data has been received and is processing, please check back later.';

/**
 * Replaces the report while the session's uploads are processed (docs/product/shell-and-sessions.md §2.7),
 * with how many of its files are done (docs/product/importing.md §5).
 */
export function SessionProcessingMessage({ sessionId }: { sessionId: string }) {
  return (
    <Paper role="status" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <HourglassTopRounded color="primary" sx={{ fontSize: 40, mb: 1.5 }} />
      <Typography sx={{ fontWeight: 600, maxWidth: 520, mx: 'auto' }}>{PROCESSING_TEXT}</Typography>
      <ProcessingProgress sessionId={sessionId} />
    </Paper>
  );
}
