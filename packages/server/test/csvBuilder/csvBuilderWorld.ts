import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { datasetTemplates, featureSwitches } from '../../src/db/tables.js';
import { signInOutsiders, type Outsider } from '../isolation/outsiders.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import {
  CREATE_DATASET,
  type DatasetAnswer,
  type PayloadErrors,
  type TemplateAnswer,
} from './csvBuilderOperations.js';

/** The API without workers (datasets stay Generating): the demo clubs, their staff and outsiders. */
export interface CsvBuilderWorld {
  testApp: TestApp;
  coach: Session;
  athlete: Session;
  clubId: string;
  hoopsId: string;
  outsiders: Outsider[];
}

export const world = {} as CsvBuilderWorld;
export const db = () => world.testApp.testDatabase.database.db;

export function useCsvBuilderWorld(): void {
  beforeAll(async () => {
    world.testApp = await startTestApp({ workers: false });
    world.coach = await signIn(world.testApp.app, 'coach@touchline.test');
    world.athlete = await signIn(world.testApp.app, 'athlete@touchline.test');
    world.clubId = await clubIdNamed(db(), 'Touchline FC');
    world.hoopsId = await clubIdNamed(db(), 'Touchline Hoops');
    world.outsiders = await signInOutsiders(world.testApp);
  });
  afterAll(() => world.testApp?.close());
}

/** Asks as `as` in London's time zone; the whole answer (data and errors). */
export function call<T>(query: string, variables: Record<string, unknown>, as = world.coach) {
  return graphql<T>(world.testApp.app, as, query, variables, { 'x-time-zone': 'Europe/London' });
}

/** Asks and expects no GraphQL error. */
export async function ask<T>(query: string, variables: Record<string, unknown>, as = world.coach) {
  const answer = await call<T>(query, variables, as);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** A club's template of a kind, as stored. */
export async function templateOf(clubId: string, kind: TemplateAnswer['kind']) {
  const [template] = await db()
    .select()
    .from(datasetTemplates)
    .where(
      and(
        eq(datasetTemplates.clubId, clubId),
        eq(datasetTemplates.kind, kind as 'sessions' | 'segments' | 'weeklyLoad'),
      ),
    );
  if (!template) throw new Error(`No ${kind} template`);
  return template;
}

type Created = { createDataset: { dataset: DatasetAnswer | null } & PayloadErrors };

/** createDataset as the create form sends it: Session Data of Touchline FC over October. */
export async function createDataset(attributes: Record<string, unknown> = {}, as = world.coach) {
  const template = await templateOf(world.clubId, 'sessions');
  const data = await ask<Created>(
    CREATE_DATASET,
    {
      attributes: {
        clubId: world.clubId,
        csvTemplateId: template.id,
        title: 'October sessions',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        ...attributes,
      },
    },
    as,
  );
  return data.createDataset;
}

/** A dataset that must be made. */
export async function aDataset(attributes: Record<string, unknown> = {}): Promise<DatasetAnswer> {
  const { dataset, errors } = await createDataset(attributes);
  expect(errors).toEqual([]);
  return dataset!;
}

/** Turns a club's CSV Builder (its flexible_reporting switch) on or off. */
export async function setCsvBuilder(clubId: string, enabled: boolean) {
  await db()
    .update(featureSwitches)
    .set({ enabled })
    .where(and(eq(featureSwitches.clubId, clubId), eq(featureSwitches.name, 'flexible_reporting')));
}
