import { DEFAULT_DATASET_TEMPLATES, EMPTY_GRID_CONFIG } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, datasets, datasetTemplates } from '../../src/db/tables.js';
import { markDatasetFailed } from '../../src/modules/datasets/generateDataset.js';
import { generationFailureReason } from '../../src/modules/datasets/datasetFailure.js';
import {
  AVAILABLE_DATASETS,
  FETCH_DATASET,
  GROUPED_LAYOUT,
  TEMPLATES,
  UPDATE_DATASET,
  type DatasetAnswer,
  type PayloadErrors,
  type TemplateAnswer,
} from './csvBuilderOperations.js';
import {
  aDataset,
  ask,
  call,
  db,
  setCsvBuilder,
  useCsvBuilderWorld,
  world,
} from './csvBuilderWorld.js';

useCsvBuilderWorld();

type Templates = { getDatasetTemplates: TemplateAnswer[] };
type Listed = { club: { datasets: DatasetAnswer[] } };
type Fetched = { fetchDataset: DatasetAnswer[] };
type Updated = {
  updateDataset: { dataset: { id: string; gridConfig: unknown } | null } & PayloadErrors;
};

const UNKNOWN = '7a4c1a8e-3a55-4a6b-9d87-1d2b4a0c9e10';
const expectedTemplates = DEFAULT_DATASET_TEMPLATES.map(({ kind, name }) => ({ kind, name }));

const fetchAs = (datasetIds: string[], as = world.coach) =>
  call<Fetched>(FETCH_DATASET, { datasetIds }, as);
const update = (id: string, gridConfig: unknown, as = world.coach) =>
  ask<Updated>(UPDATE_DATASET, { id, attributes: { gridConfig } }, as);

