import type { Viewport } from './types';
import {
  DEFAULT_SESSION_WIDTH_PX,
  MIN_MS_PER_PX,
  MIN_SESSION_WIDTH_PX,
  WHEEL_ZOOM_FACTOR_PER_DELTA_Y,
  ZOOM_FACTOR,
} from './constants';

export interface SessionWindow {
  startMs: number;
  endMs: number;
}

/** Pixels from the left of the visible timeline to an instant. */
export function timeToX(viewport: Viewport, timeMs: number): number {
  return (timeMs - viewport.startMs) / viewport.msPerPx;
}

/** The instant under an x of the visible timeline. */
export function xToTime(viewport: Viewport, x: number): number {
  return viewport.startMs + x * viewport.msPerPx;
}

function sessionDurationMs(session: SessionWindow): number {
  return Math.max(session.endMs - session.startMs, 1);
}

/** The default scale: the whole session across DEFAULT_SESSION_WIDTH_PX, from its start. */
export function defaultViewport(session: SessionWindow, widthPx: number): Viewport {
  const msPerPx = Math.max(sessionDurationMs(session) / DEFAULT_SESSION_WIDTH_PX, MIN_MS_PER_PX);
  return { startMs: session.startMs, msPerPx, widthPx };
}

function clampMsPerPx(session: SessionWindow, msPerPx: number): number {
  const max = Math.max(sessionDurationMs(session) / MIN_SESSION_WIDTH_PX, MIN_MS_PER_PX);
  return Math.min(Math.max(msPerPx, MIN_MS_PER_PX), max);
}

/** The view never starts before the session nor scrolls past its end. */
export function clampStart(session: SessionWindow, viewport: Viewport): Viewport {
  const latest = Math.max(session.startMs, session.endMs - viewport.widthPx * viewport.msPerPx);
  const startMs = Math.min(Math.max(viewport.startMs, session.startMs), latest);
  return startMs === viewport.startMs ? viewport : { ...viewport, startMs };
}

/** A new scale keeping the instant under `anchorX` where it is. */
export function zoomAround(
  session: SessionWindow,
  viewport: Viewport,
  msPerPx: number,
  anchorX: number,
): Viewport {
  const scale = clampMsPerPx(session, msPerPx);
  const anchorMs = xToTime(viewport, anchorX);
  return clampStart(session, { ...viewport, msPerPx: scale, startMs: anchorMs - anchorX * scale });
}

/** Zoom buttons: ×1.2 around the middle of the view. */
export function zoomByButton(
  session: SessionWindow,
  viewport: Viewport,
  zoomIn: boolean,
): Viewport {
  const msPerPx = zoomIn ? viewport.msPerPx / ZOOM_FACTOR : viewport.msPerPx * ZOOM_FACTOR;
  return zoomAround(session, viewport, msPerPx, viewport.widthPx / 2);
}

/** Wheel zoom: 0.0004 per deltaY unit around the pointer (down zooms out). */
export function zoomByWheel(
  session: SessionWindow,
  viewport: Viewport,
  deltaY: number,
  anchorX: number,
): Viewport {
  const factor = Math.max(1 + deltaY * WHEEL_ZOOM_FACTOR_PER_DELTA_Y, 0.1);
  return zoomAround(session, viewport, viewport.msPerPx * factor, anchorX);
}

/** Scrolling moves the view start by the scrolled pixels. */
export function scrollByPx(session: SessionWindow, viewport: Viewport, deltaPx: number): Viewport {
  return clampStart(session, {
    ...viewport,
    startMs: viewport.startMs + deltaPx * viewport.msPerPx,
  });
}
