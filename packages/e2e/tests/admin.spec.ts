import type { Page } from '@playwright/test';
import { screenshot } from '../fixtures/screenshot.js';
import { expect, test } from '../fixtures/test.js';
import { SessionsPage } from '../fixtures/SessionsPage.js';

// Admin Functions as provider staff use them (docs/product/club-administration.md §7).

const CLUB = 'Admin Test Rovers';

/** Opens a club's dialog on the clubs page. */
async function openClub(page: Page, name: string) {
  await page.goto('/admin/clubs');
  await page.getByRole('table', { name: 'Clubs' }).getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

async function switchAndClose(page: Page, name: string, confirmation: string) {
  const dialog = await openClub(page, CLUB);
  await dialog.getByRole('switch', { name, exact: true }).click();
  await expect(page.getByText(confirmation)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

// The demo clubs are read by the other specs as they run: the changes here are made to a
// club of the spec's own (the journey shows a club's people meeting a suspension and a switch).
test('provider staff run clubs, sessions and the system from Admin Functions', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(240_000);
  await signInAs('providerStaff', '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Functions', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Clubs' }).click();
  const clubs = page.getByRole('table', { name: 'Clubs' });
  await expect(clubs.getByRole('row', { name: /Touchline FC/ })).toBeVisible();

  // A new club, suspended and reactivated, with a feature switched on.
  await page.getByRole('button', { name: 'New Club' }).click();
  const creating = page.getByRole('dialog');
  await creating.getByLabel('Name').fill(CLUB);
  await creating.getByRole('button', { name: 'Create Club' }).click();
  await expect(page.getByText(`${CLUB} is created.`)).toBeVisible();
  await expect(clubs.getByRole('row', { name: new RegExp(CLUB) })).toBeVisible();
  await screenshot(page, 'admin-clubs');
  await switchAndClose(page, 'Suspended', `${CLUB} is suspended.`);
  await expect(clubs.getByRole('row', { name: new RegExp(CLUB) })).toContainText('Suspended');
  await switchAndClose(page, 'Suspended', `${CLUB} is active again.`);
  await switchAndClose(page, 'csv_exports', `csv_exports is on for ${CLUB}.`);

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
  await expect(audit).toContainText('club.create');
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
