import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import './reportChartParts';

export interface ChartImageSize {
  width: number;
  height: number;
}

/** A report chart's height on its card, in print and in images (docs/product/reporting.md §9). */
export const REPORT_CHART_HEIGHT = 415;

/** The size report charts are exported and printed at: a page's width, the card's chart height. */
export const REPORT_CHART_IMAGE_SIZE: ChartImageSize = { width: 1000, height: REPORT_CHART_HEIGHT };

/** What a chart without data prints and exports as (its card shows 'NO DATA' the same way). */
export const NO_DATA_CHART_OPTION: EChartsCoreOption = {
  title: { text: 'NO DATA', left: 'center', top: 'middle', textStyle: { color: '#5b6b7c' } },
};

/**
 * A chart drawn off screen as an SVG data URL: for a chart that has not been
 * drawn yet (charts are drawn as they scroll into view) or a print page.
 */
export function chartSvgDataUrl(option: EChartsCoreOption, size: ChartImageSize): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ ...option, animation: false });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(chart.renderToSVGString())}`;
  } finally {
    chart.dispose();
  }
}

/** An SVG image as a PNG data URL on a white background, at `scale` times its size. */
export function svgDataUrlToPng(svgUrl: string, size: ChartImageSize, scale = 2): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = size.width * scale;
      canvas.height = size.height * scale;
      const context = canvas.getContext('2d');
      if (!context) {
        reject(new Error('This browser cannot draw the image.'));
        return;
      }
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      resolve(canvas.toDataURL('image/png'));
    };
    image.onerror = () => reject(new Error('The chart could not be turned into an image.'));
    image.src = svgUrl;
  });
}
