import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** docs/product/reporting.md §2: a report without charts. */
export function EmptyReport({ adding, onAdd }: { adding: boolean; onAdd: () => void }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 6, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
    >
      <Typography variant="h2" component="h2">
        NO CHARTS ON THIS REPORT
      </Typography>
      <Typography color="text.secondary">
        Add a new chart, select the data fields and chart options.
      </Typography>
      <Button variant="contained" startIcon={<AddRounded />} disabled={adding} onClick={onAdd}>
        ADD A NEW CHART
      </Button>
    </Paper>
  );
}
