import { parseGridConfig, type DatasetTable } from '@touchline/domain';
import type { FetchDatasetQueryQuery } from '../../gql/graphql';
import type { LoadedDataset } from './csvBuilderTypes';

export type FetchedDataset = FetchDatasetQueryQuery['fetchDataset'][number];

/** A fetched dataset and its table as the grid and charts read them; a saved layout that is not valid is ignored. */
export function loadedDatasetOf(dataset: FetchedDataset, table: DatasetTable): LoadedDataset {
  const parsed = dataset.gridConfig == null ? null : parseGridConfig(dataset.gridConfig);
  return {
    id: dataset.id,
    title: dataset.title,
    startsAt: dataset.startsAt,
    endsAt: dataset.endsAt,
    dateFormat: dataset.dateFormat,
    templateName: dataset.datasetTemplate?.name ?? null,
    table,
    gridConfig: parsed?.ok ? parsed.config : null,
    demo: false,
  };
}
