import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { datasets, flexibleReports } from '../../src/db/reportingSchema.js';
import { graphql } from '../support/testApp.js';
import {
  CURRENT_REPORT,
  DESTROY_REPORTS,
  DUPLICATE_REPORT,
  REPORTS_LIST,
  UPDATE_REPORT,
  type PayloadErrors,
  type ReportAnswer,
} from './reportOperations.js';
import {
  aChart,
  aReport,
  ask,
  athlete,
  clubId,
  coach,
  createReport,
  db,
  hoopsId,
  rival,
  setFlexibleReporting,
  testApp,
  useReportsWorld,
} from './reportsWorld.js';

useReportsWorld();

type Updated = { updateFlexibleReport: { report: ReportAnswer | null } & PayloadErrors };
type Destroyed = { destroyFlexibleReports: { destroyedIds: string[] } & PayloadErrors };
type Duplicated = {
  duplicateFlexibleReport: { id: string | null; report: ReportAnswer | null } & PayloadErrors;
};

type Listed = {
  club: {
    flexibleReportsCount: number;
    flexibleReports: { id: string; title: string; ownerName: string; datasetStatus: string }[];
  };
};

const datasetOf = async (reportId: string) => {
  const [row] = await db()
    .select({ dataset: datasets })
    .from(flexibleReports)
    .innerJoin(datasets, eq(datasets.id, flexibleReports.datasetId))
    .where(eq(flexibleReports.id, reportId));
  return row!.dataset;
};

const update = (id: string, attributes: Record<string, unknown>) =>
  ask<Updated>(UPDATE_REPORT, { id, attributes }).then((data) => data.updateFlexibleReport);

describe('createFlexibleReport', () => {
  it('creates the report and its dataset, Generating, in the request’s time zone', async () => {
    const report = await aReport({ title: '  October load  ', dateFormat: 'DD/MM/YYYY' });
    expect(report).toMatchObject({
      title: 'October load',
      clubId,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      dateFormat: 'DD/MM/YYYY',
      ownerName: 'Alex Morgan',
      datasetStatus: 'Generating',
    });
    const dataset = await datasetOf(report.id);
    expect(dataset).toMatchObject({
      clubId,
      title: 'October load',
      status: 'Generating',
      startsOn: '2026-10-01',
      endsOn: '2026-10-31',
      timeZone: 'Europe/London',
      dateFormat: 'DD/MM/YYYY',
    });
    const { flexibleReport } = await ask<{ flexibleReport: ReportAnswer }>(CURRENT_REPORT, {
      id: report.id,
    });
    expect(flexibleReport).toMatchObject({
      id: report.id,
      reportCharts: [],
      dataset: {
        id: dataset.id,
        status: 'Generating',
        startsAt: '2026-10-01',
        endsAt: '2026-10-31',
      },
    });
  });

  it('defaults the date format to MM/DD/YYYY', async () => {
    expect((await aReport()).dateFormat).toBe('MM/DD/YYYY');
  });

  it('answers every broken rule under its field, and stores nothing', async () => {
    const before = await db().select().from(flexibleReports);
    const blank = await createReport({ title: ' ', startDate: '2026-02-30', endDate: '' });
    expect(blank).toEqual({
      report: null,
      errors: [
        { path: ['attributes', 'title'], fullMessages: ["Report name can't be blank."] },
        {
          path: ['attributes', 'startDate'],
          fullMessages: ['Start date must be a date written yyyy-MM-dd, such as 2026-03-31.'],
        },
        { path: ['attributes', 'endDate'], fullMessages: ["End date can't be blank."] },
      ],
    });
    const reversed = await createReport({
      startDate: '2026-10-02',
      endDate: '2026-10-01',
      dateFormat: 'YYYY-MM-DD',
    });
    expect(reversed.errors).toEqual([
      {
        path: ['attributes', 'endDate'],
        fullMessages: ['End date must be on or after the start date.'],
      },
      {
        path: ['attributes', 'dateFormat'],
        fullMessages: ['Date format must be MM/DD/YYYY or DD/MM/YYYY.'],
      },
    ]);
    const long = await createReport({ title: 'x'.repeat(201) });
    expect(long.errors[0]!.fullMessages).toEqual([
      'Report name is too long (at most 200 characters).',
    ]);
    const noClub = await createReport({ clubId: null });
    expect(noClub.errors).toEqual([
      { path: ['attributes', 'clubId'], fullMessages: ["Club can't be blank."] },
    ]);
    expect(await db().select().from(flexibleReports)).toHaveLength(before.length);
  });

  it('allows a range of one year, not a day more', async () => {
    expect((await createReport({ startDate: '2025-10-01', endDate: '2026-10-01' })).errors).toEqual(
      [],
    );
    expect((await createReport({ startDate: '2025-10-01', endDate: '2026-10-02' })).errors).toEqual(
      [
        {
          path: ['attributes', 'endDate'],
          fullMessages: [
            'The date range can be at most one year: choose a later start date or an earlier end date.',
          ],
        },
      ],
    );
  });

  it('refuses athletes, other clubs and clubs without Flexible Reporting', async () => {
    expect((await createReport({}, athlete)).errors).toEqual([
      {
        path: ['attributes', 'clubId'],
        fullMessages: ['Only club staff can create or change reports'],
      },
    ]);
    const foreign = await createReport({ clubId: rival.clubId });
    const unknown = await createReport({ clubId: crypto.randomUUID() });
    expect(foreign).toEqual(unknown);
    expect(foreign.errors).toEqual([
      { path: ['attributes', 'clubId'], fullMessages: ['Club not found'] },
    ]);
    await setFlexibleReporting(hoopsId, false);
    try {
      expect((await createReport({ clubId: hoopsId })).errors).toEqual([
        {
          path: ['attributes', 'clubId'],
          fullMessages: ['Flexible Reporting is not enabled for this club.'],
        },
      ]);
    } finally {
      await setFlexibleReporting(hoopsId, true);
    }
  });
});

