import { parseGridConfig } from '@touchline/domain';
import type { FetchDatasetQueryQuery } from '../../gql/graphql';
import { datasetTable } from '../../lib/reporting/reportColumns';
import type { LoadedDataset } from './csvBuilderTypes';

export type FetchedDataset = FetchDatasetQueryQuery['fetchDataset'][number];

/** A fetched dataset as the grid and charts read it; a saved layout that is not valid is ignored. */
export function loadedDatasetOf(dataset: FetchedDataset): LoadedDataset {
  const parsed = dataset.gridConfig == null ? null : parseGridConfig(dataset.gridConfig);
  return {
    id: dataset.id,
    title: dataset.title,
    startsAt: dataset.startsAt,
    endsAt: dataset.endsAt,
    dateFormat: dataset.dateFormat,
    templateName: dataset.datasetTemplate?.name ?? null,
    table: datasetTable(dataset),
    gridConfig: parsed?.ok ? parsed.config : null,
    demo: false,
  };
}
