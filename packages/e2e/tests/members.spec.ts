import type { Browser, Page } from '@playwright/test';
import { screenshot } from '../fixtures/screenshot.js';
import { expect, test } from '../fixtures/test.js';

// The first run, on an empty database, is walked in journey.spec.ts.

const PASSWORD = 'corner flag at dusk';
const NO_CLUB_TEXT = /You are not currently approved to join any clubs/;

/** A browser of someone else: no cookies of the coach's. */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

async function signUp(page: Page, name: string, email?: string) {
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  if (email) await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
}

test.describe.configure({ mode: 'serial' });

test('a coach invites staff; the person signs up with the link and lands in the club', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  const email = `new.coach.${Date.now()}@club.test`;
  await signInAs('coach', '/club/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText(`${email} signs up with the link to join the club.`)).toBeVisible();
  const link = await dialog.getByRole('textbox', { name: 'Invite link' }).inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'Invites' })).toContainText(email);

  const invited = await freshPage(browser, baseURL);
  await invited.page.goto(link);
  await expect(
    invited.page.getByText('You are invited to join Touchline FC as staff.'),
  ).toBeVisible();
  await expect(invited.page.getByLabel('E-mail')).toHaveValue(email);
  await signUp(invited.page, 'Robin Fielding');
  await invited.page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(invited.page, 'sign-up');
  await invited.page.getByRole('button', { name: 'Sign up' }).click();
  await expect(invited.page).toHaveURL(/\/dashboard$/);
  await expect(invited.page.getByRole('navigation', { name: 'Main navigation' })).toContainText(
    'Touchline FC',
  );
  await invited.context.close();

  await page.reload();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members).toContainText('Robin Fielding');
  await expect(page.getByRole('region', { name: 'Invites' })).not.toContainText(email);
});

test('a person joins with the club’s link, waits, and is approved by the coach', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  await signInAs('coach', '/club/members');
  await page.getByRole('button', { name: 'New link' }).click();
  await expect(
    page.getByText('The club has a new join link; the old one no longer works.'),
  ).toBeVisible();
  const joinLink = await page.getByRole('textbox', { name: 'Join link' }).inputValue();
  expect(joinLink).toMatch(/\/join\/[\w-]+$/);

  const joiner = await freshPage(browser, baseURL);
  await joiner.page.goto(joinLink);
  await expect(
    joiner.page.getByText('You are joining Touchline FC.', { exact: false }),
  ).toBeVisible();
  await signUp(joiner.page, 'Sam Winger', `sam.winger.${Date.now()}@club.test`);
  await joiner.page.getByRole('button', { name: 'Sign up' }).click();
  await expect(joiner.page.getByText(NO_CLUB_TEXT)).toBeVisible();

  await page.reload();
  const waiting = page.getByRole('list', { name: 'Waiting for approval' });
  await expect(waiting).toContainText('Sam Winger');
  await page.getByRole('button', { name: 'Approve Sam Winger' }).click();
  await expect(page.getByText('Sam Winger is a member now.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('Sam Winger');

  await joiner.page.getByRole('button', { name: 'Refresh' }).click();
  await expect(joiner.page).toHaveURL(/\/dashboard$/);
  await joiner.context.close();

  await page.getByRole('textbox', { name: 'Search members' }).fill('');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'club-members');
});
