import type { Db } from '../../src/db/database.js';
import { datasets } from '../../src/db/tables.js';
import { GENERATE_DATASET } from '../../src/modules/datasets/datasetQueues.js';
import { generateDataset } from '../../src/modules/datasets/generateDataset.js';
import type { GraphqlCase } from './graphqlFixtures.js';
import type { JobCase } from './jobFixtures.js';
import type { RestCase } from './restFixtures.js';

/**
 * A generated dataset of the victim club over its sessions (its rows hold
 * the athletes' names and numbers), generated here rather than queued, so
 * no job of the club's changes its rows while outsiders try theirs.
 */
export async function seedVictimDataset(db: Db, clubId: string) {
  const [dataset] = await db
    .insert(datasets)
    .values({
      clubId,
      title: 'Secret dataset',
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
      timeZone: 'Europe/London',
      dateFormat: 'DD/MM/YYYY',
    })
    .returning();
  const job = { clubId, datasetId: dataset!.id, generation: dataset!.generation };
  const outcome = await generateDataset(db, job);
  if (!outcome.stored || outcome.rowCount === 0)
    throw new Error('The victim dataset has no rows: its sessions are outside its range');
  return { ids: { datasetId: dataset!.id }, secrets: [dataset!.id, 'Secret dataset'] };
}

const DATASET_FIELDS = `id title status createdAt startsAt endsAt csvTemplateId gridConfig
  dateFormat rowCount owner { id name } columns { id name rows chartDataType color quantity }`;

/** Every dataset field that takes ids, called with the target's. */
export const DATASET_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Query.dataset': [
    {
      covers: ['id'],
      query: `query ($id: ID!) { dataset(id: $id) { ${DATASET_FIELDS} } }`,
      variables: (target) => ({ id: target.datasetId }),
    },
  ],
  'Subscription.datasetUpdatedEvent': [
    {
      covers: ['id'],
      query: `subscription ($id: ID!) { datasetUpdatedEvent(id: $id) { id status } }`,
      variables: (target) => ({ id: target.datasetId }),
    },
  ],
};

export const DATASET_REST_FIXTURES: Record<string, RestCase[]> = {
  'GET /api/export/datasets/:datasetId/dataset.csv': [
    {
      covers: [':datasetId'],
      request: (target) => ({
        method: 'GET',
        url: `/api/export/datasets/${target.datasetId}/dataset.csv`,
      }),
    },
  ],
};

export const DATASET_JOB_FIXTURES: Record<string, JobCase> = {
  [GENERATE_DATASET]: (victim, clubId) => ({
    clubId,
    datasetId: victim.ids.datasetId,
    generation: 1,
  }),
};
