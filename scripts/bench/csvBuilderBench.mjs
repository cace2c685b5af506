// The CSV Builder's grid on a 50,000-row dataset in headless Chromium (its targets in
// docs/CONTRIBUTING.md, Benchmarks), numbers only. A server in this process on a fresh
// embedded database: the demo accounts and clubs, and one Completed dataset of Touchline
// FC's 'Session Data' template holding the seeded season of reportAggregationBench (40
// athletes x 250 sessions x 5 windows, stored with the template's columns: the grid's work
// depends on its rows and columns, not on what a row stands for). Each run opens
// /csv_builder in a new page as the demo coach and measures:
// (a) load: from the 'Load' click to the grid's first 'csv-grid-rendered' mark with rows
//     shown (target < 300 ms), and the bytes on the wire meanwhile (target <= 3 MB);
// (b) grouping: grouped by Session Type, then from the 'Group by Athlete Position' click to
//     the next 'csv-grid-rendered' mark (target < 50 ms);
// (c) scrolling: the ungrouped grid from top to bottom in 60 steps (a frame apart), the
//     longest task Chromium reports meanwhile (target: none over 50 ms);
// (d) the table's transfer, before and after in the same page: the GraphQL JSON answer of
//     its columns (the old path) beside the Arrow route's, time and bytes on the wire;
// (e) the same load of a 200,000-row dataset (four seasons: the season four times, target
//     < 1 s) and the tab's JS heap after it (CDP, target <= 150 MB).
// The layout the grid saves is cleared between runs, so every run loads it ungrouped.
// Usage: node scripts/bench/csvBuilderBench.mjs   (PORT, default 4350; build first).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { repoRoot } from '../lib/run.mjs';
import { CHROMIUM_ARGS, median, signIn } from './browser.mjs';
import { openBenchServer } from './lib/twoHourSession.mjs';
import { seedDataset } from './csvBuilderDataset.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const SCROLL_STEPS = 60;
const TITLE = 'Bench: 50,000 rows';
const LARGE_TITLE = 'Bench: 200,000 rows';
const LARGE_TIMES = 4;
const GROUPING = ['Session Type', 'Athlete Position'];
const TARGETS = {
  loadMs: 300,
  wireMb: 3,
  groupMs: 50,
  longTaskMs: 50,
  largeLoadMs: 1000,
  largeHeapMb: 150,
};
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs in the page before its scripts: the grid's marks (with the rows then shown), clicks, long tasks. */
function instrumentPage() {
  const probe = { armed: false, clickAt: null, marks: [], longTasks: [], watching: false };
  window.__csvBench = probe;
  document.addEventListener(
    'click',
    (event) => {
      if (probe.armed && probe.clickAt === null) probe.clickAt = event.timeStamp;
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'csv-grid-rendered') continue;
      const rows = document.querySelectorAll('[role="grid"] [role="row"]').length;
      probe.marks.push({ at: entry.startTime, rows });
    }
  }).observe({ type: 'mark' });
  new PerformanceObserver((list) => {
    if (probe.watching) for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
}

/**
 * Milliseconds from the click `click()` makes to the grid's next mark with rows shown (`ms`),
 * and to the last answer meanwhile (`answeredMs`: GraphQL's and the Arrow table's, of
 * `bytes` on the wire).
 */
async function clickToRendered(page, click) {
  await page.evaluate(() => Object.assign(window.__csvBench, { armed: true, clickAt: null }));
  await click();
  const answer = await page.waitForFunction(
    () => {
      const { clickAt, marks } = window.__csvBench;
      const mark = clickAt === null ? null : marks.find((m) => m.at >= clickAt && m.rows > 1);
      if (!mark) return null;
      // The answers meanwhile: the dataset's details and its table, when they were asked for.
      const answers = performance
        .getEntriesByType('resource')
        .filter(
          (e) =>
            (e.name.includes('/api/graphql') || e.name.includes('/table.arrow')) &&
            e.startTime >= clickAt,
        );
      const answered = Math.max(clickAt, ...answers.map((e) => e.responseEnd));
      const bytes = answers.reduce((sum, e) => sum + e.encodedBodySize, 0);
      return { ms: mark.at - clickAt, answeredMs: answered - clickAt, bytes };
    },
    null,
    { timeout: 60_000, polling: 20 },
  );
  await page.evaluate(() => (window.__csvBench.armed = false));
  return answer.jsonValue();
}

/** Scrolls the grid top to bottom a frame per step; the longest task meanwhile, and the last row seen. */
function scrollThrough(steps) {
  const grid = document.querySelector('[role="grid"]');
  const scrolls = (element) =>
    element.scrollHeight > element.clientHeight + 1 &&
    /auto|scroll/.test(getComputedStyle(element).overflowY);
  const ancestors = [];
  for (let at = grid.parentElement; at; at = at.parentElement) ancestors.push(at);
  const scroller =
    [grid, ...grid.querySelectorAll('*'), ...ancestors].find(scrolls) ?? document.scrollingElement;
  const probe = window.__csvBench;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return (async () => {
    probe.longTasks = [];
    probe.watching = true;
    const bottom = scroller.scrollHeight - scroller.clientHeight;
    for (let step = 1; step <= steps; step += 1) {
      scroller.scrollTop = Math.round((bottom * step) / steps);
      await frame();
      await frame();
    }
    // Long task entries arrive after their task.
    await new Promise((resolve) => setTimeout(resolve, 300));
    probe.watching = false;
    const indices = [...grid.querySelectorAll('[role="row"][aria-rowindex]')].map((row) =>
      Number(row.getAttribute('aria-rowindex')),
    );
    return {
      longestMs: Math.max(0, ...probe.longTasks),
      longTasks: probe.longTasks.length,
      lastRowIndex: Math.max(0, ...indices),
    };
  })();
}

/** Whether `response` answers an UpdateDataset (batched or not) saving `depth` grouping columns. */
function savesGrouping(response, depth) {
  let body;
  try {
    body = response.request().postDataJSON();
  } catch {
    return false;
  }
  return (Array.isArray(body) ? body : [body]).some(
    (operation) =>
      operation?.operationName === 'UpdateDataset' &&
      operation.variables?.attributes?.gridConfig?.grouping?.length === depth,
  );
}

/**
 * In the page: the dataset's table as the GraphQL JSON of its columns (the old path: fetched
 * and parsed) and from the Arrow route (fetched), each timed, with its bytes on the wire.
 */
function tableTransfers(datasetId) {
  const csrf = decodeURIComponent(/touchline_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '');
  const timed = async (url, init, read) => {
    const start = performance.now();
    const response = await fetch(url, init);
    await read(response);
    const ms = performance.now() - start;
    const entry = performance.getEntriesByType('resource').findLast((e) => e.name.endsWith(url));
    const encoding = response.headers.get('content-encoding') ?? 'none';
    return { ms, wireBytes: entry?.encodedBodySize ?? 0, ok: response.ok, encoding };
  };
  return (async () => ({
    graphql: await timed(
      '/api/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({
          query: `query ($ids: [ID!]!) { fetchDataset(datasetIds: $ids) { id
            columns { id name rows chartDataType color quantity } } }`,
          variables: { ids: [datasetId] },
        }),
      },
      (response) => response.json(),
    ),
    arrow: await timed(`/api/datasets/${datasetId}/table.arrow`, {}, (response) =>
      response.arrayBuffer(),
    ),
  }))();
}

