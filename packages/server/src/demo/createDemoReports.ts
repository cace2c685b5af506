import { addCalendarDays, calendarDateIn, validateChartConfig } from '@touchline/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { clubs, flexibleReportCharts, flexibleReports, persons, segments } from '../db/tables.js';
import { createDataset, regenerateDataset, type NewDataset } from '../modules/datasets/index.js';
import { DEMO_BASKETBALL_CLUB, DEMO_FOOTBALL_CLUB } from './demoAccounts.js';
import { footballReportPlans, HOOPS_REPORT_PLAN, type DemoReportPlan } from './demoReportPlans.js';

const DEMO_REPORT_OWNER = 'coach@touchline.test';
const DEMO_TIME_ZONE = 'Europe/London';

/**
 * The demo clubs' Flexible Reporting reports (docs/ARCHITECTURE.md "Demo club"),
 * owned by the coach: two of Touchline FC over its last 4 and 8 weeks and
 * one of Touchline Hoops. Their datasets are queued like any other (the
 * workers generate them); nothing slow happens here. While the season's
 * latest session still processes (`regenerateAfter`: until it has), their
 * datasets are generated again after it, so they hold every session.
 */
export async function createDemoReports(
  db: Db,
  options: { now?: Date; regenerateAfter?: Promise<void> } = {},
): Promise<void> {
  const today = calendarDateIn(options.now ?? new Date(), DEMO_TIME_ZONE);
  const clubRows = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(inArray(clubs.name, [DEMO_FOOTBALL_CLUB, DEMO_BASKETBALL_CLUB]));
  const clubId = (name: string) => clubRows.find((club) => club.name === name)?.id;
  const footballId = clubId(DEMO_FOOTBALL_CLUB);
  const hoopsId = clubId(DEMO_BASKETBALL_CLUB);
  const [owner] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.email, DEMO_REPORT_OWNER));
  if (!footballId || !hoopsId || !owner) throw new Error('The demo world is not created yet');
  const drills = await segmentTitlesOf(db, footballId);
  const footballDatasets = await db.transaction(async (tx) => {
    const add = (club: string, plan: DemoReportPlan) =>
      addReport(tx, { clubId: club, ownerPersonId: owner.id, today }, plan);
    const made: { id: string; range: Omit<NewDataset, 'clubId' | 'ownerPersonId' | 'title'> }[] =
      [];
    for (const plan of footballReportPlans(drills)) made.push(await add(footballId, plan));
    await add(hoopsId, HOOPS_REPORT_PLAN);
    return made;
  });
  // In the background: the server is listening by then (a failure is logged as a stray rejection).
  void options.regenerateAfter?.then(() =>
    db.transaction(async (tx) => {
      for (const dataset of footballDatasets)
        await regenerateDataset(tx, dataset.id, dataset.range);
    }),
  );
}

async function segmentTitlesOf(db: Db, clubId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ title: segments.title })
    .from(segments)
    .where(eq(segments.clubId, clubId))
    .orderBy(segments.title);
  return rows.map((row) => row.title);
}

async function addReport(
  tx: Db,
  owner: { clubId: string; ownerPersonId: string; today: string },
  plan: DemoReportPlan,
) {
  const range = {
    startsOn: addCalendarDays(owner.today, 1 - plan.weeks * 7),
    endsOn: owner.today,
    timeZone: DEMO_TIME_ZONE,
    dateFormat: 'DD/MM/YYYY',
  };
  const dataset = await createDataset(tx, {
    ...range,
    clubId: owner.clubId,
    ownerPersonId: owner.ownerPersonId,
    title: plan.title,
  });
  const [report] = await tx
    .insert(flexibleReports)
    .values({
      clubId: owner.clubId,
      ownerPersonId: owner.ownerPersonId,
      title: plan.title,
      datasetId: dataset.id,
    })
    .returning({ id: flexibleReports.id });
  await tx.insert(flexibleReportCharts).values(
    plan.charts.map((chart, index) => {
      const config = validateChartConfig(chart.chartConfig);
      if (!config.ok) throw new Error(`The demo chart ${chart.title} is not valid`);
      return {
        clubId: owner.clubId,
        flexibleReportId: report!.id,
        title: chart.title,
        position: index + 1,
        displayDataLabels: chart.displayDataLabels,
        chartConfig: config.value,
        sortConfig: chart.sortConfig,
        filters: chart.filters,
      };
    }),
  );
  return { id: dataset.id, range };
}
