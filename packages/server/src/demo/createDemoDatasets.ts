import { addCalendarDays, calendarDateIn, type DatasetTemplateKind } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { clubs, datasets, datasetTemplates, persons } from '../db/tables.js';
import {
  createDataset,
  regenerateDataset,
  type DatasetRange,
  markDatasetFailed,
} from '../modules/datasets/index.js';
import { DEMO_FOOTBALL_CLUB } from './demoAccounts.js';

const DEMO_DATASET_OWNER = 'coach@touchline.test';
const DEMO_TIME_ZONE = 'Europe/London';

/** A CSV Builder dataset of the demo: its template, title and the weeks up to today. */
interface DemoDatasetPlan {
  kind: DatasetTemplateKind;
  title: string;
  weeks: number;
}

export const DEMO_COMPLETED_DATASETS: readonly DemoDatasetPlan[] = [
  { kind: 'sessions', title: 'Session Data: last 4 weeks', weeks: 4 },
  { kind: 'weeklyLoad', title: 'Weekly Load: last 8 weeks', weeks: 8 },
];
export const DEMO_FAILED_DATASET: DemoDatasetPlan = {
  kind: 'segments',
  title: 'Segment Data: last 2 weeks',
  weeks: 2,
};

/**
 * Touchline FC's CSV Builder datasets (docs/product/dataset-templates.md), owned by the coach:
 * Session Data over the last 4 weeks and Weekly Load over the last 8,
 * queued like any other (the workers generate them; nothing slow happens
 * here), and one Segment Data dataset Failed with the reason a generation
 * that fails for good stores. While the season's latest session still
 * processes (`regenerateAfter`), the two are generated again after it.
 */
export async function createDemoDatasets(
  db: Db,
  options: { now?: Date; regenerateAfter?: Promise<void> } = {},
): Promise<void> {
  const today = calendarDateIn(options.now ?? new Date(), DEMO_TIME_ZONE);
  const [club] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.name, DEMO_FOOTBALL_CLUB));
  const [owner] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.email, DEMO_DATASET_OWNER));
  if (!club || !owner) throw new Error('The demo world is not created yet');
  const templates = await db
    .select()
    .from(datasetTemplates)
    .where(eq(datasetTemplates.clubId, club.id));
  const templateOf = (kind: DatasetTemplateKind) => {
    const template = templates.find((each) => each.kind === kind);
    if (!template) throw new Error(`Touchline FC has no ${kind} template`);
    return template;
  };
  const fieldsOf = (plan: DemoDatasetPlan) => {
    const template = templateOf(plan.kind);
    const range: DatasetRange = {
      startsOn: addCalendarDays(today, 1 - plan.weeks * 7),
      endsOn: today,
      timeZone: DEMO_TIME_ZONE,
    };
    return {
      range,
      dataset: {
        ...range,
        clubId: club.id,
        ownerPersonId: owner.id,
        title: plan.title,
        dateFormat: template.dateFormat,
        csvTemplateId: template.id,
      },
    };
  };

  const completed = await db.transaction(async (tx) => {
    const made: { id: string; range: DatasetRange }[] = [];
    for (const plan of DEMO_COMPLETED_DATASETS) {
      const { range, dataset } = fieldsOf(plan);
      made.push({ id: (await createDataset(tx, dataset)).id, range });
    }
    return made;
  });
  // Stored without a job, then failed as the generation job fails one for good.
  const [failing] = await db
    .insert(datasets)
    .values(fieldsOf(DEMO_FAILED_DATASET).dataset)
    .returning({ id: datasets.id, generation: datasets.generation });
  await markDatasetFailed(db, {
    clubId: club.id,
    datasetId: failing!.id,
    generation: failing!.generation,
  });
  // In the background: the server is listening by then (a failure is logged as a stray rejection).
  void options.regenerateAfter?.then(() =>
    db.transaction(async (tx) => {
      for (const dataset of completed) await regenerateDataset(tx, dataset.id, dataset.range);
    }),
  );
}
