import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { screenshot } from '../fixtures/screenshot.js';
import { expect, test } from '../fixtures/test.js';

// The create form's default range and the typed dates read the browser's clock.
test.use({ timezoneId: 'UTC', viewport: { width: 1600, height: 1000 } });

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** A day as the date fields show it in the template's format. */
const typedDay = (day: Date, format: string) => {
  const [dd, mm] = [pad(day.getUTCDate()), pad(day.getUTCMonth() + 1)];
  return format === 'DD/MM/YYYY'
    ? `${dd}/${mm}/${day.getUTCFullYear()}`
    : `${mm}/${dd}/${day.getUTCFullYear()}`;
};
/** '1,234' as a number. */
const count = (text: string) => Number(text.replaceAll(',', ''));

/** RFC 4180 fields of one line (no line breaks inside fields in these files). */
function csvFields(line: string): string[] {
  return [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)]
    .map((match) => match[1]!.replace(/^"|"$/g, '').replaceAll('""', '"'))
    .slice(0, -1);
}

async function downloaded(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** The CSV Builder as the coach uses it, by the page's roles and names (the web contract). */
class CsvBuilder {
  readonly datasets: Locator;
  readonly grid: Locator;
  readonly rowGroups: Locator;
  readonly tableStatus: Locator;
  readonly details: Locator;
  readonly charts: Locator;

  constructor(private readonly page: Page) {
    this.datasets = page.getByRole('table', { name: 'Datasets' });
    this.grid = page.getByRole('grid', { name: 'Dataset table' });
    this.rowGroups = page.getByRole('region', { name: 'Row groups' });
    this.tableStatus = page.getByRole('status', { name: 'Table status' });
    this.details = page.getByRole('region', { name: 'Dataset Details' });
    this.charts = page.getByRole('region', { name: 'Charts' });
  }

  datasetRow(title: string): Locator {
    return this.datasets.getByRole('row').filter({ hasText: title });
  }

  /** Every status the dataset's row shows from now on, in order (window.datasetStatuses). */
  async recordStatuses(title: string) {
    await this.page.evaluate((title) => {
      const seen: string[] = [];
      Object.assign(window, { datasetStatuses: seen });
      const read = () => {
        for (const row of Array.from(document.querySelectorAll('[aria-label="Datasets"] tr'))) {
          if (row.querySelector('th')?.textContent?.trim() !== title) continue;
          const status = /Generating|Completed|Failed/.exec(row.textContent ?? '')?.[0];
          if (status && seen.at(-1) !== status) seen.push(status);
        }
      };
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    }, title);
  }

  statuses(): Promise<string[]> {
    return this.page.evaluate(
      () => (window as unknown as { datasetStatuses: string[] }).datasetStatuses,
    );
  }

  /** Loads a Completed dataset; resolves with the row count of the table status. */
  async load(title: string): Promise<number> {
    await this.datasetRow(title).getByRole('button', { name: 'Load' }).click();
    await expect(this.datasetRow(title)).toContainText('Selected');
    await expect(this.details).toContainText(title);
    await expect(this.grid).toBeVisible({ timeout: 20_000 });
    const rows = /Rows: ([\d,]+)/.exec((await this.tableStatus.textContent()) ?? '');
    expect(rows, 'the table status shows the row count').not.toBeNull();
    return count(rows![1]!);
  }

  columnHeader(name: string): Locator {
    return this.grid.getByRole('columnheader', { name: new RegExp(`^${name}`) });
  }

  /** Scrolls the grid sideways until the column's header is drawn (only columns in view are). */
  async revealColumn(name: string) {
    const header = this.columnHeader(name);
    await this.grid.evaluate((grid) => grid.scrollTo({ left: 0 }));
    await expect
      .poll(
        async () => {
          if ((await header.count()) > 0) return true;
          await this.grid.evaluate((grid) => grid.scrollBy({ left: 300 }));
          return false;
        },
        { message: `the grid draws a ${name} column`, intervals: [50], timeout: 10_000 },
      )
      .toBe(true);
  }

  async groupByMenu(column: string) {
    await this.revealColumn(column);
    await this.grid.getByRole('button', { name: `${column} column menu` }).click();
    await this.page.getByRole('menuitem', { name: `Group by ${column}` }).click();
  }

  removeGrouping(column: string): Locator {
    return this.rowGroups.getByRole('button', { name: `Remove ${column} grouping` });
  }

  /** The count an outermost group row shows: '{value} ({count})'. */
  async groupCount(value: string): Promise<number> {
    const label = this.grid.getByText(new RegExp(`^${value} \\([\\d,]+\\)$`)).first();
    await expect(label).toBeVisible();
    return count(/\(([\d,]+)\)$/.exec((await label.textContent()) ?? '')![1]!);
  }

  chartTitles(): Promise<string[]> {
    return this.charts.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => {
        const id = card.getAttribute('aria-labelledby');
        return (id && card.ownerDocument.getElementById(id)?.textContent) || '';
      }),
    );
  }

  async pick(label: string, option: string) {
    await this.charts.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Picks exactly these series in the multi-select (the view's defaults unpicked). */
  async pickSeries(names: string[]) {
    const field = this.charts.getByRole('combobox', { name: 'Series' });
    await field.click();
    const listbox = this.page.getByRole('listbox');
    const selected = listbox.getByRole('option', { selected: true });
    while ((await selected.count()) > 0) await selected.first().click();
    for (const name of names) await listbox.getByRole('option', { name, exact: true }).click();
    await this.page.keyboard.press('Escape');
    await expect(field).toHaveText(names.join(', '));
  }

  async download(button: Locator): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await button.click();
    return download;
  }
}

