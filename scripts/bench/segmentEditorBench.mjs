// The segment editor in headless Chromium on a 2-hour training of 40 athletes at 10 Hz
// (docs/product/dashboard-and-segments.md §2.5), numbers only:
// - opening: to SegmentsQuery answered, and to the first paint of every visible speed graph
//   (the view's mark 'segment-editor-graphs-painted'), from a page load of the editor's
//   address and from the session's overview by the app's own route change;
// - frame work: during a scripted 3-second Ctrl+drag on the segment lane, 10 zoom steps and
//   20 wheel events, the page's own JavaScript per animation frame (every event listener,
//   animation-frame callback, timer and message handler with the microtasks it queued,
//   timed in the page) as p95 and maximum, and the longest task Chromium reports.
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, median, signIn } from './browser.mjs';
import { TWO_HOUR_ATHLETES, withTwoHourSession } from './lib/twoHourSession.mjs';

const RUNS = 3;
const GRAPHS_PAINTED = 'segment-editor-graphs-painted';
const DRAG_MS = 3000;
const FRAME_MS = 16;
const PHASES = ['drag', 'drop', 'zoom', 'wheel'];
const PHASE_LABELS = {
  drag: 'Ctrl+dragging',
  drop: 'dropping the new segment',
  zoom: 'clicking Zoom in',
  wheel: 'turning the wheel',
};

/**
 * Runs in the page before its scripts: times every callback the page's JavaScript gets
 * (outermost only) while `__touchlineWork.recording`, and counts frames with the
 * browser's own animation-frame clock.
 */
function instrumentPage() {
  const work = { recording: false, spans: [], frames: [], longTasks: [], phases: [] };
  window.__touchlineWork = work;
  let depth = 0;
  const timed = (callback) =>
    function timedCallback(...args) {
      if (!work.recording || depth > 0) return callback.apply(this, args);
      depth += 1;
      const start = performance.now();
      try {
        return callback.apply(this, args);
      } finally {
        depth -= 1;
        // Ends after the microtasks the callback queued (React renders a store's update there).
        queueMicrotask(() => work.spans.push([start, performance.now()]));
      }
    };
  const wrapped = new WeakMap();
  const wrap = (listener) => {
    if (typeof listener !== 'function') return listener;
    if (!wrapped.has(listener)) wrapped.set(listener, timed(listener));
    return wrapped.get(listener);
  };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    return add.call(this, type, wrap(listener), options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    return remove.call(this, type, wrap(listener), options);
  };
  const requestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => requestFrame(timed(callback));
  const setTimer = window.setTimeout.bind(window);
  window.setTimeout = (callback, ...rest) =>
    setTimer(typeof callback === 'function' ? timed(callback) : callback, ...rest);
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get() {
      return onmessage.get.call(this);
    },
    set(handler) {
      onmessage.set.call(this, typeof handler === 'function' ? timed(handler) : handler);
    },
  });
  const tick = (time) => {
    if (work.recording) work.frames.push(time);
    requestFrame(tick);
  };
  requestFrame(tick);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (work.recording) work.longTasks.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: 'longtask', buffered: false });
}

/**
 * Per animation frame with any page JavaScript, its milliseconds and the script's phase
 * (drag, drop, zoom, wheel) the frame began in.
 */
function workPerFrame({ spans, frames, phases }) {
  const perFrame = new Array(frames.length + 1).fill(0);
  let frame = 0;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    while (frame < frames.length && frames[frame] <= start) frame += 1;
    perFrame[frame] += end - start;
  }
  const phaseAt = (time) => phases.filter(([at]) => at <= time).at(-1)?.[1] ?? 'drag';
  return perFrame
    .map((ms, index) => ({ ms, phase: phaseAt(frames[index - 1] ?? 0) }))
    .filter(({ ms }) => ms > 0);
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Names what the script does from now on, for the long tasks' report. */
const markPhase = (page, name) =>
  page.evaluate((phase) => window.__touchlineWork.phases.push([performance.now(), phase]), name);

