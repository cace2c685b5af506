import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { featureSwitches } from '../../src/db/schema.js';
import { clubIdNamed, createRivalClub } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import {
  CREATE_CHART,
  CREATE_REPORT,
  weeklyDistance,
  type ChartAnswer,
  type PayloadErrors,
  type ReportAnswer,
} from './reportOperations.js';

export let testApp: TestApp;
export let coach: Session;
export let athlete: Session;
export let clubId: string;
export let hoopsId: string;
export let rival: { clubId: string; reportId: string };

export const db = () => testApp.testDatabase.database.db;

/** Asks as `as` (the coach by default), in London's time zone; fails on a GraphQL error. */
export async function ask<T>(
  query: string,
  variables: Record<string, unknown>,
  as: Session = coach,
): Promise<T> {
  const answer = await graphql<T>(testApp.app, as, query, variables, {
    'x-time-zone': 'Europe/London',
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

type Created = { createFlexibleReport: { report: ReportAnswer | null } & PayloadErrors };

export async function createReport(
  attributes: Record<string, unknown> = {},
  as: Session = coach,
): Promise<Created['createFlexibleReport']> {
  const data = await ask<Created>(
    CREATE_REPORT,
    {
      attributes: {
        clubId,
        title: 'Weekly load',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        ...attributes,
      },
    },
    as,
  );
  return data.createFlexibleReport;
}

/** A report that must be made: its answer without errors. */
export async function aReport(attributes: Record<string, unknown> = {}): Promise<ReportAnswer> {
  const { report, errors } = await createReport(attributes);
  expect(errors).toEqual([]);
  return report!;
}

type ChartCreated = {
  createFlexibleReportChart: { reportChart: ChartAnswer | null } & PayloadErrors;
};

export async function createChart(
  reportId: string,
  attributes: Record<string, unknown> = {},
  as: Session = coach,
): Promise<ChartCreated['createFlexibleReportChart']> {
  const data = await ask<ChartCreated>(
    CREATE_CHART,
    {
      attributes: {
        flexibleReportId: reportId,
        title: 'Distance',
        chartConfig: weeklyDistance(),
        sortConfig: [{ col_id: 'week_start_date', sort: 'asc' }],
        filters: {},
        displayDataLabels: false,
        ...attributes,
      },
    },
    as,
  );
  return data.createFlexibleReportChart;
}

export async function aChart(reportId: string, title: string): Promise<ChartAnswer> {
  const { reportChart, errors } = await createChart(reportId, { title });
  expect(errors).toEqual([]);
  return reportChart!;
}

/** Turns the club's customer_flexible_reporting switch on or off. */
export async function setFlexibleReporting(club: string, enabled: boolean) {
  await db()
    .update(featureSwitches)
    .set({ enabled })
    .where(
      and(
        eq(featureSwitches.clubId, club),
        eq(featureSwitches.name, 'customer_flexible_reporting'),
      ),
    );
}

/** Touchline FC (Flexible Reporting on), its coach and athlete, and a rival club's report. */
export function useReportsWorld(): void {
  beforeAll(async () => {
    testApp = await startTestApp({ workers: false });
    coach = await signIn(testApp.app, 'coach@touchline.test');
    athlete = await signIn(testApp.app, 'athlete@touchline.test');
    clubId = await clubIdNamed(db(), 'Touchline FC');
    hoopsId = await clubIdNamed(db(), 'Touchline Hoops');
    rival = await createRivalClub(db());
  });
  afterAll(() => testApp.close());
}
