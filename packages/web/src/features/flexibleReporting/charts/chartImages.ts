import type { EChartsCoreOption } from 'echarts/core';
import {
  chartSvgDataUrl,
  NO_DATA_CHART_OPTION,
  REPORT_CHART_IMAGE_SIZE,
  svgDataUrlToPng,
} from '../../../lib/charts/chartImage';

/** A drawn card's way to its chart's picture, for print and image export. */
export interface ChartImageSource {
  title: string;
  /** An SVG data URL of the chart as the card shows it. */
  svgDataUrl: () => string;
}

/** The report's cards' image sources by chart id; a card registers while it is shown. */
export type ChartImageRegistry = Map<string, ChartImageSource>;

/** `option` is asked for when the picture is: a card far down the page has not drawn its chart. */
export function chartImageSource(
  title: string,
  option: () => EChartsCoreOption | null,
): ChartImageSource {
  return {
    title,
    svgDataUrl: () => chartSvgDataUrl(option() ?? NO_DATA_CHART_OPTION, REPORT_CHART_IMAGE_SIZE),
  };
}

/** Downloads the chart as '{title}.png'. */
export async function downloadChartPng(source: ChartImageSource): Promise<void> {
  const png = await svgDataUrlToPng(source.svgDataUrl(), REPORT_CHART_IMAGE_SIZE);
  const link = document.createElement('a');
  link.href = png;
  link.download = `${source.title.trim() || 'Chart'}.png`;
  document.body.append(link);
  link.click();
  link.remove();
}
