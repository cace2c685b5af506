import type { Viewport } from '../model/types';
import { formatClockTime } from '../segmentListFormat';
import { chooseRulerStep, rulerTicks } from './rulerTicks';
import type { TimelinePalette } from './timelinePalette';

const MINOR_TICKS_PER_STEP = 5;
const MINOR_TICK_MIN_GAP_PX = 8;

/** The time ruler: 'HH:mm:ss' labels at a step that never lets them overlap, minor ticks between. */
export function drawRuler(
  context: CanvasRenderingContext2D,
  viewport: Viewport,
  heightPx: number,
  palette: TimelinePalette,
): void {
  context.fillStyle = palette.rulerBackground;
  context.fillRect(0, 0, viewport.widthPx, heightPx);
  context.strokeStyle = palette.gridLine;
  context.lineWidth = 1;
  context.beginPath();
  context.moveTo(0, heightPx - 0.5);
  context.lineTo(viewport.widthPx, heightPx - 0.5);

  const stepMs = chooseRulerStep(viewport.msPerPx);
  const ticks = rulerTicks(viewport, stepMs);
  const minorStepPx = stepMs / MINOR_TICKS_PER_STEP / viewport.msPerPx;
  for (const tick of ticks) {
    const x = Math.round(tick.x) + 0.5;
    context.moveTo(x, heightPx * 0.35);
    context.lineTo(x, heightPx);
    if (minorStepPx < MINOR_TICK_MIN_GAP_PX) continue;
    for (let minor = 1; minor < MINOR_TICKS_PER_STEP; minor += 1) {
      const minorX = Math.round(tick.x + minor * minorStepPx) + 0.5;
      context.moveTo(minorX, heightPx * 0.75);
      context.lineTo(minorX, heightPx);
    }
  }
  context.stroke();

  context.fillStyle = palette.mutedText;
  context.font = palette.font;
  context.textBaseline = 'top';
  // A label whose tick has scrolled out of view to the left would show cut: it is left out.
  for (const tick of ticks) {
    if (tick.x >= 0) context.fillText(formatClockTime(tick.timeMs), tick.x + 4, 4);
  }
}