/** The 200,000-row dataset loaded in a new page: 'Load' to the grid drawn, and the tab's JS heap then. */
async function largeRun(context, baseUrl) {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/csv_builder`);
    const load = page
      .getByRole('table', { name: 'Datasets' })
      .getByRole('row')
      .filter({ hasText: LARGE_TITLE })
      .getByRole('button', { name: 'Load' });
    await load.waitFor({ timeout: 60_000 });
    const loaded = await clickToRendered(page, () => load.click());
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    // The JS heap with the typed arrays' memory (held outside it, as backing stores).
    const { usedSize, backingStorageSize = 0 } = await cdp.send('Runtime.getHeapUsage');
    return {
      loadMs: loaded.ms,
      wireMb: loaded.bytes / 1e6,
      heapMb: (usedSize + backingStorageSize) / 1e6,
    };
  } finally {
    await page.close();
  }
}

/** One run in a new page of the signed-in context. */
async function benchRun(context, baseUrl, datasetId) {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/csv_builder`);
    const row = page.getByRole('table', { name: 'Datasets' }).getByRole('row').filter({
      hasText: TITLE,
    });
    const load = row.getByRole('button', { name: 'Load' });
    await load.waitFor({ timeout: 60_000 });
    const loaded = await clickToRendered(page, () => load.click());
    const grid = page.getByRole('grid', { name: 'Dataset table' });
    await grid.waitFor();
    const scroll = await page.evaluate(scrollThrough, SCROLL_STEPS);
    const transfers = await page.evaluate(tableTransfers, datasetId);

    const saved = page.waitForResponse((response) => savesGrouping(response, 2), {
      timeout: 30_000,
    });
    // Timed from the menu item's click (the menu is opened first, untimed).
    const groupBy = async (column) => {
      const menu = grid.getByRole('button', { name: `${column} column menu` });
      // Only the columns in view are drawn: scroll sideways until this one is.
      await grid.evaluate((element) => element.scrollTo({ left: 0, top: 0 }));
      for (let step = 0; (await menu.count()) === 0; step += 1) {
        if (step > 100) throw new Error(`the grid draws no ${column} column`);
        await grid.evaluate((element) => element.scrollBy({ left: 300 }));
        await page.waitForTimeout(50);
      }
      await menu.click();
      const item = page.getByRole('menuitem', { name: `Group by ${column}` });
      await item.waitFor();
      return clickToRendered(page, () => item.click());
    };
    await groupBy(GROUPING[0]);
    const grouped = await groupBy(GROUPING[1]);
    await saved;
    return {
      loadMs: loaded.ms,
      answeredMs: loaded.answeredMs,
      answerMb: loaded.bytes / 1e6,
      groupMs: grouped.ms,
      transfers,
      ...scroll,
    };
  } finally {
    await page.close();
  }
}

