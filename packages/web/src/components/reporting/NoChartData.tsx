import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REPORT_CHART_HEIGHT } from '../../lib/charts/chartImage';

/** A report chart's place when it has nothing to show: 'NO DATA' (docs/product/reporting.md §8). */
export function NoChartData({ height = REPORT_CHART_HEIGHT }: { height?: number }) {
  return (
    <Box
      sx={{
        height,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        borderRadius: 2,
      }}
    >
      <Typography color="text.secondary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
        NO DATA
      </Typography>
    </Box>
  );
}
