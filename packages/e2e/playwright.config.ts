import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * The club's administration changes the demo world (the squad, tags, settings):
 * its specs run after the others, which read that world as it was built. The
 * journey starts a server of its own on an empty database, so it runs from the
 * start, beside the others.
 */
const ADMINISTRATION = [
  '**/squad.spec.ts',
  '**/clubSettings.spec.ts',
  '**/admin.spec.ts',
  '**/import.spec.ts',
  '**/surveys.spec.ts',
  '**/notifications.spec.ts',
  // Lighthouse takes a core for a minute and a half: after the club's specs, not beside them.
  '**/athleteLighthouse.spec.ts',
];
const JOURNEY = '**/journey.spec.ts';

/** Real Chromium (Debian's) against the real built server with a fresh embedded database. */
export default defineConfig({
  testDir: 'tests',
  // A test on a 2-core machine running Lighthouse, the journey's server and two more browsers.
  timeout: 60_000,
  // What a page shows may wait on the server's first answers at the suite's busiest start.
  expect: { timeout: 20_000 },
  // The journey holds one worker for its whole run; with two, the demo world's specs ran
  // one after another on the other. They wait on the browser and the server far more than
  // they compute (a run of 530 s took 174 CPU-s), so they share two workers beside it.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // The list, then each failure's first error line again at the very end.
  reporter: [['list'], ['./reporters/failureSummary.ts']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    // A failed test keeps its trace: the actions, the network and the DOM before and
    // after each action. Without the screencast: recording one frames every test's
    // screen for nothing kept, and took Chromium half again its CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'journey', testMatch: JOURNEY },
    { name: 'club', testIgnore: [...ADMINISTRATION, JOURNEY] },
    { name: 'administration', testMatch: ADMINISTRATION, dependencies: ['club'] },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/api/auth/identities/sign_in`,
    env: { PORT: String(port) },
    // The demo world's build catches a hang here, not slowness: alone it takes about a
    // minute, and on a 2-core machine running other suites it took over 3 (as the server
    // tests allow the demo season's build 10 minutes).
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
