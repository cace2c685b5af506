import { expect, test } from '../fixtures/test.js';

test('the sidebar collapses to 64 px and stays collapsed after a reload', async ({
  page,
  signInAs,
  sidebar,
}) => {
  await signInAs('coach', '/dashboard');
  await expect(sidebar.root).toBeVisible();
  expect(await sidebar.width()).toBe(240);
  await expect(sidebar.root.getByText('Team Metrics')).toBeVisible();

  await sidebar.toggle();
  await expect.poll(() => sidebar.width()).toBe(64);
  await expect(sidebar.root.getByText('Team Metrics')).toHaveCount(0);

  await page.reload();
  await expect(sidebar.root).toBeVisible();
  await expect.poll(() => sidebar.width()).toBe(64);

  await sidebar.toggle();
  await expect.poll(() => sidebar.width()).toBe(240);
});

test('the sidebar moves between the pages of an outdoor club with every feature', async ({
  page,
  signInAs,
  sidebar,
}) => {
  await signInAs('coach', '/dashboard');

  for (const [item, path, heading] of [
    // The sessions page opens the newest session once the list has loaded (docs/product/dashboard-and-segments.md §2.1).
    ['Sessions', '/sessions(/[0-9a-f-]{36})?', 'Sessions'],
    ['Survey Exports', '/survey_exports', 'Survey Exports'],
    ['CSV Builder', '/csv_builder', 'CSV Builder'],
    ['Flexible Reporting', '/flexible_reporting', 'Flexible Reporting'],
  ] as const) {
    await sidebar.item(item).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  await expect(sidebar.item('Manage Subscription')).toHaveAttribute('href', /^https?:\/\//);
});

test('provider staff see Admin Functions and Edge Diagnostics', async ({
  page,
  signInAs,
  sidebar,
}) => {
  await signInAs('providerStaff', '/dashboard');

  await expect(sidebar.item('Admin Functions')).toHaveAttribute('href', '/admin/dashboard');
  await sidebar.item('Edge Diagnostics').click();
  await expect(page).toHaveURL(/\/edge_diagnostics$/);
  await expect(page.getByRole('heading', { name: 'Edge Diagnostics', level: 1 })).toBeVisible();
});

test('others get Page Not Found on the diagnostics page and unknown paths', async ({
  page,
  signInAs,
  sidebar,
}) => {
  await signInAs('coach', '/edge_diagnostics');

  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(sidebar.item('Edge Diagnostics')).toHaveCount(0);
  await expect(sidebar.item('Admin Functions')).toHaveCount(0);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('an athlete sees the club without staff-only links', async ({ signInAs, sidebar }) => {
  await signInAs('athlete', '/dashboard');

  await expect(sidebar.item('Sessions')).toBeVisible();
  await expect(sidebar.item('Manage Subscription')).toHaveCount(0);
});
