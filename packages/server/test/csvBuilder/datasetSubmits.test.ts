import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { datasets } from '../../src/db/tables.js';
import { createDataset, db, useCsvBuilderWorld, world } from './csvBuilderWorld.js';

// A submit sent twice at once (a double click, a retry) makes one dataset
// (found by a hardening probe): the client sends a key it made for that submit.

useCsvBuilderWorld();

const datasetsOfClub = async () =>
  (await db().select({ id: datasets.id }).from(datasets).where(eq(datasets.clubId, world.clubId)))
    .length;

describe('createDataset sent twice at once', () => {
  it('with the same request key makes one dataset and answers it to both', async () => {
    const before = await datasetsOfClub();
    const requestKey = randomUUID();
    const [first, second] = await Promise.all([
      createDataset({ title: 'Twice', requestKey }),
      createDataset({ title: 'Twice', requestKey }),
    ]);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    expect(second.dataset!.id).toBe(first.dataset!.id);
    expect(await datasetsOfClub()).toBe(before + 1);
  });

  it('with two keys (two submits) makes two', async () => {
    const before = await datasetsOfClub();
    await Promise.all([
      createDataset({ title: 'Once', requestKey: randomUUID() }),
      createDataset({ title: 'Again', requestKey: randomUUID() }),
    ]);
    expect(await datasetsOfClub()).toBe(before + 2);
  });

  it('refuses a key that is not a UUID, making nothing', async () => {
    const before = await datasetsOfClub();
    const { dataset, errors } = await createDataset({ requestKey: 'twice' });
    expect(dataset).toBeNull();
    expect(errors).toEqual([
      { path: ['requestKey'], fullMessages: ['Request key must be a UUID.'] },
    ]);
    expect(await datasetsOfClub()).toBe(before);
  });
});
