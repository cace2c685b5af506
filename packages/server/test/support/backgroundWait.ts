/**
 * How long a test waits for the server's background work (jobs, live events, processing)
 * before it calls it a hang. Minutes, not seconds: a 2-core machine running other suites
 * beside this one is many times slower than it is alone, and a passing test never waits
 * this long.
 */
export const BACKGROUND_WAIT_MS = 120_000;
