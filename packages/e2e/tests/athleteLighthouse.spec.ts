import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { accounts } from '../fixtures/accounts.js';
import { SignInPage } from '../fixtures/SignInPage.js';
import { expect, test } from '../fixtures/test.js';

/** Lighthouse's accessibility score the athlete pages must reach. */
const ACCESSIBILITY_BAR = 0.95;

/** A port nobody listens on, for Chromium's DevTools (Lighthouse drives the browser through it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Lighthouse's accessibility audit of a page, in the signed-in browser, as a phone. */
async function accessibilityOf(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility'],
    // The signed-in session and the current club live in the browser's storage.
    disableStorageReset: true,
    formFactor: 'mobile',
    screenEmulation: {
      mobile: true,
      width: 390,
      height: 844,
      deviceScaleFactor: 3,
      disabled: false,
    },
    throttlingMethod: 'provided',
  });
  const lhr = result!.lhr;
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score === 0)
    .map((audit) => {
      const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)
        ?.items;
      const where = (items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? '');
      return `${audit.id} (${audit.title}) at ${where.join(', ')}`;
    });
  return { score: lhr.categories.accessibility!.score ?? 0, failed };
}

// Lighthouse and the installability check on the athlete's pages (docs/product/athlete-app.md
// §4). Lighthouse 12 has no PWA category: installability is Chromium's own verdict,
// Page.getInstallabilityErrors over the DevTools protocol.
test('the athlete pages are installable and pass Lighthouse accessibility', async ({
  baseURL,
  browserName,
}, testInfo) => {
  test.skip(browserName !== 'chromium', 'Lighthouse drives Chromium');
  test.setTimeout(240_000);
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'touchline-lighthouse-'));
  const launch = testInfo.project.use.launchOptions ?? {};
  let context: BrowserContext | undefined;
  try {
    // A persistent context is the browser's default one, the one Lighthouse opens its tab in.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: launch.executablePath,
      args: [...(launch.args ?? []), `--remote-debugging-port=${port}`],
      viewport: { width: 390, height: 844 },
      baseURL,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await new SignInPage(page).open(accounts.athlete, '/clubs');
    await page.getByRole('button', { name: /Touchline FC/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    const answerLink = page
      .getByRole('region', { name: 'Surveys to answer' })
      .getByRole('link')
      .first();
    const answerPath = (await answerLink.getAttribute('href'))!;

    // Installable: the manifest and the service worker as Chromium judges them.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    expect(manifestErrors).toEqual([]);

    for (const path of ['/home', answerPath]) {
      const { score, failed } = await accessibilityOf(new URL(path, baseURL).href, port);
      expect(score, `${path} fails: ${failed.join('; ')}`).toBeGreaterThanOrEqual(
        ACCESSIBILITY_BAR,
      );
    }
  } finally {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
  }
});
