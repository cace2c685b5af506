import type { EChartsCoreOption } from 'echarts/core';
import {
  chartSvgDataUrl,
  svgDataUrlToPng,
  type ChartImageSize,
} from '../../../lib/charts/chartImage';
import type { ChartSetting } from '../../../lib/reporting/chartDisplay';
import type { LoadedDataset } from '../csvBuilderTypes';
import { chartsPdf } from './chartsPdf';
import type { DatasetChart } from './datasetChart';
import { datasetChartDisplay } from './datasetChartDisplay';

/** A page's width, the chart area's height (spec 02 §9). */
const CHART_IMAGE_SIZE: ChartImageSize = { width: 1000, height: 415 };

const NO_DATA_OPTION: EChartsCoreOption = {
  title: { text: 'NO DATA', left: 'center', top: 'middle', textStyle: { color: '#5b6b7c' } },
};

/** Saves bytes as a file the browser downloads. */
function saveFile(bytes: ArrayBuffer, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
      display.hasData ? display.option : NO_DATA_OPTION,
      CHART_IMAGE_SIZE,
    );
    images.push({
      title: chart.title,
      pngDataUrl: await svgDataUrlToPng(svg, CHART_IMAGE_SIZE),
      ...CHART_IMAGE_SIZE,
    });
  }
  const bytes = await chartsPdf({
    title: dataset.title,
    startsAt: dataset.startsAt,
    endsAt: dataset.endsAt,
    charts: images,
  });
  saveFile(bytes, `${dataset.title.trim() || 'Charts'}.pdf`, 'application/pdf');
}
