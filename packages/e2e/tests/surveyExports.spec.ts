import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';

declare global {
  interface Window {
    /** How often the page called window.open. */
    exportsOpened?: number;
  }
}

// The page's pickers read the browser's clock: UTC keeps the typed range and the file's times comparable.
test.use({ timezoneId: 'UTC' });

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** As the page's en-US date field reads it. */
const typedDay = (day: Date) =>
  `${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())}/${day.getUTCFullYear()}`;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Quoted CSV fields may hold commas (e.g. a free-text answer). */
function csvFields(line: string): string[] {
  return [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)]
    .map((match) => match[1]!.replace(/^"|"$/g, '').replaceAll('""', '"'))
    .slice(0, -1);
}

/** The Survey Exports page: a survey, the range's four fields and 'Download CSV'. */
class SurveyExportsPage {
  constructor(private readonly page: Page) {}

  async pickSurvey(title: string) {
    await this.page.getByRole('combobox', { name: /Survey/ }).click();
    await this.page.getByRole('option', { name: title, exact: true }).click();
    await expect(this.page.getByRole('combobox', { name: /Survey/ })).toHaveText(title);
  }

  async fill(label: 'Start date' | 'Start time' | 'End date' | 'End time', value: string) {
    const field = this.page.getByRole('textbox', { name: label });
    await field.fill(value);
    await expect(field).toHaveValue(value);
  }

  downloadButton() {
    return this.page.getByRole('button', { name: 'Download CSV' });
  }
}

test('a coach downloads the Daily Wellness answers of a range and reads them back', async ({
  page,
  signInAs,
}) => {
  const exports = new SurveyExportsPage(page);
  await signInAs('coach', '/survey_exports');
  await expect(page.getByRole('heading', { name: 'Survey Exports', level: 1 })).toBeVisible();
  await exports.pickSurvey('Daily Wellness');
  // The last two weeks of the demo season, from 06:00 fourteen days ago to 23:59 yesterday.
  const first = daysAgo(14);
  const last = daysAgo(1);
  await exports.fill('Start time', '06:00');
  await exports.fill('Start date', typedDay(first));
  // Picking the day kept the time.
  await expect(page.getByRole('textbox', { name: 'Start time' })).toHaveValue('06:00');
  await exports.fill('End date', typedDay(last));

  // The export opens in a new tab, which hands the file over as a download and closes.
  // Chromium reports the download on the tab's opener, or on the tab if it is still open then.
  const popupOpened = page.waitForEvent('popup');
  const onOpener = page.waitForEvent('download');
  await exports.downloadButton().click();
  const popup = await popupOpened;
  const onTab = popup.waitForEvent('download').catch(() => onOpener); // the tab closed first
  const download = await Promise.race([onOpener, onTab]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const exportUrl = new URL(download.url());
  expect(exportUrl.pathname).toMatch(/^\/api\/export\/surveys\/[^/]+\/answers\.csv$/);
  const startsAt = new Date(`${first.toISOString().slice(0, 10)}T06:00:00.000Z`);
  const endsAt = new Date(`${last.toISOString().slice(0, 10)}T23:59:00.000Z`);
  expect(exportUrl.searchParams.get('start_date')).toBe(startsAt.toISOString());
  expect(exportUrl.searchParams.get('end_date')).toBe(endsAt.toISOString());

  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  const header = csvFields(lines[0]!);
  expect(header.slice(0, 3)).toEqual(['Athlete', 'Distributed At', 'Submitted At']);
  // One column per question: the five wellness items.
  expect(header).toHaveLength(8);
  // Most athletes answer most days: many answers in two weeks.
  expect(lines.length).toBeGreaterThan(20);
  // Every row checked in plain code and asserted once: an expect per cell of some 300 rows
  // cost a minute of the test's time on a busy machine, each one a step of the report.
  const problems = lines.slice(1).flatMap((line) => {
    const row = csvFields(line);
    // Times in UTC; the distribution within the range, the answer after it.
    const [distributedAt, submittedAt] = [Date.parse(row[1]!), Date.parse(row[2]!)];
    const faults = [
      row.length !== header.length && 'its number of fields',
      row[0] === '' && 'no athlete',
      !(distributedAt >= startsAt.getTime() && distributedAt <= endsAt.getTime()) &&
        'distributed outside the range',
      !(submittedAt >= distributedAt) && 'submitted before it was distributed',
      // Every wellness item answered is a whole number on 1-7.
      row.slice(3).some((cell) => cell !== '' && !/^[1-7]$/.test(cell)) && 'an answer off 1-7',
    ].filter(Boolean);
    return faults.length > 0 ? [`${line}: ${faults.join(', ')}`] : [];
  });
  expect(problems).toEqual([]);
});

test('a range over 31 days is refused on the page and opens nothing until shortened', async ({
  page,
  signInAs,
}) => {
  // The page opens the export from the click itself: counting window.open's calls (each
  // still goes through) tells for certain that nothing was opened once the message shows.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.exportsOpened = 0;
    window.open = (...args) => {
      window.exportsOpened = (window.exportsOpened ?? 0) + 1;
      return open(...args);
    };
  });
  const exports = new SurveyExportsPage(page);
  await signInAs('coach', '/survey_exports');
  await exports.pickSurvey('Session RPE');
  await exports.fill('Start date', typedDay(daysAgo(40)));
  await exports.downloadButton().click();
  await expect(page.getByRole('alert')).toHaveText('Date range is greater than 31 days.');
  expect(await page.evaluate(() => window.exportsOpened)).toBe(0);

  // Back within 31 days, the same click opens it.
  await exports.fill('Start date', typedDay(daysAgo(20)));
  await expect(page.getByRole('alert')).toHaveCount(0);
  const downloaded = page.waitForEvent('download');
  await exports.downloadButton().click();
  expect((await downloaded).suggestedFilename()).toMatch(/^Session RPE .*\.csv$/);
  expect(await page.evaluate(() => window.exportsOpened)).toBe(1);
});
