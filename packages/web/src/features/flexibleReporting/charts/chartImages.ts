import type { EChartsCoreOption } from 'echarts/core';
import {
  chartSvgDataUrl,
  svgDataUrlToPng,
  type ChartImageSize,
} from '../../../lib/charts/chartImage';

/** The size charts are exported and printed at: a page's width, the card's chart height. */
export const CHART_IMAGE_SIZE: ChartImageSize = { width: 1000, height: 415 };

/** A drawn card's way to its chart's picture, for print and image export. */
export interface ChartImageSource {
  title: string;
  /** An SVG data URL of the chart as the card shows it. */
  svgDataUrl: () => string;
}

/** The report's cards' image sources by chart id; a card registers while it is shown. */
export type ChartImageRegistry = Map<string, ChartImageSource>;

/** What a chart without data prints as. */
const NO_DATA_OPTION: EChartsCoreOption = {
  title: { text: 'NO DATA', left: 'center', top: 'middle', textStyle: { color: '#5b6b7c' } },
};

/** `option` is asked for when the picture is: a card far down the page has not drawn its chart. */
export function chartImageSource(
  title: string,
  option: () => EChartsCoreOption | null,
): ChartImageSource {
  return {
    title,
    svgDataUrl: () => chartSvgDataUrl(option() ?? NO_DATA_OPTION, CHART_IMAGE_SIZE),
  };
}

/** Downloads the chart as '{title}.png'. */
export async function downloadChartPng(source: ChartImageSource): Promise<void> {
  const png = await svgDataUrlToPng(source.svgDataUrl(), CHART_IMAGE_SIZE);
  const link = document.createElement('a');
  link.href = png;
  link.download = `${source.title.trim() || 'Chart'}.png`;
  document.body.append(link);
  link.click();
  link.remove();
}
