import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const DATASET_STATUS_TEXTS = {
  generating: 'Report data is being fetched, this should only take a minute',
  failed: 'Failed to fetch data for report, if this problem persists contact support',
} as const;

/** What stands in for the charts while the dataset is not Completed (docs/product/reporting.md §4). */
export function DatasetStatusNotice({ status }: { status: 'Generating' | 'Failed' }) {
  if (status === 'Failed') {
    return <Alert severity="error">{DATASET_STATUS_TEXTS.failed}</Alert>;
  }
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: 5, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <CircularProgress aria-label="Loading report data" />
      <Box>
        <Typography color="text.secondary">{DATASET_STATUS_TEXTS.generating}</Typography>
      </Box>
    </Paper>
  );
}
