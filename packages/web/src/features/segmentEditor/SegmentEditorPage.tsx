import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';

export interface SegmentEditorPageProps {
  sessionId: string;
}

/**
 * The segment editor of a training session (spec 03 §2.5), with the back arrow to the
 * session's overview. The editor itself arrives in a later release; until then the page
 * says so instead of showing a blank.
 */
export function SegmentEditorPage({ sessionId }: SegmentEditorPageProps) {
  return (
    <>
      <PageHeader title="Sessions" />
      <Link
        component={RouterLink}
        to={`/sessions/${encodeURIComponent(sessionId)}`}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
      >
        <ArrowBackRounded fontSize="small" />
        Back to the session
      </Link>
      <Paper
        variant="outlined"
        sx={{ p: 5, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}
      >
        <Typography color="text.secondary">
          The segment editor for this session is not available yet.
        </Typography>
      </Paper>
    </>
  );
}
