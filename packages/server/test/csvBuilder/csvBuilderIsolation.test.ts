import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clubRowsDigest } from '../isolation/clubRowsDigest.js';
import {
  AVAILABLE_DATASETS,
  CREATE_DATASET,
  FETCH_DATASET,
  GROUPED_LAYOUT,
  TEMPLATES,
  UPDATE_DATASET,
} from './csvBuilderOperations.js';
import { aDataset, call, templateOf, useCsvBuilderWorld, world } from './csvBuilderWorld.js';

useCsvBuilderWorld();

/** Another club's staff and a person with no club: Touchline FC's ids must answer as unknown ones. */
const OUTSIDERS = ['staff of another club', 'signed in, no club'];

interface Target {
  clubId: string;
  templateId: string;
  datasetId: string;
}

const calls: [string, string, (target: Target, ownClubId: string) => Record<string, unknown>][] = [
  ['templates', TEMPLATES, (target) => ({ ownerId: target.clubId })],
  ['datasets', AVAILABLE_DATASETS, (target) => ({ clubId: target.clubId })],
  ['fetchDataset', FETCH_DATASET, (target) => ({ datasetIds: [target.datasetId] })],
  [
    'createDataset in the club',
    CREATE_DATASET,
    (target) => ({ attributes: newDataset(target.clubId, target.templateId) }),
  ],
  [
    'createDataset with a foreign template',
    CREATE_DATASET,
    (target, ownClubId) => ({ attributes: newDataset(ownClubId, target.templateId) }),
  ],
  [
    'updateDataset',
    UPDATE_DATASET,
    (target) => ({ id: target.datasetId, attributes: { gridConfig: GROUPED_LAYOUT } }),
  ],
];

function newDataset(clubId: string, csvTemplateId: string) {
  return {
    clubId,
    csvTemplateId,
    title: 'Taken over',
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  };
}

describe.each(OUTSIDERS)('as %s', (role) => {
  it('answers Touchline FC’s templates and datasets like unknown ids, and changes nothing', async () => {
    const outsider = world.outsiders.find((each) => each.role === role)!;
    const dataset = await aDataset({ title: 'Secret dataset' });
    const victim: Target = {
      clubId: world.clubId,
      templateId: (await templateOf(world.clubId, 'sessions')).id,
      datasetId: dataset.id,
    };
    const unknown: Target = {
      clubId: randomUUID(),
      templateId: randomUUID(),
      datasetId: randomUUID(),
    };
    const database = world.testApp.testDatabase.database;
    const before = await clubRowsDigest(database, world.clubId);
    for (const [what, query, variables] of calls) {
      const answer = async (target: Target) =>
        JSON.stringify(await call(query, variables(target, outsider.own.clubId), outsider.session));
      const forVictim = await answer(victim);
      expect(forVictim, what).toBe(await answer(unknown));
      for (const secret of [world.clubId, victim.templateId, dataset.id, 'Secret dataset'])
        expect(forVictim, what).not.toContain(secret);
    }
    expect(await clubRowsDigest(database, world.clubId)).toBe(before);
  });
});
