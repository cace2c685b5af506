import { getConfig, type TouchlineConfig } from '../config';

/**
 * Tells the deployment's analytics that a part of a page could not be shown;
 * a no-op without an analytics URL. React itself writes the error to the
 * console, so it is not logged again here. Only what failed and where is sent:
 * an error's message may hold data of the club.
 */
export function recordRenderError(
  part: string,
  error: unknown,
  config: TouchlineConfig = getConfig(),
): void {
  const { analyticsUrl } = config;
  if (!analyticsUrl || typeof navigator.sendBeacon !== 'function') return;
  const body = {
    path: window.location.pathname,
    renderError: { part, name: error instanceof Error ? error.name : typeof error },
  };
  navigator.sendBeacon(
    analyticsUrl,
    new Blob([JSON.stringify(body)], { type: 'application/json' }),
  );
}