const row = (label, values, target = null) =>
  console.log(
    `${label.padEnd(56)} median ${median(values).toFixed(0).padStart(5)} ms  ` +
      `(min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})` +
      (target === null
        ? ''
        : `  target < ${target} ms: ${median(values) < target ? 'met' : 'MISSED'}`),
  );

/** The runs against the server in `server` (openBenchServer's), holding `dataset` and `large`. */
async function benchOn(server, dataset, large, baseUrl, executablePath) {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const runs = [];
  const largeRuns = [];
  try {
    const context = await browser.newContext({
      // A service worker answering the page would hide the bytes on the wire (it hands the
      // page the decoded body): the page fetches from the server itself.
      serviceWorkers: 'block',
      timezoneId: 'Europe/London',
      viewport: { width: 1600, height: 1000 },
    });
    await context.addInitScript(instrumentPage);
    const signInPage = await context.newPage();
    await signIn(signInPage, baseUrl);
    await signInPage.waitForFunction(() => localStorage.getItem('touchline.currentClub'));
    await signInPage.close();
    const { db, tables, orm } = server;
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await benchRun(context, baseUrl, dataset.id));
      // The next run loads it ungrouped again.
      await db
        .update(tables.datasets)
        .set({ gridConfig: null })
        .where(orm.eq(tables.datasets.id, dataset.id));
    }
    for (let run = 0; run < RUNS; run += 1) largeRuns.push(await largeRun(context, baseUrl));
  } finally {
    await browser.close();
  }
  const rows = dataset.rows.toLocaleString('en-US');
  console.log(`\n== CSV Builder: a ${rows}-row dataset in the grid (Chromium, ${RUNS} runs)`);
  row(
    "load: 'Load' clicked to the grid's rows rendered",
    runs.map((r) => r.loadMs),
    TARGETS.loadMs,
  );
  const wireMb = median(runs.map((r) => r.answerMb));
  row(
    `  of which the details and table answered (${wireMb.toFixed(2)} MB on the wire)`,
    runs.map((r) => r.answeredMs),
  );
  console.log(
    `${'  bytes on the wire'.padEnd(56)} median ${wireMb.toFixed(2).padStart(5)} MB  target <= ` +
      `${TARGETS.wireMb} MB: ${wireMb <= TARGETS.wireMb ? 'met' : 'MISSED'}`,
  );
  for (const [path, label] of [
    ['graphql', 'before: the columns as GraphQL JSON, fetched and parsed'],
    ['arrow', 'after: the table from the Arrow route, fetched'],
  ]) {
    const transfers = runs.map((r) => r.transfers[path]);
    if (transfers.some((t) => !t.ok)) console.log(`${label}: REFUSED`);
    const wire = median(transfers.map((t) => t.wireBytes / 1e6)).toFixed(2);
    row(
      `${label} (${wire} MB, ${transfers[0].encoding})`,
      transfers.map((t) => t.ms),
    );
  }
  row(
    "grouping by a second column: 'Group by' to rendered",
    runs.map((r) => r.groupMs),
    TARGETS.groupMs,
  );
  const longest = Math.max(...runs.map((r) => r.longestMs));
  const longTasks = runs.reduce((sum, r) => sum + r.longTasks, 0);
  // aria-rowindex counts the header row.
  const lastRow = Math.min(...runs.map((r) => r.lastRowIndex)) - 1;
  console.log(
    `${`scrolling top to bottom (${SCROLL_STEPS} steps): longest task`.padEnd(56)} ` +
      `${longest.toFixed(0).padStart(12)} ms  (${longTasks} tasks over 50 ms in ${RUNS} runs; ` +
      `last row shown ${lastRow.toLocaleString('en-US')} of ${rows})  target: none over ` +
      `${TARGETS.longTaskMs} ms: ${longest <= TARGETS.longTaskMs ? 'met' : 'MISSED'}`,
  );
  const largeRows = large.rows.toLocaleString('en-US');
  const largeMb = median(largeRuns.map((r) => r.wireMb));
  row(
    `load of ${largeRows} rows (${largeMb.toFixed(2)} MB on the wire)`,
    largeRuns.map((r) => r.loadMs),
    TARGETS.largeLoadMs,
  );
  const heapMb = median(largeRuns.map((r) => r.heapMb));
  console.log(
    `${`  the tab's JS heap and typed arrays then, after a GC`.padEnd(56)} median ${heapMb
      .toFixed(0)
      .padStart(5)} MB  target <= ${TARGETS.largeHeapMb} MB: ${
      heapMb <= TARGETS.largeHeapMb ? 'met' : 'MISSED'
    }`,
  );
}

/** Seeds the dataset on a fresh server listening on `port`, runs the bench, removes it all. */
export async function benchCsvBuilder(port, executablePath = EXECUTABLE) {
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-csv-'));
  const server = await openBenchServer(dataDir, port);
  try {
    const { createDemoWorld } = await import(
      pathToFileURL(join(repoRoot, 'packages/server/dist/demo/createDemoWorld.js')).href
    );
    await createDemoWorld(server.db, { portalUrl: server.config.demoPortalUrl });
    const dataset = await seedDataset(server, TITLE);
    const large = await seedDataset(server, LARGE_TITLE, LARGE_TIMES);
    const baseUrl = await server.listen();
    await benchOn(server, dataset, large, baseUrl, executablePath);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchCsvBuilder(Number(process.env.PORT ?? 4350));
}