describe('updateFlexibleReport', () => {
  it('renames the report and keeps its dataset', async () => {
    const report = await aReport();
    const before = await datasetOf(report.id);
    await db().update(datasets).set({ status: 'Completed' }).where(eq(datasets.id, before.id));
    const { report: renamed, errors } = await update(report.id, { title: 'Renamed' });
    expect(errors).toEqual([]);
    expect(renamed).toMatchObject({ title: 'Renamed', datasetStatus: 'Completed' });
    expect(renamed!.updatedAt > report.updatedAt).toBe(true);
    const after = await datasetOf(report.id);
    expect(after).toMatchObject({ id: before.id, generation: before.generation, title: 'Renamed' });
  });

  it('regenerates the dataset when the dates change', async () => {
    const report = await aReport();
    const before = await datasetOf(report.id);
    await db().update(datasets).set({ status: 'Completed' }).where(eq(datasets.id, before.id));
    const { report: moved } = await update(report.id, { startDate: '2026-09-01' });
    expect(moved).toMatchObject({
      startDate: '2026-09-01',
      endDate: '2026-10-31',
      datasetStatus: 'Generating',
    });
    expect((await datasetOf(report.id)).generation).toBe(before.generation + 1);
  });

  it('checks the dates against the stored ones, and changes nothing on an error', async () => {
    const report = await aReport();
    const { report: none, errors } = await update(report.id, {
      startDate: '2026-11-01',
      title: 'Never',
    });
    expect(none).toBeNull();
    expect(errors).toEqual([
      {
        path: ['attributes', 'endDate'],
        fullMessages: ['End date must be on or after the start date.'],
      },
    ]);
    const { flexibleReport } = await ask<{ flexibleReport: ReportAnswer }>(CURRENT_REPORT, {
      id: report.id,
    });
    expect(flexibleReport).toMatchObject({ title: 'Weekly load', startDate: '2026-10-01' });
  });

  it('answers a foreign id like an unknown one, and refuses athletes', async () => {
    const foreign = await update(rival.reportId, { title: 'Mine' });
    expect(foreign).toEqual(await update(crypto.randomUUID(), { title: 'Mine' }));
    expect(foreign.errors).toEqual([{ path: ['id'], fullMessages: ['Report not found'] }]);
    const report = await aReport();
    const refused = await ask<Updated>(
      UPDATE_REPORT,
      { id: report.id, attributes: { title: 'Mine' } },
      athlete,
    );
    expect(refused.updateFlexibleReport.errors).toEqual([
      { path: ['id'], fullMessages: ['Only club staff can create or change reports'] },
    ]);
  });
});

