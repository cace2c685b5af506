import { saveBlob } from '../../../components/download/downloadExport';
import {
  chartSvgDataUrl,
  NO_DATA_CHART_OPTION,
  REPORT_CHART_IMAGE_SIZE,
  svgDataUrlToPng,
} from '../../../lib/charts/chartImage';
import type { ChartSetting } from '../../../lib/reporting/chartDisplay';
import type { LoadedDataset } from '../csvBuilderTypes';
import { chartsPdf } from './chartsPdf';
import type { DatasetChart } from './datasetChart';
import { datasetChartDisplay } from './datasetChartDisplay';

/** Downloads '{title}.pdf': each chart drawn off screen as ECharts draws it, as a PNG, a page each. */
export async function downloadChartsPdf(
  dataset: LoadedDataset,
  setting: ChartSetting,
  charts: readonly DatasetChart[],
): Promise<void> {
  const images = [];
  for (const chart of charts) {
    const display = datasetChartDisplay(setting, chart);
    const svg = chartSvgDataUrl(
      display.hasData ? display.option : NO_DATA_CHART_OPTION,
      REPORT_CHART_IMAGE_SIZE,
    );
    images.push({
      title: chart.title,
      pngDataUrl: await svgDataUrlToPng(svg, REPORT_CHART_IMAGE_SIZE),
      ...REPORT_CHART_IMAGE_SIZE,
    });
  }
  const bytes = await chartsPdf({
    title: dataset.title,
    startsAt: dataset.startsAt,
    endsAt: dataset.endsAt,
    charts: images,
  });
  saveBlob(
    new Blob([bytes], { type: 'application/pdf' }),
    `${dataset.title.trim() || 'Charts'}.pdf`,
  );
}
