import {
  DATASET_COLUMN_DEFINITIONS,
  validateChartConfig,
  validateChartFilters,
  validateSortConfig,
} from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { createDemoReports } from '../../src/demo/createDemoReports.js';
import { footballReportPlans, HOOPS_REPORT_PLAN } from '../../src/demo/demoReportPlans.js';
import { CURRENT_REPORT, REPORTS_LIST, type ReportAnswer } from './reportOperations.js';
import { ask, clubId, db, hoopsId, useReportsWorld } from './reportsWorld.js';

useReportsWorld();

const plans = [...footballReportPlans(['Possession', 'Sprint drill']), HOOPS_REPORT_PLAN];

describe('the demo reports', () => {
  it('are charts the chart builder could have saved, of the catalogue’s columns', () => {
    for (const chart of plans.flatMap((plan) => plan.charts)) {
      expect(validateChartConfig(chart.chartConfig, DATASET_COLUMN_DEFINITIONS)).toMatchObject({
        ok: true,
      });
      expect(validateSortConfig(chart.sortConfig)).toMatchObject({ ok: true });
      expect(validateChartFilters(chart.filters)).toMatchObject({ ok: true });
    }
  });

  it('give Touchline FC two reports over 4 and 8 weeks and Touchline Hoops one, owned by the coach', async () => {
    await createDemoReports(db(), { now: new Date('2026-11-24T09:00:00Z') });
    type Listed = {
      club: { flexibleReportsCount: number; flexibleReports: { id: string; title: string }[] };
    };
    const football = await ask<Listed>(REPORTS_LIST, { id: clubId });
    expect(football.club.flexibleReportsCount).toBe(2);
    const reports: ReportAnswer[] = [];
    for (const { id } of football.club.flexibleReports)
      reports.push(
        (await ask<{ flexibleReport: ReportAnswer }>(CURRENT_REPORT, { id })).flexibleReport,
      );
    expect(
      reports.map((report) => [report.title, report.startDate, report.endDate]).sort(),
    ).toEqual([
      ['Intensity: last 8 weeks', '2026-09-30', '2026-11-24'],
      ['Squad load: last 4 weeks', '2026-10-28', '2026-11-24'],
    ]);
    for (const report of reports) {
      expect(report).toMatchObject({ ownerName: 'Alex Morgan', datasetStatus: 'Generating' });
      expect(report.reportCharts!.map((chart) => chart.position)).toEqual([1, 2, 3, 4]);
    }
    const hoops = await ask<Listed>(REPORTS_LIST, { id: hoopsId });
    expect(hoops.club.flexibleReports.map((report) => report.title)).toEqual([
      'Squad load: last 4 weeks',
    ]);
  });
});
