import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import type { DatasetTable } from '@touchline/domain';
import { useEffect, useMemo, useState } from 'react';
import type { DatasetStatus } from '../../gql/graphql';
import type { ReportDataset } from '../../lib/reporting/datasetTableFields';
import { DatasetTableRefused, fetchDatasetTable } from '../../lib/reporting/fetchDatasetTable';
import {
  CurrentReportQuery,
  DATASET_CONTEXT,
  DatasetQuery,
  DatasetUpdatedEventSubscription,
} from './CurrentReportQuery';

/**
 * The open report, its dataset and the dataset's live status (docs/product/reporting.md §4). A change of
 * status is written into the cached dataset; on becoming Completed the report and the
 * dataset are refetched together (one batched request), so charts never see a Completed
 * status beside the previous generation's columns. The table comes from the Arrow route
 * once the dataset is Completed, again each time it becomes Completed.
 */
export function useReportDataset(reportId: string) {
  const client = useApolloClient();
  const reportResult = useQuery(CurrentReportQuery, { variables: { id: reportId } });
  const report = reportResult.data?.flexibleReport ?? null;
  const datasetId = report?.dataset.id ?? '';
  // Active for as long as the report is open, so refetches by name (updateFlexibleReport's) reach it.
  const datasetResult = useQuery(DatasetQuery, {
    variables: { id: reportId },
    context: DATASET_CONTEXT,
  });

  const subscription = useSubscription(DatasetUpdatedEventSubscription, {
    variables: { id: datasetId },
    skip: !datasetId,
    onData: ({ data }) => {
      const event = data.data?.datasetUpdatedEvent;
      if (!event) return;
      const cacheId = client.cache.identify({ __typename: 'Dataset', id: event.id });
      const known = client.cache.readQuery({
        query: CurrentReportQuery,
        variables: { id: reportId },
      })?.flexibleReport?.dataset.status;
      if (event.status === known) return;
      if (event.status === 'Completed') {
        void client.refetchQueries({ include: ['CurrentReportQuery', 'DatasetQuery'] });
      } else {
        client.cache.modify({ id: cacheId, fields: { status: () => event.status } });
      }
    },
  });

  const status: DatasetStatus = report?.dataset.status ?? 'Generating';
  const fields = datasetResult.data?.flexibleReport?.dataset ?? null;
  const completed = status === 'Completed' && fields?.status === 'Completed';
  const table = useDatasetTable(completed ? datasetId : null);
  const dataset: ReportDataset | null = useMemo(
    () => (completed && fields && table.table ? { ...fields, table: table.table } : null),
    [completed, fields, table.table],
  );
  return {
    report,
    /** The dataset and its table once it is Completed and loaded. */
    dataset,
    status,
    loading: reportResult.loading && !report,
    /** The server's message when the report or its dataset could not be read. */
    errorMessage:
      (!report && !reportResult.loading ? reportResult.error?.message : null) ??
      (status === 'Completed' && !dataset && !datasetResult.loading
        ? (datasetResult.error?.message ?? table.errorMessage)
        : null),
    subscriptionError: subscription.error?.message ?? null,
  };
}

/** A Completed dataset's table (null while it loads or when there is none), fetched each time the id is given anew. */
function useDatasetTable(datasetId: string | null) {
  const [loaded, setLoaded] = useState<{
    datasetId: string;
    table: DatasetTable | null;
    errorMessage: string | null;
  } | null>(null);
  useEffect(() => {
    if (!datasetId) return;
    const controller = new AbortController();
    fetchDatasetTable(datasetId, controller.signal).then(
      (table) => setLoaded({ datasetId, table, errorMessage: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof DatasetTableRefused ? error.message : LOAD_TABLE_FAILED;
        setLoaded({ datasetId, table: null, errorMessage: message });
      },
    );
    return () => {
      controller.abort();
      setLoaded(null);
    };
  }, [datasetId]);
  const current = loaded && loaded.datasetId === datasetId ? loaded : null;
  return { table: current?.table ?? null, errorMessage: current?.errorMessage ?? null };
}

/** When the table could not be read and the server said nothing. */
const LOAD_TABLE_FAILED = 'The report data could not be loaded. Please try again.';
