import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';
import { screenshot } from '../fixtures/screenshot.js';

const PHONE = { width: 390, height: 844 };
const KEPT =
  'You are offline. Your answers are saved on this phone and will be sent when you are back online.';

test.use({ viewport: PHONE });

/** Every touch target of a question screen is at least 48 px each way. */
async function expectTouchSized(targets: Locator) {
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const box = (await targets.nth(index).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.width).toBeGreaterThanOrEqual(48);
  }
}

/** Chooses `value` on the scale and goes on, with the keyboard only. */
async function answerScaleWithKeyboard(page: Page, value: number) {
  const scale = page.getByRole('radiogroup');
  // The page puts focus on the progress line of each new question; Tab reaches the scale.
  await page.keyboard.press('Tab');
  await expect(scale.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Space');
  for (let step = 1; step < value; step++) await page.keyboard.press('ArrowRight');
  await expect(scale.getByRole('radio', { name: String(value), exact: true })).toBeChecked();
  const next = page.getByRole('button', { name: 'Next' });
  for (
    let tabs = 0;
    tabs < 5 && !(await next.evaluate((el) => el === document.activeElement));
    tabs++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
}

test('an athlete answers the morning wellness survey on their phone, offline for the sending', async ({
  page,
  context,
  signInAs,
}) => {
  // Five questions answered key by key, and a network cut: a busy machine takes minutes.
  test.setTimeout(180_000);
  await signInAs('athlete');
  // The phone's screen offers the app; in the browser it goes on to the club, then home.
  await expect(page.getByRole('heading', { name: 'Download the Touchline app' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue in the browser' }).click();
  await page.getByRole('button', { name: /Touchline FC/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'My Home', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My last sessions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My personal bests' })).toBeVisible();
  await expect(page.getByText('Acute:chronic ratio')).toBeVisible();
  await screenshot(page, 'athlete-home', PHONE);

  const surveys = page.getByRole('region', { name: 'Surveys to answer' });
  const wellness = surveys.getByRole('link', { name: /^Answer: Daily Wellness/ }).first();
  await wellness.click();
  await expect(page).toHaveURL(/\/surveys\/answer\/[0-9a-f-]+$/);
  const distributionPath = new URL(page.url()).pathname;

  await expect(page.getByRole('heading', { name: 'Daily Wellness', level: 1 })).toBeVisible();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Sleep quality/ })).toBeVisible();
  await expectTouchSized(page.getByRole('radiogroup').locator('label'));
  await expectTouchSized(page.getByRole('button', { name: 'Next' }));
  await screenshot(page, 'survey-question', PHONE);

  // A required question cannot be skipped.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(/must be answered\.$/);

  const answers = [2, 3, 4, 2, 1];
  for (const [index, value] of answers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 5`)).toBeVisible();
    await answerScaleWithKeyboard(page, value);
  }
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  // Back, then on again, keeps what was chosen.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: '1', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // The network drops as the answers are sent: they stay on the phone, and it says so.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(KEPT);
  await expect(page).toHaveURL(distributionPath);

  // Back online: they are sent by themselves.
  await context.setOffline(false);
  await expect(page.getByRole('status')).toHaveText('Sent.');

  // Stored: no longer waiting at home, and opening it again shows the answer given.
  await page.getByRole('link', { name: 'Back to my home' }).click();
  await expect(page.getByRole('heading', { name: 'My Home', level: 1 })).toBeVisible();
  await expect(surveys.locator(`a[href="${distributionPath}"]`)).toHaveCount(0);
  await page.goto(distributionPath);
  await expect(
    page.getByText('You have answered this survey. Answering again replaces your answer.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: '2', exact: true })).toBeChecked();
});

test('a coach on a phone gets the same app, and lands on the Team Dashboard', async ({
  page,
  signInAs,
}) => {
  await signInAs('coach');
  await page.getByRole('link', { name: 'Continue in the browser' }).click();
  await page.getByRole('button', { name: /Touchline FC/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(await manifest.json()).toMatchObject({ name: 'Touchline', display: 'standalone' });
});
