import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';
import { screenshot } from '../fixtures/screenshot.js';
import { accounts } from '../fixtures/accounts.js';
import { SignInPage } from '../fixtures/SignInPage.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** On a phone without a club yet: the splash offers the browser, then the club picker. */
async function enterTheClubOnPhone(page: Page) {
  await expect(page.getByRole('heading', { name: 'Download the Touchline app' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue in the browser' }).click();
  await page.getByRole('button', { name: /Touchline FC/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The profile's sections, drawn from the demo world's sessions. */
async function expectProfileOf(page: Page, name: string) {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Season trends' })).toBeVisible();
  const bests = page.getByRole('region', { name: 'Personal bests' });
  await expect(bests.getByText('Top speed')).toBeVisible();
  await expect(bests.getByRole('link').first()).toHaveAttribute('href', /^\/sessions\//);
  await expect(page.getByRole('img', { name: 'Acute:chronic ratio' })).toBeVisible();
  const peaks = page.getByRole('table', { name: 'Peak demands' });
  await expect(peaks.getByRole('row', { name: /^10 min/ })).toBeVisible();
  const zones = page.getByRole('region', { name: 'Heart-rate zones' });
  await expect(zones.getByText('Zone 5 (90-100 %)')).toBeVisible();
  await expect(zones.getByText(/^Time with heart rate: \d+ min in \d+ sessions?\.$/)).toBeVisible();
}

test("a coach opens an athlete's profile from the squad; the athlete cannot open a teammate's", async ({
  page,
  browser,
  signInAs,
}) => {
  test.setTimeout(120_000);
  await signInAs('coach', '/club/squad');
  const squad = page.getByRole('table', { name: 'Squad' });
  await squad.getByRole('link', { name: 'Mateo Álvarez' }).click();
  await expect(page).toHaveURL(/\/athletes\/[0-9a-f-]{36}$/);
  await expectProfileOf(page, 'Mateo Álvarez');
  await expect(page.getByText('Goalkeeper · First Team · Goalkeepers')).toBeVisible();
  // A shorter range asks again.
  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Last 4 weeks' }).click();
  await expect(page.getByRole('img', { name: 'Season trends' })).toBeVisible();
  // The docs show the lower half: the bests, both ratios over their band, peaks and heart rate.
  await page.setViewportSize(DESKTOP);
  await page
    .getByRole('region', { name: 'Personal bests' })
    .evaluate((card) => card.scrollIntoView({ block: 'start' }));
  await screenshot(page, 'athlete-profile', DESKTOP);

  // The athlete reads a teammate's profile, and an unknown one, as not found.
  const teammateProfile = new URL(page.url()).pathname;
  const athleteContext = await browser.newContext({ viewport: PHONE });
  const athletePage = await athleteContext.newPage();
  await new SignInPage(athletePage).open(accounts.athlete);
  await enterTheClubOnPhone(athletePage);
  for (const path of [teammateProfile, `/athletes/${randomUUID()}`]) {
    await athletePage.goto(path);
    // A whole page load on a busy machine: the app's own files first.
    await expect(athletePage.getByRole('alert')).toHaveText('Athlete not found', {
      timeout: 60_000,
    });
    await expect(athletePage.getByRole('region', { name: 'Personal bests' })).toHaveCount(0);
  }
  await athleteContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('an athlete opens their own profile from their home', async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    await signInAs('athlete');
    await enterTheClubOnPhone(page);
    await page.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/athletes\/[0-9a-f-]{36}$/);
    await expectProfileOf(page, 'Jordan Hayes');
    // Nothing wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'athlete-profile-phone', PHONE);
  });
});
