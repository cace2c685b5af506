// A Flexible Reporting report of 30 charts (docs/product/reporting.md §2) in headless
// Chromium (target in docs/CONTRIBUTING.md, Benchmarks: interactive in under 1 s), numbers
// only. Against the demo club's 8-week season: a report over the last 8 weeks gets 30
// charts through the API (every chart type, X column and aggregation in turn), then each
// run opens it in a new browser context and measures from the navigation's start:
// - the first chart drawn (the page's performance mark 'report-chart-drawn');
// - all 30 cards on the page;
// - interactive: then the first card's Edit clicked, until its edit toolbar (the 'Chart
//   title' field) shows.
// Usage: node scripts/bench/reportChartsBench.mjs [baseUrl...] [--keep]   (without a baseUrl,
// a demo server is started on PORT, default 4191, on a fresh data directory; --keep leaves
// the report in place and prints its id, to look at it). With several baseUrls (servers of
// two builds, e.g. on copies of one data directory) the openings alternate between them and
// each gets its column: a before and after measured in the same run.
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { newChartConfig } from '@touchline/domain';
import { CHROMIUM_ARGS, median, signIn } from './browser.mjs';
import { withDemoServer } from './demoServer.mjs';
import { graphql, signInOverHttp } from './httpSession.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const CHART_COUNT = 30;
const BUDGET_MS = 1000;
const DRAWN = 'report-chart-drawn';
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHART_TYPES = [
  'column',
  'stackedColumn',
  'bar',
  'stackedBar',
  'line',
  'radarLine',
  'customCombo',
  'columnLineCombo',
  'pie',
  'boxPlot',
];
const CATEGORIES = [
  ['athlete_name', 'sum', null],
  ['week_start_date', 'avgByAthlete', 'weekly'],
  ['athlete_position', 'avgByParticipation', null],
  ['session_type', 'avgBySession', null],
  ['start_date', 'max', 'daily'],
];
const SERIES = [
  ['total_distance_m', 'total_high_intensity_distance_m'],
  ['total_sprint_distance_m'],
  ['max_speed_kph', 'avg_speed_kph'],
  ['acceleration_events', 'deceleration_events', 'sprint_events'],
  ['metres_per_minute'],
  ['speed_zone_4_pct', 'speed_zone_5_pct', 'speed_zone_6_pct'],
];

/** The n-th chart: every type, X column and series set in turn. */
function chartAttributes(reportId, n) {
  const [category, aggregation, timeFrame] = CATEGORIES[n % CATEGORIES.length];
  const series = SERIES[n % SERIES.length];
  return {
    flexibleReportId: reportId,
    title: `Bench chart ${n + 1}`,
    displayDataLabels: n % 3 === 0,
    sortConfig: [{ col_id: category, sort: 'asc' }],
    filters: n % 4 === 0 ? { segment_name: { filterType: 'set', values: ['Whole Session'] } } : {},
    chartConfig: {
      ...newChartConfig({
        chartType: CHART_TYPES[n % CHART_TYPES.length],
        categoryId: category,
        seriesIds: series,
        aggregation,
      }),
      series_chart_types: series.map((id, index) => ({
        col_id: id,
        chart_type: index === 0 ? 'groupedColumn' : 'line',
        secondary_axis: index > 0,
      })),
      time_frame: timeFrame,
      reference_line: n % 5 === 0 ? 'squadAverage' : null,
    },
  };
}

const isoDay = (date) => date.toISOString().slice(0, 10);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function payload(session, query, variables, field) {
  const answer = (await graphql(session, query, variables))[field];
  if (answer.errors.length > 0) {
    throw new Error(`${field}: ${answer.errors.flatMap((e) => e.fullMessages).join(' ')}`);
  }
  return answer;
}

/** A report over the last 8 weeks with 30 charts; resolves once its dataset is Completed. */
async function createBenchReport(session) {
  const { currentPerson } = await graphql(session, '{ currentPerson { clubs { id name } } }');
  const club =
    currentPerson.clubs.find(({ name }) => name === 'Touchline FC') ?? currentPerson.clubs[0];
  const today = new Date();
  const { report } = await payload(
    session,
    `mutation ($attributes: FlexibleReportAttributes!) {
      createFlexibleReport(attributes: $attributes) { report { id } errors { fullMessages } }
    }`,
    {
      attributes: {
        clubId: club.id,
        title: 'Bench: 30 charts',
        startDate: isoDay(new Date(today.getTime() - 56 * 86_400_000)),
        endDate: isoDay(today),
      },
    },
    'createFlexibleReport',
  );
  for (let waited = 0; ; waited += 500) {
    const { flexibleReport } = await graphql(
      session,
      'query ($id: ID!) { flexibleReport(id: $id) { datasetStatus dataset { rowCount } } }',
      { id: report.id },
    );
    if (flexibleReport.datasetStatus === 'Completed') {
      console.log(`dataset Completed: ${flexibleReport.dataset.rowCount} rows`);
      break;
    }
    if (flexibleReport.datasetStatus === 'Failed') throw new Error('the dataset failed');
    if (waited > 120_000) throw new Error('the dataset took over 2 minutes');
    await pause(500);
  }
  for (let n = 0; n < CHART_COUNT; n += 1) {
    await payload(
      session,
      `mutation ($attributes: FlexibleReportChartAttributes!) {
        createFlexibleReportChart(attributes: $attributes) { reportChart { id } errors { fullMessages } }
      }`,
      { attributes: chartAttributes(report.id, n) },
      'createFlexibleReportChart',
    );
  }
  return report.id;
}

