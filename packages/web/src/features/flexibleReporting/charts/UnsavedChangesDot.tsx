import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** docs/product/reporting.md §2: the dot shown while the chart's form differs from the saved chart. */
export function UnsavedChangesDot() {
  return (
    <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'warning.main', flexShrink: 0 }}
      />
      <Typography variant="caption" color="text.secondary">
        You have unsaved changes
      </Typography>
    </Box>
  );
}
