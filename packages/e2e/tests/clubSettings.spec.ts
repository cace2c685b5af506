import { screenshot, snackbar } from '../fixtures/screenshot.js';
import { expect, test } from '../fixtures/test.js';

// docs/product/club-administration.md §5 "Tags", "Pitches", §6.

test('staff add three tags, edit one and delete another', async ({ page, signInAs, sidebar }) => {
  await signInAs('coach', '/club/tags');
  await sidebar.item('Tags').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Tags' });

  for (const label of ['Finishing', 'Pressing', 'Recovery run']) {
    await page.getByRole('button', { name: 'New tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    await dialog.getByLabel('Label').fill(label);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page, `Tag ${label} created.`)).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(label) })).toBeVisible();
  }

  // A label the club has is refused in the dialog, which stays open.
  await page.getByRole('button', { name: 'New tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByLabel('Label').fill('finishing');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A tag labelled finishing exists.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await table
    .getByRole('row', { name: /Recovery run/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit tag' });
  await edit.getByLabel('Label').fill('Recovery');
  await edit.getByRole('checkbox', { name: 'Segments' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, 'Tag Recovery saved.')).toBeVisible();

  await page.getByLabel('Search').fill('fini');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search').fill('');

  await table
    .getByRole('row', { name: /Recovery/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete tag Recovery?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(snackbar(page, 'Tag Recovery deleted.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Recovery/ })).toHaveCount(0);

  await screenshot(page, 'club-tags');
});

test('staff add a pitch, drawn as typed, and a 10 km pitch is refused', async ({
  page,
  signInAs,
}) => {
  await signInAs('providerStaff', '/club/pitches');
  await expect(page.getByRole('heading', { level: 1, name: 'Pitches' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Pitches' });
  await expect(table).toBeVisible();

  await page.getByRole('button', { name: 'New pitch' }).click();
  const dialog = page.getByRole('dialog', { name: 'New pitch' });
  await dialog.getByLabel('Name').fill('North Field');
  await dialog.getByLabel('Centre latitude').fill('51.5561');
  await dialog.getByLabel('Centre longitude').fill('-0.2796');
  await dialog.getByLabel('Bearing (°)').fill('35');
  await dialog.getByLabel('Length (m)').fill('10000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A pitch can be at most 200 m long.');

  await dialog.getByLabel('Length (m)').fill('100');
  await dialog.getByLabel('Width (m)').fill('64');
  await expect(
    dialog.getByRole('img', { name: 'Pitch 100 m by 64 m, long axis at 35° from north' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page, 'Pitch North Field created.')).toBeVisible();
  const row = table.getByRole('row', { name: /North Field/ });
  await expect(row).toContainText('100 m × 64 m');
  await expect(row).toContainText('35°');

  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit pitch' }).getByRole('img')).toBeVisible();
  await screenshot(page, 'club-pitches');
});

test('non-admin staff read the settings without changing them', async ({ page, signInAs }) => {
  await signInAs('providerStaff', '/club/settings');
  await expect(page.getByText('Only club admins can change these settings.')).toBeVisible();
  await expect(page.getByLabel('Club name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save thresholds' })).toHaveCount(0);
});

test('a club admin changes the time zone and the segment titles', async ({ page, signInAs }) => {
  // The thresholds' re-processing is walked in journey.spec.ts, on a club of one session.
  await signInAs('coach', '/club/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByLabel('Time zone').fill('Europe/Dub');
  await page.getByRole('option', { name: 'Europe/Dublin' }).click();
  await page.getByLabel('Segment titles').fill('Rondo');
  await page.getByLabel('Segment titles').press('Enter');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(snackbar(page, 'Club settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Dublin');
  await screenshot(page, 'club-settings');
});
