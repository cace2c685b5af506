import {
  DATASET_END_BEFORE_START,
  DATASET_RANGE_TOO_LONG,
  DATASET_START_DATE_INVALID,
  DATASET_TITLE_BLANK,
  GRID_CONFIG_TOO_LARGE,
} from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { datasets } from '../../src/db/tables.js';
import { clubRowsDigest } from '../isolation/clubRowsDigest.js';
import { GROUPED_LAYOUT } from './csvBuilderOperations.js';
import {
  aDataset,
  createDataset,
  db,
  templateOf,
  useCsvBuilderWorld,
  world,
} from './csvBuilderWorld.js';

useCsvBuilderWorld();

const digest = () => clubRowsDigest(world.testApp.testDatabase.database, world.clubId);

/** createDataset's errors, checking nothing of the club changed. */
async function refused(attributes: Record<string, unknown>, as = world.coach) {
  const before = await digest();
  const { dataset, errors } = await createDataset(attributes, as);
  expect(dataset).toBeNull();
  expect(await digest()).toBe(before);
  return errors;
}

describe('createDataset', () => {
  it('stores a Generating dataset of the template, in its date format and the person’s zone', async () => {
    const template = await templateOf(world.clubId, 'weeklyLoad');
    const dataset = await aDataset({
      csvTemplateId: template.id,
      title: '  Weekly Load: October  ',
      gridConfig: GROUPED_LAYOUT,
    });
    expect(dataset).toMatchObject({
      title: 'Weekly Load: October',
      status: 'Generating',
      failureReason: null,
      startsAt: '2026-10-01',
      endsAt: '2026-10-31',
      csvTemplateId: template.id,
      dateFormat: template.dateFormat,
      rowCount: 0,
      gridConfig: GROUPED_LAYOUT,
      owner: { name: 'Alex Morgan' },
      datasetTemplate: { id: template.id, name: 'Weekly Load', kind: 'weeklyLoad' },
    });
    const [row] = await db().select().from(datasets).where(eq(datasets.id, dataset.id));
    expect(row).toMatchObject({ clubId: world.clubId, timeZone: 'Europe/London' });
  });

  it('requires a title', async () => {
    for (const title of ['', '   '])
      expect(await refused({ title })).toEqual([
        { path: ['title'], fullMessages: [DATASET_TITLE_BLANK] },
      ]);
  });

  it('requires the start on or before the end, and real dates', async () => {
    expect(await refused({ startDate: '2026-10-31', endDate: '2026-10-30' })).toEqual([
      { path: ['endDate'], fullMessages: [DATASET_END_BEFORE_START] },
    ]);
    expect(await refused({ startDate: '2026-02-30' })).toEqual([
      { path: ['startDate'], fullMessages: [DATASET_START_DATE_INVALID] },
    ]);
    // One day is a range.
    await aDataset({ startDate: '2026-10-31', endDate: '2026-10-31' });
  });

  it('allows at most one year', async () => {
    expect(await refused({ startDate: '2025-10-01', endDate: '2026-10-02' })).toEqual([
      { path: ['endDate'], fullMessages: [DATASET_RANGE_TOO_LONG] },
    ]);
    await aDataset({ startDate: '2025-10-01', endDate: '2026-10-01' });
  });

  it('requires a template of the club, answering a foreign one like an unknown one', async () => {
    const hoopsTemplate = await templateOf(world.hoopsId, 'sessions');
    const notFound = [{ path: ['csvTemplateId'], fullMessages: ["Template can't be found"] }];
    for (const csvTemplateId of [
      hoopsTemplate.id,
      '7a4c1a8e-3a55-4a6b-9d87-1d2b4a0c9e10',
      'not-an-id',
    ])
      expect(await refused({ csvTemplateId })).toEqual(notFound);
  });

  it('answers every broken rule at once', async () => {
    expect(
      await refused({ title: '', startDate: '2026-11-01', csvTemplateId: 'not-an-id' }),
    ).toEqual([
      { path: ['title'], fullMessages: [DATASET_TITLE_BLANK] },
      { path: ['endDate'], fullMessages: [DATASET_END_BEFORE_START] },
      { path: ['csvTemplateId'], fullMessages: ["Template can't be found"] },
    ]);
  });

  it('refuses a layout the grid could not have saved', async () => {
    expect(await refused({ gridConfig: { ...GROUPED_LAYOUT, version: 2 } })).toEqual([
      { path: ['gridConfig', 'version'], fullMessages: ['The grid layout version must be 1.'] },
    ]);
    const huge = { ...GROUPED_LAYOUT, columnOrder: ['x'.repeat(70_000)] };
    expect(await refused({ gridConfig: huge })).toEqual([
      { path: ['gridConfig'], fullMessages: [GRID_CONFIG_TOO_LARGE] },
    ]);
  });

  it('refuses athletes, and answers an unknown club', async () => {
    expect(await refused({}, world.athlete)).toEqual([
      { path: ['clubId'], fullMessages: ['Only club staff can create or change reports'] },
    ]);
    expect(await refused({ clubId: '7a4c1a8e-3a55-4a6b-9d87-1d2b4a0c9e10' })).toEqual([
      { path: ['clubId'], fullMessages: ['Club not found'] },
    ]);
  });
});
