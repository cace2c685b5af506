import { expect, test } from '../fixtures/test.js';

test('a coach of two clubs starts in the first and switches clubs through search', async ({
  page,
  signInAs,
  sidebar,
}) => {
  await signInAs('coach');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar.root).toContainText('Touchline FC');

  await sidebar.openClubPicker();
  await expect(page).toHaveURL(/\/clubs$/);
  await expect(page.getByRole('heading', { name: 'Select Club' })).toBeVisible();
  const clubs = page.getByRole('list', { name: 'Clubs' });
  await expect(clubs.getByRole('button')).toHaveCount(2);

  await page.getByPlaceholder('Search for a Club').fill('hoops');
  await expect(clubs.getByRole('button')).toHaveCount(1);
  await clubs.getByRole('button', { name: /Touchline Hoops/ }).click();

  // Basketball is indoor: the index sends indoor clubs to flexible reporting.
  await expect(page).toHaveURL(/\/flexible_reporting$/);
  await expect(sidebar.item('Overview')).toHaveCount(0);
  await expect(sidebar.item('Sessions')).toHaveCount(0);
  await expect(sidebar.item('Flexible Reporting')).toBeVisible();

  await page.goto('/clubs');
  await page
    .getByRole('list', { name: 'Clubs' })
    .getByRole('button', { name: /Touchline FC/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar.item('Sessions')).toBeVisible();
});

test('an indoor club has no dashboard or sessions', async ({ page, signInAs }) => {
  await signInAs('coach', '/clubs');
  await page
    .getByRole('list', { name: 'Clubs' })
    .getByRole('button', { name: /Touchline Hoops/ })
    .click();
  await expect(page).toHaveURL(/\/flexible_reporting$/);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/sessions');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('a person without an approved club sees the no-club screen', async ({
  page,
  signInAs,
  signInPage,
}) => {
  await signInAs('pending');

  await expect(page.getByRole('heading', { name: 'Select Club' })).toBeVisible();
  await expect(
    page.getByText(
      'Thank you for logging in to your account. You are not currently approved to join any clubs. If you have signed up recently, your coach has been notified and is required to approve your account.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();

  await page.getByRole('button', { name: 'Log out' }).click();
  await signInPage.expectShown();
});

test('a person with only a personal subscription is sent to the mobile app', async ({
  page,
  signInAs,
}) => {
  await signInAs('subscriber');

  await expect(page.getByText('Welcome to Touchline')).toBeVisible();
  await expect(
    page.getByText(
      "Thanks! You're now ready to get the EDGE. Sign in via the mobile app, available on Android or iOS.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