/** One opening of the report in a fresh context; milliseconds from navigation start. */
async function openReport(browser, baseUrl, reportId) {
  const context = await browser.newContext({
    timezoneId: 'Europe/London',
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl);
    // A returning coach: the app has stored the club it opened (else the club
    // picker would come first, as on a first visit).
    await page.waitForFunction(() => localStorage.getItem('touchline.currentClub'));
    const datasetAnswered = page
      .waitForResponse(
        (response) => response.request().postData()?.includes('"operationName":"DatasetQuery"'),
        { timeout: 60_000 },
      )
      .then(async (response) => {
        await response.finished();
        return Date.now();
      });
    const tableAnswered = page
      .waitForResponse((response) => response.url().endsWith('/table.arrow'), { timeout: 60_000 })
      .then(async (response) => {
        await response.finished();
        return Date.now();
      });
    await page.goto(`${baseUrl}/flexible_reporting/${reportId}`);
    const sinceStart = () => page.evaluate(() => performance.now());
    const firstCard = page.getByRole('article').first();
    // The page marks each chart it draws (ChartArea's CHART_DRAWN_MARK).
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DRAWN, {
      timeout: 60_000,
    });
    const drawnMs = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0].startTime,
      DRAWN,
    );
    await page
      .getByRole('article')
      .nth(CHART_COUNT - 1)
      .waitFor({ timeout: 60_000 });
    const allCardsMs = await sinceStart();
    const cards = await page.getByRole('article').count();
    if (cards !== CHART_COUNT) throw new Error(`${cards} cards on the page, not ${CHART_COUNT}`);
    // Timed in the page: when the click arrived and when the edit toolbar was in the DOM.
    await page.evaluate(() => {
      const times = {};
      window.__editTimes = times;
      document.addEventListener('click', () => (times.clickAt ??= performance.now()), true);
      new MutationObserver((_, observer) => {
        if (document.querySelector('article input[type="text"]')) {
          times.shownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await firstCard.getByRole('button', { name: 'Edit chart' }).click();
    await firstCard.getByRole('textbox', { name: 'Chart title' }).waitFor({ timeout: 60_000 });
    const { clickAt, shownAt } = await page.evaluate(() => window.__editTimes);
    const interactiveMs = shownAt;
    const editAnswerMs = shownAt - clickAt;
    const [timeOrigin, answeredAt, tableAt] = await Promise.all([
      page.evaluate(() => performance.timeOrigin),
      datasetAnswered,
      tableAnswered,
    ]);
    const datasetMs = answeredAt - timeOrigin;
    return {
      datasetMs,
      tableMs: tableAt - timeOrigin,
      drawnMs,
      interactiveMs,
      editAnswerMs,
      allCardsMs,
      chartsOwnMs: interactiveMs - datasetMs,
    };
  } finally {
    await context.close();
  }
}

/** Medians of the openings of each server (alternating), in a column per server. */
export async function benchReportCharts(baseUrls, executablePath = EXECUTABLE) {
  const servers = Array.isArray(baseUrls) ? baseUrls : [baseUrls];
  const reports = [];
  for (const baseUrl of servers) {
    const session = await signInOverHttp(baseUrl);
    reports.push({ baseUrl, session, reportId: await createBenchReport(session), runs: [] });
  }
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    for (let run = 0; run < RUNS; run += 1)
      for (const report of reports)
        report.runs.push(await openReport(browser, report.baseUrl, report.reportId));
  } finally {
    await browser.close();
    for (const { session, reportId } of reports) {
      if (KEEP) console.log(`kept the report ${reportId}`);
      else
        await graphql(
          session,
          'mutation ($ids: [ID!]!) { destroyFlexibleReports(reportIds: $ids) { errors { fullMessages } } }',
          { ids: [reportId] },
        );
    }
  }
  console.log(
    `\n== A report of ${CHART_COUNT} charts in Chromium (${RUNS} openings, ms from navigation start)`,
  );
  if (reports.length > 1) {
    console.log(`${''.padEnd(56)} ${reports.map(({ baseUrl }) => baseUrl).join('  ')}`);
  }
  const row = (label, key) => {
    const cells = reports.map(({ runs }) => {
      const values = runs.map((r) => r[key]);
      return (
        `median ${median(values).toFixed(0).padStart(5)}  ` +
        `(min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`
      );
    });
    console.log(`${label.padEnd(56)} ${cells.join('   ')}`);
  };
  row('dataset answered (DatasetQuery)', 'datasetMs');
  row('its table answered (the Arrow route)', 'tableMs');
  row('first chart drawn', 'drawnMs');
  row(`all ${CHART_COUNT} cards on the page`, 'allCardsMs');
  row('interactive (then Edit clicked and answered)', 'interactiveMs');
  row('  of which the page answering the click', 'editAnswerMs');
  row('the charts own part (dataset answered to interactive)', 'chartsOwnMs');
  for (const { baseUrl, runs } of reports) {
    const interactive = median(runs.map((r) => r.interactiveMs));
    console.log(
      `budget ${BUDGET_MS} ms for interactive (${baseUrl}): ${interactive <= BUDGET_MS ? 'met' : 'MISSED'}`,
    );
  }
}

const KEEP = process.argv.includes('--keep');
const baseUrls = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((url) => url.replace(/\/$/, ''));
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (baseUrls.length > 0) await benchReportCharts(baseUrls);
  else await withDemoServer(Number(process.env.PORT ?? 4191), benchReportCharts);
}
