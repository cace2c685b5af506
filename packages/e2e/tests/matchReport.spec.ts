import { readFile } from 'node:fs/promises';
import { MatchReportPage } from '../fixtures/MatchReportPage.js';
import { screenshotOf } from '../fixtures/screenshot.js';
import { expect, test as base } from '../fixtures/test.js';
import { TouchlineApi } from '../fixtures/touchlineApi.js';

const test = base.extend<{ api: TouchlineApi }>({
  api: async ({ page }, use) => use(new TouchlineApi(page)),
});

/** Rows of a simple CSV (no quoted commas in the cells read here). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

test('a coach reads a match tab by tab, sees heat maps and downloads a CSV', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(60_000);
  const report = new MatchReportPage(page);
  await signInAs('coach', '/sessions');
  await report.openNewestMatch();

  await expect(page.getByLabel('Score')).toHaveText(/^\d+ : \d+$/);
  await expect(page.getByText('Main Pitch')).toBeVisible();

  // Overview, the default tab.
  await expect(report.tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(report.card('Overall Match Distance/Athlete')).toBeVisible();
  await expect(report.card(/ Distance$/)).toHaveCount(2);
  await expect(
    report.card('Time at Speed').getByRole('img', { name: 'Time at speed' }),
  ).toBeVisible();
  await expect(page.getByText('Avg. Distance')).toBeVisible();

  // Heat maps need a selection.
  await report.openTab('Heat Maps');
  await expect(page.getByText('Select athletes to see their Heatmaps')).toBeVisible();
  const names = await report.selectAthletes(2);
  await expect(report.heatmapCards).toHaveCount(4);
  for (const name of names) {
    await expect(report.heatmapCards.filter({ hasText: name })).toHaveCount(2);
  }
  await report.expectHeatmapsLoaded();

  // Match Details: the whole match, then one period.
  await report.openTab('Match Details');
  const whole = page.getByRole('table', { name: 'Whole Match details' });
  await expect(whole).toBeVisible();
  await expect(whole.getByRole('row')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Period' }).click();
  const secondPeriod = page.getByRole('option').nth(2);
  const periodName = (await secondPeriod.textContent()) ?? '';
  await secondPeriod.click();
  await expect(page.getByRole('table', { name: `${periodName} details` })).toBeVisible();

  await report.openTab('Speeds');
  await expect(page.getByText('Speed Breakdown')).toBeVisible();

  // The whole match's metrics of every athlete as CSV; the menu then rests for a while.
  const download = await report.download('Whole Match Overview');
  expect(download.suggestedFilename()).toMatch(/Whole Match - Metrics\.csv$/);
  const rows = csvRows(await readFile(await download.path(), 'utf8'));
  expect(rows[0]?.slice(0, 2)).toEqual(['Athlete', 'Distance (m)']);
  expect(rows.length).toBeGreaterThan(10);
  for (const name of names) expect(rows.map((row) => row[0])).toContain(name);
  await expect(report.exportButton).toBeDisabled();
});

test('an athlete reads the match report without the export menu', async ({ page, signInAs }) => {
  const report = new MatchReportPage(page);
  await signInAs('athlete', '/sessions');
  await report.openNewestMatch();
  await expect(report.tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(report.card('Overall Match Distance/Athlete')).toBeVisible();
  await expect(report.exportButton).toHaveCount(0);
});

test('from 1280 px the Match Details table shows every column without scrolling', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const report = new MatchReportPage(page);
  await signInAs('coach', '/sessions');
  await report.openNewestMatch();
  await report.openTab('Match Details');
  const table = page.getByRole('table', { name: 'Whole Match details' });
  await expect(table).toBeVisible();
  const overflowPx = await table.evaluate(
    (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
  );
  expect(overflowPx).toBeLessThanOrEqual(0);
  for (const name of ['Top Speed', 'Distance p/m']) {
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeInViewport({
      ratio: 1,
    });
  }
});

test('the match report shows each athlete’s peak demands, by quantity and period', async ({
  page,
  signInAs,
}) => {
  const report = new MatchReportPage(page);
  await signInAs('coach', '/sessions');
  await report.openNewestMatch();
  const card = report.card('Peak Demands');
  const table = card.getByRole('table', { name: 'Peak Distance per athlete' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Athlete',
    '1 min',
    '2 min',
    '3 min',
    '5 min',
    '10 min',
  ]);
  // Every athlete of the match, each peak in the club's units with where it starts.
  expect(await table.getByRole('row').count()).toBeGreaterThan(10);
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(/^\d+ mfrom -?\d+:\d\d$/);
  await expect(firstRow.getByRole('cell').nth(5)).toHaveText(/^(\d+ m|\d+\.\d\d km)from/);
  await screenshotOf(card, 'peak-demands');

  await card.getByRole('combobox', { name: 'Quantity' }).click();
  await page.getByRole('option', { name: 'Acc + Dec' }).click();
  await expect(card.getByRole('table', { name: 'Peak Acc + Dec per athlete' })).toBeVisible();
  await card.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option').nth(1).click();
  // A period's counts, without their starts (an athlete who did not play in it has none).
  const counts = card.getByRole('table', { name: 'Peak Acc + Dec per athlete' });
  await expect(counts.getByRole('cell').filter({ hasText: /^\d+$/ }).first()).toBeVisible();
});

test('a training report compares each drill with the athletes’ match peaks', async ({
  page,
  signInAs,
  api,
}) => {
  await signInAs('coach', '/sessions');
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  const [training] = await api.trainingsWithSegments('Touchline FC');
  expect(training, 'a demo training with segments').toBeDefined();
  await page.goto(`/sessions/${training!.id}`);
  const card = page.getByRole('region', { name: 'Drill Intensity' });
  const table = card.getByRole('table', { name: /against match peaks$/ });
  await expect(table).toBeVisible();
  // The demo's athletes played matches in the weeks before: their drills are compared.
  await expect(table.getByRole('columnheader', { name: 'Of match peak' }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: /^\d+ %$/ }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: /^(1|2|3|5|10) min$/ }).first()).toBeVisible();
  await screenshotOf(card, 'drill-match-peak');
});