/** The longest task and the phase it started in. */
function longestTask({ longTasks, phases }) {
  let longest = { durationMs: 0, phase: '-' };
  for (const [start, duration] of longTasks) {
    if (duration <= longest.durationMs) continue;
    const phase = phases.filter(([at]) => at <= start).at(-1)?.[1] ?? 'drag';
    longest = { durationMs: duration, phase };
  }
  return longest;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** When the answer of the request naming SegmentsQuery (Apollo batches operations) was complete. */
function segmentsQueryAnswered(page) {
  return page
    .waitForResponse(
      (response) => response.request().postData()?.includes('"operationName":"SegmentsQuery"'),
      { timeout: 60_000 },
    )
    .then(async (response) => {
      await response.finished();
      return Date.now();
    });
}

function graphsPainted(page) {
  return page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    GRAPHS_PAINTED,
    { timeout: 60_000 },
  );
}

/** Opening by a page load of the editor's address. */
async function openEditor(page, baseUrl, sessionId) {
  const answered = segmentsQueryAnswered(page);
  await page.goto(`${baseUrl}/sessions/${sessionId}/segments`);
  await graphsPainted(page);
  const [navigationStart, paintedAt] = await page.evaluate(
    (mark) => [
      performance.timeOrigin,
      performance.timeOrigin + performance.getEntriesByName(mark)[0].startTime,
    ],
    GRAPHS_PAINTED,
  );
  return { queryMs: (await answered) - navigationStart, paintedMs: paintedAt - navigationStart };
}

/** Opening from the session's overview without a page load, as a coach does (the route changes in the app). */
async function openEditorInApp(page, baseUrl, sessionId) {
  await page.goto(`${baseUrl}/sessions/${sessionId}`);
  await page.waitForLoadState('networkidle');
  const answered = segmentsQueryAnswered(page);
  const startedAt = await page.evaluate(() => {
    const now = performance.timeOrigin + performance.now();
    window.history.pushState({}, '', `${window.location.pathname}/segments`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return now;
  });
  await graphsPainted(page);
  const paintedAt = await page.evaluate(
    (mark) => performance.timeOrigin + performance.getEntriesByName(mark)[0].startTime,
    GRAPHS_PAINTED,
  );
  return { queryMs: (await answered) - startedAt, paintedMs: paintedAt - startedAt };
}

/** The scripted interaction; what the page's JavaScript did per frame meanwhile. */
async function interact(page) {
  const lane = await page.getByRole('group', { name: 'Segment lane' }).boundingBox();
  const graphs = page.getByRole('img', { name: / speed$/ });
  const firstGraph = await graphs.first().boundingBox();
  await page.evaluate(() => {
    window.__touchlineWork.recording = true;
  });
  await markPhase(page, 'drag');

  const y = lane.y + lane.height / 2;
  const fromX = lane.x + lane.width * 0.2;
  const toX = lane.x + lane.width * 0.6;
  const steps = Math.round(DRAG_MS / FRAME_MS);
  await page.mouse.move(fromX, y);
  await page.keyboard.down('Control');
  await page.mouse.down();
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(fromX + ((toX - fromX) * step) / steps, y);
    await pause(FRAME_MS);
  }
  await markPhase(page, 'drop');
  await page.mouse.up();
  await page.keyboard.up('Control');
  await pause(300);
  await markPhase(page, 'zoom');

  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  for (let step = 0; step < 10; step += 1) {
    await zoomIn.click();
    await pause(100);
  }
  await page.mouse.move(firstGraph.x + firstGraph.width / 2, firstGraph.y + firstGraph.height / 2);
  await markPhase(page, 'wheel');
  for (let step = 0; step < 20; step += 1) {
    await page.mouse.wheel(0, step < 10 ? 100 : -100);
    await pause(FRAME_MS * 2);
  }
  await pause(200);
  return page.evaluate(() => {
    const work = window.__touchlineWork;
    work.recording = false;
    return work;
  });
}