/** Resolves when UpdateDataset has saved a layout grouped by `grouping` (batched or not). */
function layoutSaved(page: Page, grouping: string[]) {
  return page.waitForResponse((response) => {
    const body: unknown = response.request().postDataJSON();
    const operations = (Array.isArray(body) ? body : [body]) as {
      operationName?: string;
      variables?: { attributes?: { gridConfig?: { grouping?: string[] } } };
    }[];
    return operations.some(
      (operation) =>
        operation?.operationName === 'UpdateDataset' &&
        JSON.stringify(operation.variables?.attributes?.gridConfig?.grouping) ===
          JSON.stringify(grouping),
    );
  });
}

/** The statuses the answers of CreateDataset and the list (AvailableDatasetsQuery) give the dataset `title`. */
function listedStatuses(page: Page, title: string): string[] {
  const seen: string[] = [];
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      const fields = value as Record<string, unknown>;
      if (fields['title'] === title && typeof fields['status'] === 'string') {
        seen.push(fields['status']);
      }
      Object.values(fields).forEach(collect);
    }
  };
  page.on('response', (response) => {
    const body = response.request().postData() ?? '';
    if (!/AvailableDatasetsQuery|CreateDataset\b/.test(body)) return;
    response.json().then(collect, () => undefined);
  });
  return seen;
}

