import type { Config } from '../config.js';

// The Edge Diagnostics page forwards a tracker's chunks to the https address
// the tracker names (http only on this machine, for tests), so connect-src
// cannot be narrower than the page's own rule in checkDataUri. ([::1] cannot
// be written in a policy: browsers drop IPv6 literals as invalid sources.)
const TRACKER_DESTINATIONS = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The web app's policy: only our own scripts run (the runtime configuration
 * is a JSON data block, never executed); MUI's emotion writes <style>
 * elements and style attributes, hence 'unsafe-inline' for styles only.
 * 'self' in connect-src also admits the same-origin websocket (/api/cable).
 */
export function appContentSecurityPolicy(config: Pick<Config, 'analyticsUrl'>): string {
  const connect = ["'self'", ...TRACKER_DESTINATIONS];
  if (config.analyticsUrl) {
    const analyticsOrigin = new URL(config.analyticsUrl).origin;
    if (!analyticsOrigin.startsWith('https:')) connect.push(analyticsOrigin);
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything else (JSON, CSV, PNG, scripts, styles): nothing to run, nowhere to be framed. */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The service worker's own policy (a worker runs under the policy its script
 * was served with): it fetches the app's files and pages from this origin
 * and runs nothing else (docs/ARCHITECTURE.md "Installable web app").
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";