function report(label, values, unit = 'ms') {
  console.log(
    `${label.padEnd(56)} median ${median(values).toFixed(1)} ${unit} ` +
      `(min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)}; ${values.length} runs)`,
  );
}

/** The editor's figures against a server already holding the 2-hour session. */
export async function benchSegmentEditorOn({ baseUrl, sessionId }, executablePath) {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      timezoneId: 'Europe/London',
      viewport: { width: 1600, height: 1000 },
    });
    await context.addInitScript(instrumentPage);
    const signInPage = await context.newPage();
    await signIn(signInPage, baseUrl);
    await signInPage.close();
    const figures = {
      query: [],
      painted: [],
      queryInApp: [],
      paintedInApp: [],
      p95: [],
      worst: [],
      longTask: [],
      longTaskPhases: [],
      p95ByPhase: Object.fromEntries(PHASES.map((phase) => [phase, []])),
      frames: [],
    };
    for (let run = 0; run < RUNS; run += 1) {
      // Pages of their own each run: the draft the drag leaves is closed with its page.
      const loaded = await context.newPage();
      const byLoad = await openEditor(loaded, baseUrl, sessionId);
      figures.query.push(byLoad.queryMs);
      figures.painted.push(byLoad.paintedMs);
      await loaded.close();
      const page = await context.newPage();
      const inApp = await openEditorInApp(page, baseUrl, sessionId);
      figures.queryInApp.push(inApp.queryMs);
      figures.paintedInApp.push(inApp.paintedMs);
      const recorded = await interact(page);
      const perFrame = workPerFrame(recorded);
      const ms = perFrame.map((frame) => frame.ms);
      figures.p95.push(percentile(ms, 95));
      figures.worst.push(Math.max(0, ...ms));
      for (const phase of PHASES) {
        const inPhase = perFrame.filter((frame) => frame.phase === phase).map((frame) => frame.ms);
        figures.p95ByPhase[phase].push(percentile(inPhase, 95));
      }
      const longest = longestTask(recorded);
      figures.longTask.push(longest.durationMs);
      figures.longTaskPhases.push(longest.phase);
      figures.frames.push(perFrame.length);
      await page.close();
    }
    report('opening: SegmentsQuery answered (from navigation)', figures.query);
    report('opening: visible graphs painted (from navigation)', figures.painted);
    report('opening in the app: SegmentsQuery answered', figures.queryInApp);
    report('opening in the app: visible graphs painted', figures.paintedInApp);
    report('frame work: p95 per frame (drag, 10 zooms, 20 wheels)', figures.p95);
    for (const phase of PHASES) {
      report(`  p95 while ${PHASE_LABELS[phase]}`, figures.p95ByPhase[phase]);
    }
    report('frame work: worst frame', figures.worst);
    report('longest task during the interaction', figures.longTask);
    console.log(`${'  (it began in the phase)'.padEnd(56)} ${figures.longTaskPhases.join(', ')}`);
    report('frames with work', figures.frames, 'frames');
    await context.close();
  } finally {
    await browser.close();
  }
}

/** Builds the 2-hour session on its own server on `port`, then measures the editor on it. */
export async function benchSegmentEditor(port, executablePath) {
  console.log(
    `\n== segment editor (Chromium, a 2-hour training of ${TWO_HOUR_ATHLETES} athletes at 10 Hz)`,
  );
  await withTwoHourSession({ port }, (server) => benchSegmentEditorOn(server, executablePath));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureChromium } = await import('../lib/chromium.mjs');
  const executablePath = await ensureChromium();
  if (!executablePath) throw new Error('no Chromium found');
  // Against a server already holding such a session (BENCH_BASE_URL, BENCH_SESSION_ID), or a new one.
  const { BENCH_BASE_URL: baseUrl, BENCH_SESSION_ID: sessionId } = process.env;
  if (baseUrl && sessionId) await benchSegmentEditorOn({ baseUrl, sessionId }, executablePath);
  else await benchSegmentEditor(Number(process.env.BENCH_PORT ?? 3988), executablePath);
}