test('a dataset generated, grouped, charted, downloaded and toured', async ({ page, signInAs }) => {
  test.setTimeout(180_000);
  const builder = new CsvBuilder(page);
  const title = `Journey ${Date.now()}`;
  await signInAs('coach', '/csv_builder');
  await expect(page.getByRole('heading', { name: 'CSV Builder', level: 1 })).toBeVisible();
  await expect(builder.datasetRow('Session Data: last 4 weeks')).toContainText('Completed');

  // Generate Session Data over the last two weeks, and watch it become Completed live.
  await page.getByRole('textbox', { name: 'Dataset Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Session Data', exact: true }).click();
  const start = page.getByRole('textbox', { name: 'Start Date' });
  const end = page.getByRole('textbox', { name: 'End Date' });
  const today = new Date();
  // The fields show the template's format: the default end date (today) tells which.
  const format =
    (await end.inputValue()) === typedDay(today, 'MM/DD/YYYY') ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
  await expect(end).toHaveValue(typedDay(today, format));
  await start.fill(typedDay(new Date(today.getTime() - 13 * DAY_MS), format));
  await builder.recordStatuses(title);
  const listed = listedStatuses(page, title);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(builder.datasetRow(title)).toContainText('Completed', { timeout: 60_000 });
  const shown = await builder.statuses();
  test.info().annotations.push({
    type: 'generation',
    description: `listed ${listed.join(' > ')}; shown ${shown.join(' > ')}`,
  });
  // The created dataset heads the list as the server stored it, Generating; the row
  // turned Completed by the subscription or by the list asked for again, without a reload.
  expect(shown).toEqual(['Generating', 'Completed']);

  // Load it, and group it: Session Type by its menu, Athlete Position dragged into Row groups.
  const rowCount = await builder.load(title);
  expect(rowCount).toBeGreaterThan(0);
  await expect(builder.grid).toHaveAttribute('aria-rowcount', String(rowCount));
  await builder.groupByMenu('Session Type');
  await expect(builder.removeGrouping('Session Type')).toBeVisible();
  const training = await builder.groupCount('Training');
  const saved = layoutSaved(page, ['session_type', 'athlete_position']);
  await builder.revealColumn('Athlete Position');
  await builder.columnHeader('Athlete Position').dragTo(builder.rowGroups);
  await expect(builder.removeGrouping('Athlete Position')).toBeVisible();
  // Autosaved 500 ms after the last change.
  await saved;

  // The layout is the dataset's: reloaded and loaded again, it is grouped the same way.
  await page.reload();
  await builder.load(title);
  await expect(builder.removeGrouping('Session Type')).toBeVisible();
  await expect(builder.removeGrouping('Athlete Position')).toBeVisible();
  expect(await builder.groupCount('Training')).toBe(training);

  // Two charts of the grouped view, saved, and restored after a reload.
  await expect(builder.charts.getByText('Chart will be displayed here.')).toBeVisible();
  const createChart = builder.charts.getByRole('button', { name: 'Create Chart' });
  await createChart.click();
  await builder.pick('Chart Type', 'Line');
  await createChart.click();
  await expect(builder.charts.getByRole('article')).toHaveCount(2);
  const titles = await builder.chartTitles();
  expect(titles[0]).toMatch(/ by Session Type$/);
  await builder.charts.getByRole('button', { name: 'SAVE CHARTS' }).click();
  await expect(builder.charts.getByText('Charts Saved')).toBeVisible();
  await expect(builder.charts.getByText('Charts Saved')).toHaveCount(0, { timeout: 5_000 });
  await page.reload();
  await builder.load(title);
  await expect(builder.charts.getByRole('article')).toHaveCount(2);
  expect(await builder.chartTitles()).toEqual(titles);

  // Download CSV: a line per (session type, position) group whose Rows add up to the table.
  const csvDownload = await builder.download(page.getByRole('button', { name: 'Download CSV' }));
  expect(csvDownload.suggestedFilename()).toBe(`${title}.csv`);
  const csv = (await downloaded(csvDownload))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map(csvFields);
  const header = csv[0]!;
  expect(header.slice(0, 3)).toEqual(['Session Type', 'Athlete Position', 'Rows']);
  const groups = csv.slice(1);
  expect(groups.length).toBeGreaterThan(1);
  for (const group of groups) expect(group).toHaveLength(header.length);
  const rowsOf = (lines: string[][]) => lines.reduce((sum, line) => sum + Number(line[2]), 0);
  expect(rowsOf(groups)).toBe(rowCount);
  expect(rowsOf(groups.filter(([type]) => type === 'Training'))).toBe(training);
  expect(new Set(groups.map(([type, position]) => `${type}|${position}`)).size).toBe(groups.length);

  // DOWNLOAD PDF: a real PDF with the dataset's title and a page per chart.
  const pdfDownload = await builder.download(
    builder.charts.getByRole('button', { name: 'DOWNLOAD PDF' }),
  );
  expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = (await downloaded(pdfDownload)).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(pdf).toContain(`/Title (${title})`);
  expect(pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g)).toHaveLength(titles.length);

  // The tour: five steps, the demo dataset at the fourth and a demo chart at the fifth.
  await page.getByRole('button', { name: 'Take a tour' }).click();
  const steps = [
    'Dataset filter',
    'Create a dataset',
    'Load a dataset',
    'Slice it in the table',
    'Chart it',
  ];
  for (const [index, step] of steps.entries()) {
    // driver.js's popover: a dialog named by its step's title.
    const popover = page.getByRole('dialog', { name: step });
    await expect(popover).toBeVisible();
    await expect(popover).toContainText(`${index + 1} of ${steps.length}`);
    if (index === 3) {
      // Its 40 rows (5 athletes x 8 sessions), ungrouped: not the coach's dataset.
      await expect(builder.details).toContainText('Demo: Session Data');
      await expect(builder.grid).toHaveAttribute('aria-rowcount', '40');
    }
    if (index === 4) {
      await expect(builder.charts.getByRole('article')).toHaveCount(1);
      expect(await builder.chartTitles()).toEqual(['Total Distance by Athlete Name']);
    }
    await popover.getByRole('button', { name: index === 4 ? 'Done' : /^Next/ }).click();
  }
  // Finished: the coach's own dataset, layout and charts are back.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take a tour' })).toBeVisible();
  await expect(builder.details).toContainText(title);
  await expect(builder.removeGrouping('Athlete Position')).toBeVisible();
  await expect(builder.charts.getByRole('article')).toHaveCount(2);
  expect(await builder.chartTitles()).toEqual(titles);
});

