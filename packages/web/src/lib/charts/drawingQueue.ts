const waiting: (() => void)[] = [];
let pumping = false;

function pump(): void {
  const next = waiting.shift();
  if (!next) {
    pumping = false;
    return;
  }
  next();
  // The next chart waits for the frame after: input and paint get their turn between charts.
  requestAnimationFrame(() => setTimeout(pump, 0));
}

/**
 * Runs `draw` after the charts queued before it, one chart per frame, so a
 * page that brings many charts into view at once stays responsive. Answers
 * a function that takes it off the queue (a chart unmounted before its turn).
 */
export function queueChartDrawing(draw: () => void): () => void {
  waiting.push(draw);
  if (!pumping) {
    pumping = true;
    pump();
  }
  return () => {
    const index = waiting.indexOf(draw);
    if (index >= 0) waiting.splice(index, 1);
  };
}
