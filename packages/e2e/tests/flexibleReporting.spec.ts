import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test.js';
import { FlexibleReportingPage } from '../fixtures/FlexibleReportingPage.js';

declare global {
  interface Window {
    /** How often the page asked this window to print (the dialog itself is stubbed out). */
    printedTimes?: number;
  }
}

/** Quoted CSV fields may hold commas (e.g. an athlete's groups). */
function csvFields(line: string): string[] {
  return [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((match) => match[1]!).slice(0, -1);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 27 days before today (UTC). */
const fourWeeksAgo = new Date(Date.now() - 27 * 86_400_000);
/** As the en-US date field reads it. */
const typed = (day: Date) =>
  `${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())}/${day.getUTCFullYear()}`;
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

test('a report from its data to printed and downloaded charts', async ({ page, signInAs }) => {
  test.setTimeout(180_000);
  // The print dialog cannot be answered in a test: count the requests instead, in every frame.
  await page.addInitScript(() => {
    window.print = () => {
      window.printedTimes = (window.printedTimes ?? 0) + 1;
    };
  });
  const reports = new FlexibleReportingPage(page);
  const title = `Journey ${Date.now()}`;

  await signInAs('coach', '/flexible_reporting');
  await expect(page.getByRole('heading', { name: 'Flexible Reporting', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Create Report Data' })).toBeVisible();
  // Four weeks of the demo season: trainings and matches.
  await reports.createReport(title, typed(fourWeeksAgo));
  await reports.waitForCompleted();
  // Nothing changed yet: the button rests (docs/product/reporting.md §4).
  await expect(page.getByRole('button', { name: 'Update Report Data' })).toBeDisabled();
  await expect(page.getByText('NO CHARTS ON THIS REPORT')).toBeVisible();

  // Add a chart by choosing X, Y and type.
  await reports.addChart('Athlete Name', /^Total Distance/, 'Column');
  await expect(page.getByText('Chart created successfully', { exact: true })).toBeVisible();
  await reports.expectChartTitles(['New Chart']);

  // Save it under a title of its own.
  await reports.edit('New Chart');
  const editing = reports.chart('New Chart');
  await editing.getByRole('textbox', { name: 'Chart title' }).fill('Distance by athlete');
  await expect(editing.getByText('You have unsaved changes')).toBeVisible();
  await reports.save(editing);
  const distance = reports.chart('Distance by athlete');
  await expect(distance).toBeVisible();

  // Filter it: training sessions only.
  const sessionTypes = reports.filterButton(distance, 'Session Types');
  await expect(sessionTypes).toContainText('All Selected');
  await sessionTypes.click();
  const choices = page.getByRole('dialog', { name: 'Session Types' });
  await choices.getByRole('checkbox', { name: 'Match' }).uncheck();
  await expect(choices.getByRole('checkbox', { name: 'Training' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(sessionTypes).toContainText('1 Selected');
  await reports.save(distance);
  await distance.getByRole('button', { name: 'Exit' }).click();

  // Duplicate it, and tell the copy apart.
  await distance.getByRole('button', { name: 'Duplicate chart' }).click();
  await expect(page.getByText('Chart created successfully', { exact: true })).toBeVisible();
  await reports.expectChartTitles(['Distance by athlete', 'Distance by athlete']);
  const copy = reports.charts().nth(1);
  await copy.getByRole('button', { name: 'Edit chart' }).click();
  await copy.getByRole('textbox', { name: 'Chart title' }).fill('Distance copy');
  await reports.save(copy);
  // The copy kept the filter.
  await expect(reports.filterButton(copy, 'Session Types')).toContainText('1 Selected');

  // Reorder it: the copy moves to the top.
  await copy.getByRole('button', { name: 'Move up' }).click();
  await reports.expectChartTitles(['Distance copy', 'Distance by athlete']);
  const moved = reports.chart('Distance copy');
  await expect(moved.getByRole('button', { name: 'Move up' })).toBeDisabled();
  await moved.getByRole('button', { name: 'Exit' }).click();

  // The order, the titles and the filter are the server's, not only the page's.
  await page.reload();
  await reports.waitForCompleted();
  await reports.expectChartTitles(['Distance copy', 'Distance by athlete']);

  // Print: the hidden frame holds the title, the range and every chart's image.
  await page.getByRole('button', { name: 'Print Report' }).click();
  const frame = reports.printFrame();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
  // The frame itself is never shown, only printed: its content is attached, not visible.
  await expect(frame.locator('.range')).toHaveText(
    `${isoDay(fourWeeksAgo)} to ${isoDay(new Date())}`,
  );
  await expect(frame.getByRole('img')).toHaveCount(2);
  await expect(frame.getByRole('heading', { level: 2 })).toHaveText([
    'Distance copy',
    'Distance by athlete',
  ]);
  for (const image of await frame.getByRole('img').all()) {
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
  }
  const printWindow = await (
    await page.locator('iframe[title="Report print frame"]').elementHandle()
  )?.contentFrame();
  await expect
    .poll(() => printWindow?.evaluate(() => window.printedTimes ?? 0), { timeout: 5_000 })
    .toBe(1);

  // Delete one: Enter confirms.
  await reports.chart('Distance copy').getByRole('button', { name: 'Delete chart' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Are you sure you want to delete this chart?' }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await reports.expectChartTitles(['Distance by athlete']);

  // Download the report: the dataset as CSV, a header and rows.
  const download = await reports.downloadReport();
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  const header = csvFields(lines[0]!);
  expect(header).toEqual(expect.arrayContaining(['Athlete Name', 'Segment Name', 'Session Type']));
  expect(lines.length).toBeGreaterThan(1);
  const firstRow = csvFields(lines[1]!);
  expect(firstRow).toHaveLength(header.length);
  expect(firstRow[header.indexOf('Athlete Name')]).not.toBe('');

  // The list has the report; its menu deletes it.
  await reports.openList();
  const row = reports.recentReports.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Completed');
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete report' }).click();
  await expect(reports.recentReports.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});
