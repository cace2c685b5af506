import { InViewEChart } from '../../../components/charts/InViewEChart';
import { NoChartData } from '../../../components/reporting/NoChartData';
import { PartErrorBoundary } from '../../../components/ui/PartErrorBoundary';
import { REPORT_CHART_HEIGHT } from '../../../lib/charts/chartImage';
import { ChartDataTable } from './ChartDataTable';
import type { ChartDisplay } from '../../../lib/reporting/chartDisplay';

/** docs/product/reporting.md §9. */
export const CHART_AREA_HEIGHT = REPORT_CHART_HEIGHT;

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

/** The card's 415 px: the chart, its table, or 'NO DATA' (docs/product/reporting.md §8). */
export function ChartArea({ display, view, title, categoryId, locale }: ChartAreaProps) {
  if (!display.hasData) return <NoChartData height={CHART_AREA_HEIGHT} />;
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
        // Its card is drawn only near the viewport, or while it is edited.
        near
        option={display.option}
        height={CHART_AREA_HEIGHT}
        aria-label={`${title} chart`}
        onChart={markDrawn}
      />
    </PartErrorBoundary>
  );
}
