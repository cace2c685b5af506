// The CSV Builder's calls as the web app makes them (docs/product/reporting.md §7), for the tests.

const SUMMARY = `id title status failureReason createdAt startsAt endsAt csvTemplateId
  dateFormat rowCount gridConfig owner { id name } datasetTemplate { id name dateFormat kind }`;

export const TEMPLATES = `query ($ownerId: ID!) {
  getDatasetTemplates(ownerId: $ownerId, ownerType: Club) { id name dateFormat kind } }`;

export const AVAILABLE_DATASETS = `query ($clubId: ID!) {
  club(id: $clubId) { id datasets { ${SUMMARY} } } }`;

export const FETCH_DATASET = `query ($datasetIds: [ID!]!) {
  fetchDataset(datasetIds: $datasetIds) { ${SUMMARY} columns { id name rows quantity } } }`;

export const CREATE_DATASET = `mutation ($attributes: CreateDatasetAttributes!) {
  createDataset(attributes: $attributes) { dataset { ${SUMMARY} } errors { path fullMessages } } }`;

export const UPDATE_DATASET = `mutation ($id: ID!, $attributes: UpdateDatasetAttributes!) {
  updateDataset(id: $id, attributes: $attributes) { dataset { id gridConfig } errors { path fullMessages } } }`;

export const DATASET_EVENTS = `subscription ($id: ID!) { datasetUpdatedEvent(id: $id) { id status } }`;

export interface TemplateAnswer {
  id: string;
  name: string;
  dateFormat: string;
  kind: string;
}

export interface DatasetAnswer {
  id: string;
  title: string;
  status: string;
  failureReason: string | null;
  startsAt: string;
  endsAt: string;
  csvTemplateId: string | null;
  dateFormat: string;
  rowCount: number;
  gridConfig: unknown;
  owner: { id: string; name: string } | null;
  datasetTemplate: TemplateAnswer | null;
  columns?: { id: string; name: string; rows: unknown[]; quantity: string | null }[];
}

export interface PayloadErrors {
  errors: { path: string[]; fullMessages: string[] }[];
}

/** A layout the grid could have saved. */
export const GROUPED_LAYOUT = {
  version: 1,
  grouping: ['athlete_position', 'athlete_name'],
  aggregations: { total_distance_m: 'avg' },
  sorting: [{ id: 'start_date', desc: true }],
  columnFilters: [{ id: 'session_type', kind: 'set', values: ['Match'] }],
  columnVisibility: { tags: false },
  columnOrder: ['athlete_name', 'start_date', 'total_distance_m'],
  columnSizing: { athlete_name: 180 },
};