test('the Weekly Load charts its EWMA acute:chronic ratio with the sweet spot, and monotony with strain', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(120_000);
  // The docs' size from the start, so a chart scrolled into view stays there for its screenshot.
  await page.setViewportSize({ width: 1440, height: 900 });
  const builder = new CsvBuilder(page);
  await signInAs('coach', '/csv_builder');
  await expect(builder.datasetRow('Weekly Load: last 8 weeks')).toContainText('Completed');
  expect(await builder.load('Weekly Load: last 8 weeks')).toBeGreaterThan(0);

  // The squad's weekly mean of each athlete's EWMA ratio of distance, week by week.
  await builder.pick('Chart Type', 'Line');
  await builder.pick('Category', 'Week Start Date');
  await builder.pickSeries(['Distance EWMA A:C Ratio']);
  await builder.pick('Aggregation', 'Average');
  await builder.charts.getByRole('button', { name: 'Create Chart' }).click();
  const ratio = builder.charts.getByRole('article').last();
  await expect(ratio).toContainText('Distance EWMA A:C Ratio');
  // The band is drawn into the chart's SVG, with its label.
  await expect(ratio.locator('svg text', { hasText: 'Sweet spot 0.8–1.3' })).toHaveCount(1);
  await ratio.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'ewma-acwr-chart');

  // Strain as columns, monotony as a line (their scales differ a thousandfold): no band on either.
  await builder.pick('Chart Type', 'Column');
  await builder.pickSeries(['Session Load Strain (AU)']);
  await builder.charts.getByRole('button', { name: 'Create Chart' }).click();
  await builder.pick('Chart Type', 'Line');
  await builder.pickSeries(['Session Load Monotony']);
  await builder.charts.getByRole('button', { name: 'Create Chart' }).click();
  const [strain, monotony] = [-2, -1].map((at) => builder.charts.getByRole('article').nth(at));
  await expect(strain!).toContainText('Session Load Strain by Week Start Date');
  await expect(monotony!).toContainText('Session Load Monotony by Week Start Date');
  for (const card of [strain!, monotony!])
    await expect(card.locator('svg text', { hasText: 'Sweet spot' })).toHaveCount(0);
  await monotony!.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'monotony-strain-chart');
});
