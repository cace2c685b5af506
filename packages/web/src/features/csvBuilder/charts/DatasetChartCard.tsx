import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useId, useMemo } from 'react';
import { Button } from '../../../components/ui/Button';
import { PartErrorBoundary } from '../../../components/ui/PartErrorBoundary';
import { InViewEChart } from '../../../components/charts/InViewEChart';
import { NoChartData } from '../../../components/reporting/NoChartData';
import { REPORT_CHART_HEIGHT } from '../../../lib/charts/chartImage';
import { AGGREGATION_LABELS } from '../../../lib/reporting/aggregationLabels';
import type { ChartSetting } from '../../../lib/reporting/chartDisplay';
import { runsRowCount, type DatasetChart } from './datasetChart';
import { datasetChartDisplay } from './datasetChartDisplay';

/** docs/product/reporting.md §9. */
const CHART_HEIGHT = REPORT_CHART_HEIGHT;

export interface DatasetChartCardProps {
  chart: DatasetChart;
  setting: ChartSetting;
  /** Absent for the tour's demo chart. */
  onDestroy?: (chartId: string) => void;
}

/** One chart: an article named by its title, its chart (or 'NO DATA') and 'Destroy Chart'. */
export const DatasetChartCard = memo(function DatasetChartCard({
  chart,
  setting,
  onDestroy,
}: DatasetChartCardProps) {
  const titleId = useId();
  const rows = runsRowCount(chart.rowRuns);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0, breakInside: 'avoid' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h3" component="h3" sx={{ wordBreak: 'break-word' }}>
            {chart.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {AGGREGATION_LABELS[chart.spec.chartConfig.agg_func]} of {rows.toLocaleString('en-US')}{' '}
            {rows === 1 ? 'row' : 'rows'}
          </Typography>
        </Box>
        {onDestroy && (
          <Button
            color="error"
            size="small"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => onDestroy(chart.id)}
            sx={{ displayPrint: 'none' }}
          >
            Destroy Chart
          </Button>
        )}
      </Box>
      {/* The aggregation runs inside the boundary: a chart that fails leaves its place and a notice. */}
      <PartErrorBoundary part="chart" minHeight={CHART_HEIGHT} resetKeys={[setting, chart]}>
        <DatasetChartArea chart={chart} setting={setting} />
      </PartErrorBoundary>
    </Paper>
  );
});

/** The chart's 415 px: drawn once near the viewport, or 'NO DATA' (docs/product/reporting.md §8). */
function DatasetChartArea({ chart, setting }: { chart: DatasetChart; setting: ChartSetting }) {
  const display = useMemo(() => datasetChartDisplay(setting, chart), [setting, chart]);
  if (display.hasData) {
    return <InViewEChart option={display.option} height={CHART_HEIGHT} aria-label={chart.title} />;
  }
  return <NoChartData height={CHART_HEIGHT} />;
}