describe('destroyFlexibleReports', () => {
  it('deletes the reports with their datasets and charts', async () => {
    const [first, second] = [await aReport(), await aReport()];
    await aChart(first.id, 'Doomed');
    const datasetIds = [(await datasetOf(first.id)).id, (await datasetOf(second.id)).id];
    const { destroyFlexibleReports } = await ask<Destroyed>(DESTROY_REPORTS, {
      reportIds: [first.id, second.id],
    });
    expect(destroyFlexibleReports).toEqual({
      destroyedIds: [first.id, second.id],
      errors: [],
    });
    const answer = await graphql(testApp.app, coach, CURRENT_REPORT, { id: first.id });
    expect(answer.errors?.[0]?.message).toBe('Report not found');
    for (const id of datasetIds)
      expect(await db().select().from(datasets).where(eq(datasets.id, id))).toEqual([]);
  });

  it('deletes nothing when one id cannot be found, foreign or unknown alike', async () => {
    const report = await aReport();
    const foreign = await ask<Destroyed>(DESTROY_REPORTS, {
      reportIds: [report.id, rival.reportId],
    });
    const unknown = await ask<Destroyed>(DESTROY_REPORTS, {
      reportIds: [report.id, crypto.randomUUID()],
    });
    expect(foreign).toEqual(unknown);
    expect(foreign.destroyFlexibleReports).toEqual({
      destroyedIds: [],
      errors: [{ path: ['reportIds', '1'], fullMessages: ['Report not found'] }],
    });
    const refused = await ask<Destroyed>(DESTROY_REPORTS, { reportIds: [report.id] }, athlete);
    expect(refused.destroyFlexibleReports.errors).toEqual([
      { path: ['reportIds', '0'], fullMessages: ['Only club staff can create or change reports'] },
    ]);
    expect(
      await db().select().from(flexibleReports).where(eq(flexibleReports.id, report.id)),
    ).toHaveLength(1);
  });
});

describe('duplicateFlexibleReport', () => {
  it('copies the report, its dataset and its charts, and answers the copy’s id', async () => {
    const report = await aReport({ title: 'Match load' });
    await aChart(report.id, 'First');
    await aChart(report.id, 'Second');
    const source = await datasetOf(report.id);
    const columns = [
      {
        id: 'athlete_name',
        name: 'Athlete',
        chartDataType: 'category',
        color: '#000000',
        quantity: null,
        rows: ['A'],
      },
    ];
    await db()
      .update(datasets)
      .set({ status: 'Completed', columns, rowCount: 1 })
      .where(eq(datasets.id, source.id));
    const { duplicateFlexibleReport } = await ask<Duplicated>(DUPLICATE_REPORT, {
      id: report.id,
      clubId,
    });
    const { id, report: copy, errors } = duplicateFlexibleReport;
    expect(errors).toEqual([]);
    expect(id).not.toBe(report.id);
    expect(copy).toMatchObject({
      id,
      title: 'Copy of Match load',
      startDate: report.startDate,
      endDate: report.endDate,
      datasetStatus: 'Completed',
    });
    expect(copy!.reportCharts!.map((chart) => [chart.title, chart.position])).toEqual([
      ['First', 1],
      ['Second', 2],
    ]);
    const copied = await datasetOf(id!);
    expect(copied.id).not.toBe(source.id);
    expect(copied).toMatchObject({ columns, rowCount: 1, status: 'Completed' });
  });

  it('answers foreign ids like unknown ones and keeps the copy in the report’s club', async () => {
    const foreign = await ask<Duplicated>(DUPLICATE_REPORT, { id: rival.reportId, clubId });
    const unknown = await ask<Duplicated>(DUPLICATE_REPORT, { id: crypto.randomUUID(), clubId });
    expect(foreign).toEqual(unknown);
    expect(foreign.duplicateFlexibleReport).toEqual({
      id: null,
      report: null,
      errors: [{ path: ['id'], fullMessages: ['Report not found'] }],
    });
    const report = await aReport();
    const elsewhere = await ask<Duplicated>(DUPLICATE_REPORT, { id: report.id, clubId: hoopsId });
    expect(elsewhere.duplicateFlexibleReport.errors).toEqual([
      { path: ['clubId'], fullMessages: ["Club must be the report's club."] },
    ]);
  });
});

