import type { Page } from '@playwright/test';
import { screenshot } from '../fixtures/screenshot.js';
import { expect, test } from '../fixtures/test.js';
import { SessionsPage } from '../fixtures/SessionsPage.js';

// Admin Functions as provider staff use them (docs/product/club-administration.md §7).

/** Opens Touchline FC's dialog on the clubs page. */
async function openTouchlineFc(page: Page) {
  await page.goto('/admin/clubs');
  const clubs = page.getByRole('table', { name: 'Clubs' });
  await clubs.getByRole('button', { name: 'Touchline FC' }).click();
  return page.getByRole('dialog', { name: 'Touchline FC' });
}

async function changeAndClose(page: Page, name: string, confirmation: string) {
  const dialog = page.getByRole('dialog', { name: 'Touchline FC' });
  await dialog.getByRole('switch', { name, exact: true }).click();
  await expect(page.getByText(confirmation)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('provider staff run clubs, sessions and the system from Admin Functions', async ({
  page,
  signInAs,
  sidebar,
}) => {
  test.setTimeout(240_000);
  await signInAs('providerStaff', '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Functions', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Clubs' }).click();
  const clubs = page.getByRole('table', { name: 'Clubs' });
  await expect(clubs.getByRole('row')).toHaveCount(3);
  await expect(clubs.getByRole('row').nth(1)).toContainText('Touchline FC');
  await screenshot(page, 'admin-clubs');

  // Suspend: the club's banner appears; reactivate: it goes.
  await openTouchlineFc(page);
  await changeAndClose(page, 'Suspended', 'Touchline FC is suspended.');
  await expect(clubs.getByRole('row').nth(1)).toContainText('Suspended');
  await page.goto('/dashboard');
  await expect(page.getByText('Account Suspended')).toBeVisible();
  await openTouchlineFc(page);
  await changeAndClose(page, 'Suspended', 'Touchline FC is active again.');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Team Dashboard' })).toBeVisible();
  await expect(page.getByText('Account Suspended')).toHaveCount(0);

  // A feature off: its sidebar item goes; on again: it is back.
  await expect(sidebar.item('Survey Exports')).toBeVisible();
  await openTouchlineFc(page);
  await changeAndClose(page, 'csv_exports', 'csv_exports is off for Touchline FC.');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Team Dashboard' })).toBeVisible();
  await expect(sidebar.item('Survey Exports')).toHaveCount(0);
  await openTouchlineFc(page);
  await changeAndClose(page, 'csv_exports', 'csv_exports is on for Touchline FC.');
  await page.goto('/dashboard');
  await expect(sidebar.item('Survey Exports')).toBeVisible();

  // People: by name or e-mail, with their clubs.
  await page.goto('/admin/people');
  await page.getByRole('textbox', { name: 'Search by name or e-mail' }).fill('touchline.test');
  const people = page.getByRole('table', { name: 'People' });
  await expect(people.getByRole('row', { name: /coach@touchline\.test/ })).toContainText(
    'Touchline FC (admin)',
  );
  await screenshot(page, 'admin-people');

  // Session diagnostics, from a session's page.
  const sessions = new SessionsPage(page);
  await sessions.open();
  await sessions.trainingRows().first().click();
  await page.getByRole('link', { name: 'View Session Diagnostics' }).click();
  await expect(page).toHaveURL(/\/admin\/sessions\/[0-9a-f-]+$/);
  const tracks = page.getByRole('table', { name: 'Raw tracks' });
  await expect(tracks.getByRole('row').nth(1)).toContainText('processed');
  await expect(tracks.getByRole('row').nth(1)).toContainText('edge');
  await expect(page.getByRole('table', { name: 'Processing jobs' })).toContainText(
    'process-raw-track',
  );
  await screenshot(page, 'admin-session-diagnostics');

  // System health.
  await page.getByRole('tab', { name: 'System Health' }).click();
  await expect(page.getByLabel('Version')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.getByLabel('Live Workers')).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Queues' })).toContainText('process-raw-track');
  await screenshot(page, 'admin-health');

  // The audit log: every change above, newest first, searchable.
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByRole('row').nth(1)).toContainText('feature.switch');
  await expect(audit).toContainText('club.unsuspend');
  await expect(audit).toContainText('club.suspend');
  await expect(audit).toContainText('Priya Natarajan');
  await screenshot(page, 'admin-audit');
  await page.getByRole('textbox', { name: 'Search the audit log' }).fill('suspend');
  await expect(audit.getByRole('row')).toHaveCount(3);
});

test('anyone else gets Page Not Found at Admin Functions', async ({ page, signInAs }) => {
  await signInAs('coach', '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Functions' })).toHaveCount(0);
});
