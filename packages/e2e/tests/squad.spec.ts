import { screenshot } from '../fixtures/screenshot.js';
import { expect, test } from '../fixtures/test.js';

const HEADER =
  'name,preferred_name,shirt_number,position,date_of_birth,device_serials,max_heart_rate_bpm,top_speed_reference_kph,groups';

/** 20 athletes whose numbers no one of the squad (1-24) wears, unique to this run. */
function squadFile(run: string, firstNumber: number): string {
  const rows = Array.from({ length: 20 }, (_, i) =>
    [
      `Import ${run} ${String(i + 1).padStart(2, '0')}`,
      '',
      firstNumber + i,
      i % 2 ? 'Forward' : 'Goalkeeper',
      '2002-03-04',
      `TAG-${run}-${i + 1}`,
      190,
      31.5,
      'First Team',
    ].join(','),
  );
  return [HEADER, ...rows].join('\r\n');
}

test('a coach adds an athlete, imports 20 through the preview, archives one and makes two groups', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const run = String(Date.now() % 100_000);
  const firstNumber = 100 + (Date.now() % 800);
  await signInAs('coach', '/club/squad');
  await expect(page.getByRole('heading', { name: 'Squad', level: 1 })).toBeVisible();
  const squad = page.getByRole('table', { name: 'Squad' });
  await expect(squad.getByRole('row', { name: /Mateo Álvarez/ })).toBeVisible();

  // Add an athlete without an account.
  const newcomer = `Newcomer ${run}`;
  await page.getByRole('button', { name: 'Add athlete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: false }).first().fill(newcomer);
  await dialog.getByLabel('Shirt number').fill(String(firstNumber + 50));
  await dialog.getByLabel('Position').fill('Forw');
  await page.getByRole('option', { name: 'Forward', exact: true }).click();
  await dialog.getByLabel('Top speed reference (km/h)').fill('32.4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${newcomer} saved.`)).toBeVisible();
  await expect(squad.getByRole('row', { name: new RegExp(newcomer) })).toContainText('Forward');

  // Import 20 athletes: the preview first, then all of them.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog');
  await importing.getByLabel('CSV file').setInputFiles({
    name: 'squad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(squadFile(run, firstNumber)),
  });
  const preview = importing.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row')).toHaveCount(21);
  await expect(preview.getByText('Will be added')).toHaveCount(20);
  await expect(importing.getByText('Every row can be added.')).toBeVisible();
  await screenshot(page, 'club-squad-import');
  await importing.getByRole('button', { name: 'Import 20 athletes' }).click();
  await expect(page.getByText('20 athletes imported.')).toBeVisible();
  await page.getByLabel('Search').fill(`Import ${run}`);
  await expect(squad.getByRole('row')).toHaveCount(21);

  // Archive one: out of the current squad, back with 'Show archived'.
  const leaving = `Import ${run} 01`;
  await squad.getByRole('button', { name: `Archive ${leaving}` }).click();
  await expect(page.getByText(`${leaving} archived.`)).toBeVisible();
  await expect(squad.getByRole('row')).toHaveCount(20);
  await page.getByLabel('Show archived').check();
  await expect(squad.getByRole('row', { name: new RegExp(leaving) })).toContainText('Archived');
  await page.getByLabel('Show archived').uncheck();
  await page.getByLabel('Search').fill('');
  await expect(squad.getByRole('row', { name: /Mateo Álvarez/ })).toBeVisible();
  await screenshot(page, 'club-squad');

  // Two groups, one with members.
  await page.goto('/club/groups');
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  const groups = page.getByRole('table', { name: 'Groups' });
  for (const [name, member] of [
    [`Wingers ${run}`, newcomer],
    [`Pressing ${run}`, `Import ${run} 02`],
  ] as const) {
    await page.getByRole('button', { name: 'New group' }).click();
    const groupDialog = page.getByRole('dialog');
    await groupDialog.getByLabel('Name', { exact: false }).first().fill(name);
    await groupDialog.getByLabel('Members').fill(member);
    await page.getByRole('option', { name: member }).click();
    await groupDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} saved.`)).toBeVisible();
    await expect(groups.getByRole('row', { name: new RegExp(name) })).toContainText(member);
  }
  await screenshot(page, 'club-groups');
});
