import Typography from '@mui/material/Typography';

/** Stands in for the charts helper's ReportCharts until it lands. */
export function ReportChartsPlaceholder({ chartCount }: { chartCount: number }) {
  return <Typography color="text.secondary">{chartCount} charts</Typography>;
}
