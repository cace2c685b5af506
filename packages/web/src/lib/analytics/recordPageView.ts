import { getConfig, type TouchlineConfig } from '../config';

/** Records a page view; a no-op unless the deployment configures an analytics URL. */
export function recordPageView(path: string, config: TouchlineConfig = getConfig()): void {
  const { analyticsUrl } = config;
  if (!analyticsUrl || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify({ path })], { type: 'application/json' });
  navigator.sendBeacon(analyticsUrl, body);
}
