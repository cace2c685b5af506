import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { serverErrorMessage } from '../../lib/apollo/serverErrorMessage';
import { DatasetTableRefused, fetchDatasetTable } from '../../lib/reporting/fetchDatasetTable';
import { FetchDatasetQuery } from './csvBuilderOperations';
import type { LoadedDataset } from './csvBuilderTypes';
import { loadedDatasetOf } from './loadedDatasetOf';

/** A dataset in the builder, with what its details bar and duplicate dialog need besides. */
export interface BuilderDataset {
  dataset: LoadedDataset;
  /** The template to duplicate it with; null for the tour's demo dataset. */
  csvTemplateId: string | null;
  ownerName: string | null;
  rowCount: number;
}

/** When the server answers neither the dataset nor a message. */
export const LOAD_DATASET_FAILED = 'The dataset could not be loaded. Please try again.';

/**
 * Loads a Completed dataset into the builder: its details (FetchDatasetQuery, never cached)
 * and, at the same time, its table from the Arrow route. A load asked for later wins over an earlier one still under way; a failed load
 * keeps what was shown and says why (the server's message, docs/product/reporting.md §8).
 */
export function useLoadDataset() {
  const client = useApolloClient();
  const latest = useRef(0);
  const [loaded, setLoaded] = useState<BuilderDataset | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const load = useCallback(
    async (datasetId: string) => {
      const request = ++latest.current;
      setLoadingId(datasetId);
      setErrorMessage(null);
      let message: string | null = null;
      try {
        const table = fetchDatasetTable(datasetId);
        // Read at once, so a refusal of the details does not leave the table's unhandled.
        table.catch(() => {});
        const { data, error } = await client.query({
          query: FetchDatasetQuery,
          variables: { datasetIds: [datasetId] },
          fetchPolicy: 'no-cache',
        });
        const fetched = data?.fetchDataset[0];
        if (request !== latest.current) return;
        if (fetched) {
          const loadedTable = await table;
          if (request !== latest.current) return;
          setLoaded({
            dataset: loadedDatasetOf(fetched, loadedTable),
            csvTemplateId: fetched.csvTemplateId,
            ownerName: fetched.owner?.name ?? null,
            rowCount: fetched.rowCount,
          });
        } else message = error?.message ?? LOAD_DATASET_FAILED;
      } catch (error) {
        message =
          (error instanceof DatasetTableRefused ? error.message : serverErrorMessage(error)) ??
          LOAD_DATASET_FAILED;
      }
      if (request !== latest.current) return;
      setErrorMessage(message);
      setLoadingId(null);
    },
    [client],
  );

  return { loaded, loadingId, errorMessage, load };
}
