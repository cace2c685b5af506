import type { Locator, Page } from '@playwright/test';
import { writeMatchFolder, type MatchFolder } from '../fixtures/matchFiles.js';
import { screenshot } from '../fixtures/screenshot.js';
import { expect, test } from '../fixtures/test.js';
import { TouchlineApi } from '../fixtures/touchlineApi.js';

// A coach brings a match back from the ground as a folder of every device's files
// (docs/product/importing.md): the match made in the web app, the folder dropped on
// the Import page, the one file named for nobody matched by hand, every file
// processed live, the report showing everyone; then the same devices again, matched
// with no help.

/** The first 22 of the demo squad (docs/ARCHITECTURE.md "Demo club"). */
const PLAYERS = [
  'Mateo Álvarez',
  'Kwame Mensah',
  'Liam O’Connor',
  'Yusuf Demir',
  'Ethan Clarke',
  'Jordan Hayes',
  'Haruto Sato',
  'Rafael Costa',
  'Samuel Adeyemi',
  'Lukas Becker',
  'Omar Haddad',
  'Noah Williams',
  'Diego Ramírez',
  'Tomasz Nowak',
  'Isaac Boateng',
  'Finn Larsen',
  'Arjun Mehta',
  'Callum Fraser',
  'Luca Romano',
  'Chidi Okafor',
  'Elias Lindqvist',
  'Kenji Watanabe',
];
/** A FIT watch file named for nobody (index 9: a FIT file, see writeMatchFolder). */
const ANONYMOUS = 9;
const HALF_MINUTES = 10;

/** Sets a moment's date and time fields (the club's clock: the demo club is in UTC). */
async function setMoment(moment: Locator, time: Date) {
  await moment.getByRole('textbox', { name: / date$/ }).fill(time.toISOString().slice(0, 10));
  await moment.getByRole('textbox', { name: / time$/ }).fill(time.toISOString().slice(11, 16));
}

/** A match on the Sessions page; its two halves are the ones the dialog proposes. */
async function createMatch(page: Page, kickOff: Date, opponent: string): Promise<string> {
  const end = new Date(kickOff.getTime() + (2 * HALF_MINUTES + 20) * 60_000);
  await page.goto('/sessions');
  await page.getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByLabel('Match').check();
  await setMoment(dialog.getByRole('group', { name: 'Start' }).first(), kickOff);
  await setMoment(dialog.getByRole('group', { name: 'End' }).first(), end);
  await dialog.getByRole('textbox', { name: 'Opponent' }).fill(opponent);
  const periods = dialog.getByRole('group', { name: 'Periods' });
  await expect(periods.getByRole('group', { name: /^Period \d$/ })).toHaveCount(2);
  await screenshot(page, 'new-session');
  const before = page.url();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  // The new session's page (the list may have opened another one before).
  await expect(page).not.toHaveURL(before);
  await expect(page.getByText(opponent)).toBeVisible();
  return page.url().match(/\/sessions\/([0-9a-f-]{36})/)![1]!;
}

const fileRow = (page: Page, fileName: string) =>
  page.getByRole('list', { name: 'Files' }).getByRole('listitem', { name: fileName, exact: true });

