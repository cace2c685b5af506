import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { datasets, datasetTemplates } from '../../src/db/tables.js';
import { GENERATE_DATASET } from '../../src/modules/datasets/datasetQueues.js';
import { generateDataset } from '../../src/modules/datasets/generateDataset.js';
import type { GraphqlCase } from './graphqlFixtures.js';
import type { JobCase } from './jobFixtures.js';
import type { RestCase } from './restFixtures.js';

/** A dataset of the victim club over its sessions, generated (not queued). */
async function generatedDataset(db: Db, clubId: string, title: string, csvTemplateId?: string) {
  const [dataset] = await db
    .insert(datasets)
    .values({
      clubId,
      title,
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
      timeZone: 'Europe/London',
      dateFormat: 'DD/MM/YYYY',
      csvTemplateId,
      gridConfig: csvTemplateId ? { version: 1, grouping: ['Secret grouping'] } : null,
    })
    .returning();
  const job = { clubId, datasetId: dataset!.id, generation: dataset!.generation };
  const outcome = await generateDataset(db, job);
  if (!outcome.stored || outcome.rowCount === 0)
    throw new Error('The victim dataset has no rows: its sessions are outside its range');
  return dataset!.id;
}

/**
 * Generated datasets of the victim club over its sessions (their rows hold
 * the athletes' names and numbers): a report's kind and a CSV Builder one
 * of its Session Data template, generated here rather than queued, so no
 * job of the club's changes its rows while outsiders try theirs.
 */
export async function seedVictimDataset(db: Db, clubId: string) {
  const [template] = await db
    .select({ id: datasetTemplates.id })
    .from(datasetTemplates)
    .where(and(eq(datasetTemplates.clubId, clubId), eq(datasetTemplates.kind, 'sessions')));
  if (!template) throw new Error('The victim club has no Session Data template');
  const datasetId = await generatedDataset(db, clubId, 'Secret dataset');
  const csvDatasetId = await generatedDataset(db, clubId, 'Secret CSV dataset', template.id);
  return {
    ids: { datasetId, csvDatasetId, datasetTemplateId: template.id },
    secrets: [
      datasetId,
      csvDatasetId,
      template.id,
      'Secret dataset',
      'Secret CSV dataset',
      'Secret grouping',
    ],
  };
}

const DATASET_FIELDS = `id title status failureReason createdAt startsAt endsAt csvTemplateId
  gridConfig dateFormat rowCount owner { id name } datasetTemplate { id name dateFormat kind }
  columns { id name rows chartDataType color quantity }`;
const TEMPLATE_FIELDS = 'id name dateFormat kind';
const DATASET_PAYLOAD = `dataset { ${DATASET_FIELDS} } errors { path fullMessages }`;

const CREATE_DATASET = `mutation ($attributes: CreateDatasetAttributes!) {
  createDataset(attributes: $attributes) { ${DATASET_PAYLOAD} } }`;
/** A dataset the form could have asked for: only the ids can make it fail. */
const newDataset = (clubId: string, csvTemplateId: string) => ({
  attributes: {
    clubId,
    csvTemplateId,
    title: 'Taken over',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
  },
});
const FETCH_DATASET = `query ($datasetIds: [ID!]!) {
  fetchDataset(datasetIds: $datasetIds) { ${DATASET_FIELDS} } }`;

/** Every dataset field that takes ids, called with the target's. */
export const DATASET_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Query.dataset': [
    {
      covers: ['id'],
      query: `query ($id: ID!) { dataset(id: $id) { ${DATASET_FIELDS} } }`,
      variables: (target) => ({ id: target.datasetId }),
    },
    {
      covers: ['id'],
      query: `query ($id: ID!) { dataset(id: $id) { ${DATASET_FIELDS} } }`,
      variables: (target) => ({ id: target.csvDatasetId }),
    },
  ],
  'Query.getDatasetTemplates': [
    {
      covers: ['ownerId'],
      query: `query ($ownerId: ID!) {
        getDatasetTemplates(ownerId: $ownerId, ownerType: Club) { ${TEMPLATE_FIELDS} } }`,
      variables: (target) => ({ ownerId: target.clubId }),
    },
  ],
  'Query.fetchDataset': [
    {
      covers: ['datasetIds'],
      query: FETCH_DATASET,
      variables: (target) => ({ datasetIds: [target.csvDatasetId] }),
    },
    {
      covers: ['datasetIds'],
      query: FETCH_DATASET,
      variables: (target) => ({ datasetIds: [target.csvDatasetId, target.datasetId] }),
    },
  ],
  'Mutation.createDataset': [
    {
      covers: ['attributes.clubId', 'attributes.csvTemplateId'],
      query: CREATE_DATASET,
      variables: (target) => newDataset(target.clubId, target.datasetTemplateId),
    },
    {
      covers: ['attributes.csvTemplateId'],
      query: CREATE_DATASET,
      variables: (target, own) => newDataset(own.clubId, target.datasetTemplateId),
    },
  ],
  'Mutation.updateDataset': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!, $attributes: UpdateDatasetAttributes!) {
        updateDataset(id: $id, attributes: $attributes) { ${DATASET_PAYLOAD} } }`,
      variables: (target) => ({
        id: target.csvDatasetId,
        attributes: {
          gridConfig: {
            version: 1,
            grouping: ['athlete_name'],
            aggregations: {},
            sorting: [],
            columnFilters: [],
            columnVisibility: {},
            columnOrder: [],
            columnSizing: {},
          },
        },
      }),
    },
  ],
  'Subscription.datasetUpdatedEvent': [
    {
      covers: ['id'],
      query: `subscription ($id: ID!) { datasetUpdatedEvent(id: $id) { id status } }`,
      variables: (target) => ({ id: target.datasetId }),
    },
    {
      covers: ['id'],
      query: `subscription ($id: ID!) { datasetUpdatedEvent(id: $id) { id status } }`,
      variables: (target) => ({ id: target.csvDatasetId }),
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
  'GET /api/datasets/:datasetId/table.arrow': [
    {
      covers: [':datasetId'],
      request: (target) => ({
        method: 'GET',
        url: `/api/datasets/${target.datasetId}/table.arrow`,
      }),
    },
    {
      covers: [':datasetId'],
      request: (target) => ({
        method: 'GET',
        url: `/api/datasets/${target.csvDatasetId}/table.arrow`,
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
