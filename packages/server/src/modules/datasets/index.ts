export { type DatasetTableWork, type StoredTable, buildStoredTable } from './buildStoredTable.js';
export type { DatasetParent, DatasetRow } from './datasetRows.js';
export { datasetNotFound, datasetsOn } from './datasetSubject.js';
export { DATASET_ROW_FIELDS } from './datasets.loaders.js';
export {
  type DatasetRange,
  type NewDataset,
  copyDataset,
  createDataset,
  regenerateDataset,
} from './datasets.service.js';
export { markDatasetFailed } from './generateDataset.js';
export { generateDatasetJob } from './datasetQueues.js';
export { type SurveyMetricAnswer, loadSurveyMetrics } from './loadSurveyMetrics.js';
