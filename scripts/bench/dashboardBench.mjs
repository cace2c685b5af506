// Opening the Team Dashboard of the demo club in Chromium: the time from the
// navigation's start until the page marks itself complete (performance.mark
// 'dashboard-complete': every section shows its data), read with the
// Performance API in the page. Numbers only.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, median, signIn } from './browser.mjs';

const RUNS = 5;
const MARK = 'dashboard-complete';

/** Milliseconds from the current document's navigation start to the dashboard's mark. */
async function completeAfterNavigationStart(page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, {
    timeout: 60_000,
  });
  return page.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, MARK);
}

function report(label, values) {
  console.log(
    `${label.padEnd(48)} median ${median(values).toFixed(0)} ms ` +
      `(min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}; ${values.length} loads)`,
  );
}

export async function benchDashboard(baseUrl, executablePath) {
  console.log('\n== Team Dashboard complete after sign-in (Chromium, demo club)');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const landing = [];
    const opening = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A new browser profile each time: nothing cached but what signing in loaded.
      const context = await browser.newContext({ timezoneId: 'Europe/London' });
      try {
        const page = await context.newPage();
        await signIn(page, baseUrl);
        landing.push(await completeAfterNavigationStart(page));
        await page.goto(`${baseUrl}/dashboard`);
        opening.push(await completeAfterNavigationStart(page));
      } finally {
        await context.close();
      }
    }
    report('opening /dashboard, signed in', opening);
    report('landing on /dashboard from the sign-in form', landing);
  } finally {
    await browser.close();
  }
}
