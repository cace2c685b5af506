/**
 * Sizes a canvas's backing store for the screen's pixel ratio (sharp lines on HiDPI
 * screens), clears it and returns a context drawing in CSS pixels; null where the
 * platform has no 2D canvas.
 */
export function prepareCanvas(
  canvas: HTMLCanvasElement,
  widthPx: number,
  heightPx: number,
): CanvasRenderingContext2D | null {
  const ratio = window.devicePixelRatio || 1;
  const backingWidth = Math.max(1, Math.round(widthPx * ratio));
  const backingHeight = Math.max(1, Math.round(heightPx * ratio));
  if (canvas.width !== backingWidth) canvas.width = backingWidth;
  if (canvas.height !== backingHeight) canvas.height = backingHeight;
  const cssWidth = `${widthPx}px`;
  const cssHeight = `${heightPx}px`;
  if (canvas.style.width !== cssWidth) canvas.style.width = cssWidth;
  if (canvas.style.height !== cssHeight) canvas.style.height = cssHeight;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, widthPx, heightPx);
  return context;
}
