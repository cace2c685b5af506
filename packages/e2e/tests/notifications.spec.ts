import type { Locator } from '@playwright/test';
import { gpxTrack } from '../fixtures/gpxTrack.js';
import { screenshot } from '../fixtures/screenshot.js';
import { SignInPage } from '../fixtures/SignInPage.js';
import { expect, test } from '../fixtures/test.js';
import { TouchlineApi } from '../fixtures/touchlineApi.js';
import { accounts } from '../fixtures/accounts.js';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The bell's name says how many are unread. */
async function unreadOf(bell: Locator): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test('an athlete sees the DataReady notification arrive live when the coach processes a session with them in it', async ({
  page,
  browser,
  signInAs,
}) => {
  test.setTimeout(240_000);
  // The athlete, on their phone, in Touchline FC.
  await signInAs('athlete');
  const athleteApi = new TouchlineApi(page);
  const clubId = await athleteApi.clubId('Touchline FC');
  await page.evaluate((id) => localStorage.setItem('touchline.currentClub', id), clubId);
  await page.goto('/dashboard');
  const { unreadNotificationCount: before } = await athleteApi.graphql<{
    unreadNotificationCount: number;
  }>('{ unreadNotificationCount }');
  const bell = page.getByRole('button', {
    name: before === 0 ? 'Notifications, none unread' : `Notifications, ${before} unread`,
  });
  await expect(bell).toBeVisible();

  // The coach, elsewhere, makes a training with the athlete in it and uploads their file.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await new SignInPage(coachPage).open(accounts.coach, '/');
  const coach = new TouchlineApi(coachPage);
  const squad = await coach.graphql<{ club: { squadAthletes: { id: string; name: string }[] } }>(
    'query ($id: ID!) { club(id: $id) { squadAthletes { id name } } }',
    { id: clubId },
  );
  const jordan = squad.club.squadAthletes.find((athlete) => athlete.name === 'Jordan Hayes');
  expect(jordan, 'the demo athlete in the squad').toBeDefined();
  const end = new Date(Date.now() - 30 * 60_000);
  const start = new Date(end.getTime() - 90 * 60_000);
  const sessionId = await coach.createTraining(clubId, start, end);
  await coach.uploadTrackerFile({
    sessionId,
    athleteId: jordan!.id,
    fileName: 'jordan.gpx',
    content: gpxTrack({ startTime: new Date(start.getTime() + 60_000), durationS: 3_600 }),
  });
  await coachContext.close();

  // The badge rises without a reload once the session is processed (the session's own
  // survey, sent after it ends, may arrive too).
  const anyBell = page.getByRole('button', { name: /^Notifications, / });
  await expect
    .poll(() => unreadOf(anyBell), { timeout: 180_000, intervals: [1_000] })
    .toBeGreaterThan(before);
  await anyBell.click();
  const ready = page
    .getByRole('list', { name: 'Notifications' })
    .locator(`a[href="/sessions/${sessionId}"]`)
    .filter({ hasText: 'is ready: your numbers are in.' });
  await expect(ready).toHaveText(
    /^Training on \d{1,2} [A-Z][a-z]{2} is ready: your numbers are in\. \(unread\)/,
    { timeout: 180_000 },
  );
  await screenshot(page, 'notifications', PHONE);

  // Opening it marks it read and leads to the session.
  await ready.click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}`));
  await expect(anyBell).toBeVisible();
  await anyBell.click();
  await expect(ready).toHaveText(/is ready: your numbers are in\./);
  await expect(ready).not.toContainText('(unread)');
});
