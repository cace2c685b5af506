// A Flexible Reporting line chart of thousands of categories (docs/CONTRIBUTING.md,
// Benchmarks), numbers only: the web app's own option builder (chartOption, which
// decimates such a chart to the width charts are exported at) and ECharts' SVG renderer,
// as print and image export draw a chart, in this process (the web modules through tsx).
// For each size, the same chart drawn from its decimated option and from the option with
// every category put back (what was drawn before decimation), alternately; medians.
// Usage: node scripts/bench/reportChartDecimationBench.mjs
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { newChartConfig } from '@touchline/domain';
import { median } from './browser.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const SIZES = [2_000, 20_000, 200_000];

const load = (path) =>
  tsImport(new URL(`../../packages/web/src/${path}`, import.meta.url).href, import.meta.url);

/** Two series over `count` categories: a distance with a weekly rhythm and a speed. */
function lineChart(count) {
  const distance = Array.from({ length: count }, (_, i) =>
    Math.round(5000 + 2500 * Math.sin(i / 40) + ((i * 7919) % 900)),
  );
  const speed = distance.map((value, i) => (i % 97 === 0 ? null : 20 + value / 1000));
  return {
    config: {
      ...newChartConfig({
        chartType: 'line',
        categoryId: 'start_date',
        seriesIds: ['total_distance_m', 'max_speed_kph'],
        aggregation: 'avgByAthlete',
      }),
      reference_line: 'squadAverage',
    },
    data: {
      categories: distance.map((_, i) => `Session ${i + 1}`),
      series: [
        { columnId: 'total_distance_m', values: distance },
        { columnId: 'max_speed_kph', values: speed },
      ],
      rowCount: count * 20,
    },
  };
}

const SETTINGS = {
  columns: {
    start_date: { name: 'Start Date', color: '#000000', decimals: 0 },
    total_distance_m: { name: 'Total Distance (m)', color: '#1fb57a', decimals: 0 },
    max_speed_kph: { name: 'Max Speed (km/h)', color: '#ff8800', decimals: 1 },
  },
  displayDataLabels: false,
  locale: 'en-GB',
};

const timed = (work) => {
  const started = performance.now();
  const result = work();
  return [performance.now() - started, result];
};

export async function benchReportChartDecimation() {
  const { chartOption } = await load('lib/charts/chartOption.ts');
  const { chartSvgDataUrl, REPORT_CHART_IMAGE_SIZE } = await load('lib/charts/chartImage.ts');
  console.log(
    `\n== A report's line chart of many categories, option and SVG at ${REPORT_CHART_IMAGE_SIZE.width} px (${RUNS} runs, medians)`,
  );
  for (const count of SIZES) {
    const { config, data } = lineChart(count);
    const decimated = [];
    const everyPoint = [];
    let drawnPoints = 0;
    let bytes = [0, 0];
    for (let run = 0; run < RUNS + 1; run++) {
      const [decimatedMs, [option, svg]] = timed(() => {
        const built = chartOption(config, data, SETTINGS);
        return [built, chartSvgDataUrl(built, REPORT_CHART_IMAGE_SIZE)];
      });
      // The same option with every category and value back: the chart before decimation.
      const [everyMs, fullSvg] = timed(() => {
        const built = chartOption(config, data, SETTINGS);
        const full = {
          ...built,
          xAxis: { ...built.xAxis, data: data.categories },
          series: built.series.map((series, index) => ({
            ...series,
            data: data.series[index].values,
          })),
        };
        return chartSvgDataUrl(full, REPORT_CHART_IMAGE_SIZE);
      });
      if (run === 0) continue; // warm-up
      decimated.push(decimatedMs);
      everyPoint.push(everyMs);
      drawnPoints = option.xAxis.data.length;
      bytes = [svg.length, fullSvg.length];
    }
    console.log(
      `${count.toLocaleString('en-GB').padStart(8)} categories: every point ${median(everyPoint).toFixed(0).padStart(5)} ms ` +
        `(${(bytes[1] / 1024).toFixed(0)} KB SVG); decimated to ${drawnPoints} ${median(decimated).toFixed(0).padStart(5)} ms ` +
        `(${(bytes[0] / 1024).toFixed(0)} KB SVG)`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchReportChartDecimation();
}