describe('templates', () => {
  it('gives every club, a new one too, exactly the default templates', async () => {
    const [football] = await db().select().from(clubs).where(eq(clubs.id, world.clubId));
    const [club] = await db()
      .insert(clubs)
      .values({ name: 'Templates Town', sport: 'rugby', organisationId: football!.organisationId })
      .returning();
    const stored = await db()
      .select({ kind: datasetTemplates.kind, name: datasetTemplates.name })
      .from(datasetTemplates)
      .where(eq(datasetTemplates.clubId, club!.id));
    expect(stored.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...expectedTemplates].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('are answered to members, in the picker’s order', async () => {
    for (const as of [world.coach, world.athlete]) {
      const { getDatasetTemplates } = await ask<Templates>(
        TEMPLATES,
        { ownerId: world.clubId },
        as,
      );
      expect(getDatasetTemplates.map(({ kind, name }) => ({ kind, name }))).toEqual(
        expectedTemplates,
      );
      expect(getDatasetTemplates.every((each) => each.dateFormat === 'DD/MM/YYYY')).toBe(true);
    }
  });
});

describe('the club’s datasets and fetchDataset', () => {
  it('lists the template datasets newest first, not a report’s', async () => {
    const older = await aDataset({ title: 'Older' });
    const newer = await aDataset({ title: 'Newer' });
    const [report] = await db()
      .insert(datasets)
      .values({
        clubId: world.clubId,
        title: 'A report’s dataset',
        startsOn: '2026-10-01',
        endsOn: '2026-10-31',
        timeZone: 'Europe/London',
        dateFormat: 'DD/MM/YYYY',
      })
      .returning();
    const { club } = await ask<Listed>(AVAILABLE_DATASETS, { clubId: world.clubId });
    const ids = club.datasets.map((dataset) => dataset.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids).not.toContain(report!.id);
    const athleteView = await ask<Listed>(
      AVAILABLE_DATASETS,
      { clubId: world.clubId },
      world.athlete,
    );
    expect(athleteView.club.datasets.map((dataset) => dataset.id)).toEqual(ids);

    const answer = await fetchAs([report!.id]);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ message: 'Dataset not found' });
  });

  it('fetches datasets in the order asked, all or nothing, at most 10', async () => {
    const first = await aDataset({ title: 'First' });
    const second = await aDataset({ title: 'Second' });
    const both = await fetchAs([second.id, first.id], world.athlete);
    expect(both.errors).toBeUndefined();
    expect(both.data!.fetchDataset.map((dataset) => dataset.title)).toEqual(['Second', 'First']);
    for (const ids of [[first.id, UNKNOWN], ['not-an-id']]) {
      const answer = await fetchAs(ids);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Dataset not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const elevenIds = { datasetIds: Array.from({ length: 11 }, () => first.id) };
    const tooMany = await call(
      `query ($datasetIds: [ID!]!) { fetchDataset(datasetIds: $datasetIds) { id } }`,
      elevenIds,
    );
    expect(tooMany.errors?.[0]?.message).toBe('Ask for at most 10 datasets at a time.');
    // With their tables, ten copies are refused before anything is read: each counts its rows.
    const tenTables = await fetchAs(Array.from({ length: 10 }, () => first.id));
    expect(tenTables.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_LARGE');
  });

  it('answers why a dataset Failed', async () => {
    const dataset = await aDataset({ title: 'Doomed' });
    const [row] = await db().select().from(datasets).where(eq(datasets.id, dataset.id));
    await markDatasetFailed(db(), {
      clubId: world.clubId,
      datasetId: row!.id,
      generation: row!.generation,
    });
    const { fetchDataset } = await ask<Fetched>(FETCH_DATASET, { datasetIds: [dataset.id] });
    expect(fetchDataset[0]).toMatchObject({
      status: 'Failed',
      failureReason:
        'The data could not be generated after 3 attempts. Generate it again; if this problem persists contact support.',
    });
    expect(fetchDataset[0]!.failureReason).toBe(generationFailureReason());
  });
});

describe('updateDataset', () => {
  it('saves the grid layout, which fetchDataset answers as saved', async () => {
    const dataset = await aDataset();
    const { updateDataset } = await update(dataset.id, GROUPED_LAYOUT);
    expect(updateDataset).toEqual({
      dataset: { id: dataset.id, gridConfig: GROUPED_LAYOUT },
      errors: [],
    });
    const { fetchDataset } = await ask<Fetched>(FETCH_DATASET, { datasetIds: [dataset.id] });
    expect(fetchDataset[0]!.gridConfig).toEqual(GROUPED_LAYOUT);
  });

  it('refuses a broken layout, athletes and unknown ids, changing nothing', async () => {
    const dataset = await aDataset({ gridConfig: GROUPED_LAYOUT });
    const broken = await update(dataset.id, { ...EMPTY_GRID_CONFIG, grouping: 'athlete_name' });
    expect(broken.updateDataset.dataset).toBeNull();
    expect(broken.updateDataset.errors[0]!.path).toEqual(['gridConfig', 'grouping']);
    const athlete = await update(dataset.id, EMPTY_GRID_CONFIG, world.athlete);
    expect(athlete.updateDataset.errors).toEqual([
      { path: ['id'], fullMessages: ['Only club staff can create or change reports'] },
    ]);
    const unknown = await update(UNKNOWN, EMPTY_GRID_CONFIG);
    expect(unknown.updateDataset.errors).toEqual([
      { path: ['id'], fullMessages: ['Dataset not found'] },
    ]);
    const [row] = await db().select().from(datasets).where(eq(datasets.id, dataset.id));
    expect(row!.gridConfig).toEqual(GROUPED_LAYOUT);
  });
});

describe('a club without the CSV Builder (flexible_reporting off)', () => {
  it('has no templates or datasets, as if none existed', async () => {
    const dataset = await aDataset();
    await setCsvBuilder(world.clubId, false);
    try {
      expect(await ask<Templates>(TEMPLATES, { ownerId: world.clubId })).toEqual({
        getDatasetTemplates: [],
      });
      expect(
        (await ask<Listed>(AVAILABLE_DATASETS, { clubId: world.clubId })).club.datasets,
      ).toEqual([]);
      expect((await fetchAs([dataset.id])).errors?.[0]?.message).toBe('Dataset not found');
      expect((await update(dataset.id, EMPTY_GRID_CONFIG)).updateDataset.errors).toEqual([
        { path: ['id'], fullMessages: ['Dataset not found'] },
      ]);
    } finally {
      await setCsvBuilder(world.clubId, true);
    }
  });
});
