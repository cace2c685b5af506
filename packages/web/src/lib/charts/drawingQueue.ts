const waiting: (() => void)[] = [];
const afterCharts: (() => void)[] = [];
let pumping = false;

/**
 * Frames with no chart waiting before work queued after the charts runs: a card that comes into
 * view queues its chart a frame or so after it is laid out (its IntersectionObserver's answer).
 */
const QUIET_FRAMES = 2;

// The next step waits for the frame after: input and paint get their turn between steps.
const nextFrame = (step: () => void) => requestAnimationFrame(() => setTimeout(step, 0));

function pump(quietFrames = 0): void {
  const chart = waiting.shift();
  if (chart) {
    chart();
    nextFrame(() => pump());
    return;
  }
  if (afterCharts.length === 0) {
    pumping = false;
    return;
  }
  if (quietFrames < QUIET_FRAMES) {
    nextFrame(() => pump(quietFrames + 1));
    return;
  }
  afterCharts.shift()?.();
  nextFrame(() => pump());
}

/** Queues `draw` on `queue` and starts the pump; answers a function that takes it off again. */
function enqueue(queue: (() => void)[], draw: () => void): () => void {
  queue.push(draw);
  if (!pumping) {
    pumping = true;
    pump();
  }
  return () => {
    const index = queue.indexOf(draw);
    if (index >= 0) queue.splice(index, 1);
  };
}

/**
 * Runs `draw` after the charts queued before it, one chart per frame, so a
 * page that brings many charts into view at once stays responsive. Answers
 * a function that takes it off the queue (a chart unmounted before its turn).
 */
export function queueChartDrawing(draw: () => void): () => void {
  return enqueue(waiting, draw);
}

/**
 * Runs `draw` once the charts in view are drawn (no chart has waited for a
 * couple of frames), one piece a frame: a page's secondary parts, such as a
 * builder's long lists, do not hold back its first charts.
 */
export function queueAfterCharts(draw: () => void): () => void {
  return enqueue(afterCharts, draw);
}
