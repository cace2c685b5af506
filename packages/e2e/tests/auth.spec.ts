import { expect, test } from '../fixtures/test.js';
import { accounts } from '../fixtures/accounts.js';

test('an anonymous visit goes to sign-in with next, and signing in lands there', async ({
  page,
  signInPage,
}) => {
  await page.goto('/sessions');
  await signInPage.expectShown('/sessions');

  await signInPage.signIn(accounts.coach);

  // The sessions page, which opens the newest session as soon as its list is in: either URL,
  // whichever the browser is at when it is read.
  await expect(page).toHaveURL(/\/sessions(\/[^/]+)?$/);
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
});

test('a wrong password is refused with a message and no session', async ({ page, signInPage }) => {
  await page.goto('/api/auth/identities/sign_in?next=%2Fdashboard');
  await signInPage.signIn(accounts.coach, 'not-the-password');

  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.goto('/dashboard');
  await signInPage.expectShown('/dashboard');
});

test('a foreign next is ignored after sign-in', async ({ page, signInPage }) => {
  await page.goto('/api/auth/identities/sign_in?next=https%3A%2F%2Fevil.example%2F');
  await signInPage.signIn(accounts.coach);

  await expect(page).toHaveURL(
    (url) => url.host.startsWith('127.0.0.1') && url.pathname === '/dashboard',
  );
});

test('signing out ends the session and returns to sign-in', async ({
  page,
  signInAs,
  sidebar,
  signInPage,
}) => {
  await signInAs('coach', '/dashboard');
  await expect(sidebar.root).toBeVisible();

  await sidebar.signOut();

  await signInPage.expectShown();
  await page.goto('/dashboard');
  await signInPage.expectShown('/dashboard');
});
