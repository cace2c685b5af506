import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import type { DatasetStatus } from '../../gql/graphql';
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
 * status beside the previous generation's columns.
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
  const dataset = datasetResult.data?.flexibleReport?.dataset ?? null;
  return {
    report,
    /** The dataset's table once it is Completed and loaded. */
    dataset: status === 'Completed' && dataset?.status === 'Completed' ? dataset : null,
    status,
    loading: reportResult.loading && !report,
    /** The server's message when the report or its dataset could not be read. */
    errorMessage:
      (!report && !reportResult.loading ? reportResult.error?.message : null) ??
      (status === 'Completed' && !dataset && !datasetResult.loading
        ? (datasetResult.error?.message ?? null)
        : null),
    subscriptionError: subscription.error?.message ?? null,
  };
}
