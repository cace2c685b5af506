import { MatchReportPage } from '../fixtures/MatchReportPage.js';
import { screenshot } from '../fixtures/screenshot.js';
import { expect, test } from '../fixtures/test.js';

test("a coach sees an athlete's heart rate beside their speed in a match's Speeds tab", async ({
  page,
  signInAs,
}) => {
  const report = new MatchReportPage(page);
  await signInAs('coach', '/sessions');
  await report.openNewestMatch();
  await report.openTab('Speeds');
  const card = page.getByRole('region', { name: 'Speed and Heart Rate' });
  // The demo's athletes wear a strap: both lines, and the heart-rate figures.
  await expect(card.getByRole('img', { name: 'Speed and Heart Rate' })).toBeVisible();
  await expect(card.getByText('Heart Rate (bpm)')).toBeVisible();
  const figures = card.getByLabel('Heart rate and metabolic figures');
  await expect(figures.getByText('TRIMP')).toBeVisible();
  await expect(figures.getByText(/^\d+ bpm$/)).toHaveCount(2);
  await expect(figures.getByText(/^\d+\.\d W\/kg$/)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'heart-rate-line');
});
