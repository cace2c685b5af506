import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PartErrorBoundary } from '../../../components/ui/PartErrorBoundary';
import { InViewEChart } from '../../../lib/charts/InViewEChart';
import { ChartDataTable } from './ChartDataTable';
import type { ChartDisplay } from '../../../lib/reporting/chartDisplay';

/** spec 02 §9. */
export const CHART_AREA_HEIGHT = 415;

/** Marked (performance.mark) each time a card's chart is drawn: the benchmark reads the first. */
export const CHART_DRAWN_MARK = 'report-chart-drawn';

const markDrawn = (chart: unknown) => {
  if (chart) performance.mark(CHART_DRAWN_MARK);
};

export interface ChartAreaProps {
  display: ChartDisplay;
  view: 'chart' | 'table';
  title: string;
  categoryId: string;
  locale: string;
}

/** The card's 415 px: the chart, its table, or 'NO DATA' (spec 02 §8). */
export function ChartArea({ display, view, title, categoryId, locale }: ChartAreaProps) {
  if (!display.hasData) {
    return (
      <Box
        sx={{
          height: CHART_AREA_HEIGHT,
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
  if (view === 'table') {
    return (
      <ChartDataTable
        display={display}
        categoryId={categoryId}
        locale={locale}
        height={CHART_AREA_HEIGHT}
        title={title}
      />
    );
  }
  return (
    <PartErrorBoundary part="chart" minHeight={CHART_AREA_HEIGHT} resetKeys={[display.option]}>
      <InViewEChart
        option={display.option}
        height={CHART_AREA_HEIGHT}
        aria-label={`${title} chart`}
        onChart={markDrawn}
      />
    </PartErrorBoundary>
  );
}