describe('the reports list', () => {
  it('lists the club’s reports most recently changed first, a page at a time', async () => {
    const reports = [
      await aReport({ title: 'Oldest' }),
      await aReport({ title: 'Middle' }),
      await aReport({ title: 'Newest' }),
    ];
    await update(reports[0]!.id, { title: 'Oldest, renamed' });
    const { club } = await ask<Listed>(REPORTS_LIST, { id: clubId, limit: 2, offset: 0 });
    expect(club.flexibleReports.map((report) => report.title)).toEqual([
      'Oldest, renamed',
      'Newest',
    ]);
    expect(club.flexibleReports[0]).toMatchObject({
      ownerName: 'Alex Morgan',
      datasetStatus: 'Generating',
    });
    const next = await ask<Listed>(REPORTS_LIST, { id: clubId, limit: 2, offset: 1 });
    expect(next.club.flexibleReports.map((report) => report.title)).toEqual(['Newest', 'Middle']);
    const all = await ask<Listed>(REPORTS_LIST, { id: clubId, limit: 1000, offset: 0 });
    expect(all.club.flexibleReports.length).toBe(Math.min(all.club.flexibleReportsCount, 100));
    const negative = await graphql(testApp.app, coach, REPORTS_LIST, { id: clubId, offset: -1 });
    expect(negative.errors?.[0]?.message).toBe('The offset must be 0 or more.');
  });

  it('shows athletes the reports, and a failed dataset as Failed', async () => {
    const report = await aReport({ title: 'Seen by athletes' });
    await db()
      .update(datasets)
      .set({ status: 'Failed' })
      .where(eq(datasets.id, (await datasetOf(report.id)).id));
    const { flexibleReport } = await ask<{ flexibleReport: ReportAnswer }>(
      CURRENT_REPORT,
      { id: report.id },
      athlete,
    );
    expect(flexibleReport).toMatchObject({ title: 'Seen by athletes', datasetStatus: 'Failed' });
    const { club } = await ask<Listed>(REPORTS_LIST, { id: clubId }, athlete);
    expect(club.flexibleReports.map((each) => each.id)).toContain(report.id);
  });
});

describe('the owner', () => {
  it('shows the owner’s name, not their clubs, memberships or subscription', async () => {
    const report = await aReport();
    const { flexibleReport } = await ask<{
      flexibleReport: { owner: Record<string, unknown> };
    }>(
      `query ($id: ID!, $clubId: ID!) { flexibleReport(id: $id) { owner { name
        clubs { id } staff(clubId: $clubId) { id } athlete(clubId: $clubId) { id }
        subscription { id } } } }`,
      { id: report.id, clubId },
      athlete,
    );
    expect(flexibleReport.owner).toEqual({
      name: 'Alex Morgan',
      clubs: [],
      staff: null,
      athlete: null,
      subscription: null,
    });
  });
});

describe('without Flexible Reporting', () => {
  it('answers the club’s reports like unknown ones, and its mutations with an error', async () => {
    const report = await aReport();
    const chart = await aChart(report.id, 'Hidden');
    await setFlexibleReporting(clubId, false);
    try {
      const hidden = await graphql(testApp.app, coach, CURRENT_REPORT, { id: report.id });
      const unknown = await graphql(testApp.app, coach, CURRENT_REPORT, {
        id: crypto.randomUUID(),
      });
      expect(hidden).toEqual(unknown);
      expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const { club } = await ask<Listed>(REPORTS_LIST, { id: clubId });
      expect(club).toMatchObject({ flexibleReports: [], flexibleReportsCount: 0 });
      expect((await update(report.id, { title: 'Off' })).errors).toEqual([
        { path: ['id'], fullMessages: ['Report not found'] },
      ]);
      expect((await createReport()).errors).toEqual([
        {
          path: ['attributes', 'clubId'],
          fullMessages: ['Flexible Reporting is not enabled for this club.'],
        },
      ]);
      expect(chart.id).toBeTruthy();
    } finally {
      await setFlexibleReporting(clubId, true);
    }
  });
});