/** The review's athlete select of the one track of a file. */
const athleteOf = (page: Page, fileName: string) =>
  page.getByRole('combobox', {
    name: new RegExp(` in ${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  });

async function dropFolder(page: Page, folder: MatchFolder) {
  await page.getByLabel('Choose a folder').setInputFiles(folder.directory);
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('listitem')).toHaveCount(folder.files.length);
  for (const file of folder.files) {
    await expect(fileRow(page, file.fileName)).toContainText(file.format, {
      timeout: 120_000,
    });
  }
}

/** Waits until every file's row says Done. */
async function expectEveryFileDone(page: Page, folder: MatchFolder) {
  for (const file of folder.files) {
    await expect(fileRow(page, file.fileName)).toContainText('Done', {
      timeout: 180_000,
    });
  }
}

test('a coach imports a match folder of four formats, fixes one file and sees every athlete', async ({
  page,
  signInAs,
}) => {
  // Minutes on a busy machine: every wait below is for a condition, none for a time.
  test.setTimeout(10 * 60_000);
  await signInAs('coach', '/sessions');
  const kickOff = new Date(Date.now() - 3 * 24 * 3_600_000);
  kickOff.setUTCHours(15, 0, 0, 0);

  // 1. The match, with two periods.
  const sessionId = await createMatch(page, kickOff, `Harbour Rovers ${Date.now() % 10_000}`);
  await page.getByRole('link', { name: 'Add files' }).click();
  await expect(page).toHaveURL(new RegExp(`/import\\?session=${sessionId}`));

  // 2. The folder of 22 files.
  const folder = writeMatchFolder({
    athletes: PLAYERS,
    kickOffMs: kickOff.getTime(),
    halfMinutes: HALF_MINUTES,
    timeZone: 'UTC',
    anonymous: ANONYMOUS,
    label: 'Match day',
    seed: 28,
  });
  await dropFolder(page, folder);
  await screenshot(page, 'import-files');

  // 3. The review: every file matched but the one named for nobody, which the coach fixes.
  const review = page.getByRole('table', { name: 'Review athletes' });
  await expect(review.getByRole('row')).toHaveCount(PLAYERS.length + 1);
  await expect(review.getByText('Choose an athlete')).toHaveCount(1);
  const anonymous = folder.files[ANONYMOUS]!;
  const row = review.getByRole('row').filter({ hasText: anonymous.fileName });
  await athleteOf(page, anonymous.fileName).click();
  await page.getByRole('option', { name: anonymous.athlete, exact: true }).click();
  await expect(row).toContainText('You');
  await expect(review.getByText('Choose an athlete')).toHaveCount(0);
  await expect(page.getByRole('listbox')).toBeHidden();
  await screenshot(page, 'import-review');

  // 4. Process, and watch every file reach done.
  await page.getByRole('button', { name: 'Process' }).click();
  await expectEveryFileDone(page, folder);

  // 5. The match report shows every athlete.
  await page.getByRole('link', { name: 'Open session' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}`));
  // The team's figures land a moment after the last file: a refetch the page starts while
  // its first questions are in flight is merged into them, so the coach reloads (a known
  // race of the session page's live refresh).
  await expect.poll(() => new TouchlineApi(page).dataProcessing(sessionId)).toBe(false);
  await page.reload();
  await page.getByRole('tab', { name: 'Match Details' }).click();
  for (const player of PLAYERS) {
    await expect(page.getByRole('row', { name: new RegExp(player) }).first()).toBeVisible();
  }
  await expect(page.getByText('No processing warnings.')).toBeVisible();
  await screenshot(page, 'session-files');

  // The same devices a week later: matched with no help, the anonymous watch by its serial.
  const nextKickOff = new Date(kickOff.getTime() + 7 * 24 * 3_600_000);
  const nextSessionId = await createMatch(
    page,
    nextKickOff,
    `Quay Athletic ${Date.now() % 10_000}`,
  );
  await page.goto(`/import?session=${nextSessionId}`);
  const nextFolder = writeMatchFolder({
    athletes: PLAYERS,
    kickOffMs: nextKickOff.getTime(),
    halfMinutes: HALF_MINUTES,
    timeZone: 'UTC',
    anonymous: ANONYMOUS,
    label: 'Next match',
    seed: 29,
  });
  await dropFolder(page, nextFolder);
  await expect(review.getByRole('row')).toHaveCount(PLAYERS.length + 1);
  await expect(review.getByText('Choose an athlete')).toHaveCount(0);
  await expect(
    review.getByRole('row').filter({ hasText: nextFolder.files[ANONYMOUS]!.fileName }),
  ).toContainText('Device');
  await page.getByRole('button', { name: 'Process' }).click();
  await expectEveryFileDone(page, nextFolder);
});
