import Alert from '@mui/material/Alert';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { DatasetSubscription } from './csvBuilderOperations';

/**
 * One Generating dataset's live status (docs/product/reporting.md §4): a new status is written into its
 * cached row; once it is done (Completed, or Failed with its reason) the list is asked
 * for again. A broken subscription's message is shown as is (docs/product/reporting.md §8).
 */
export function GeneratingDatasetWatch({ datasetId }: { datasetId: string }) {
  const client = useApolloClient();
  const { error } = useSubscription(DatasetSubscription, {
    variables: { id: datasetId },
    onData: ({ data }) => {
      const event = data.data?.datasetUpdatedEvent;
      if (!event || event.status === 'Generating') return;
      const id = client.cache.identify({ __typename: 'Dataset', id: event.id });
      client.cache.modify({ id, fields: { status: () => event.status } });
      void client.refetchQueries({ include: ['AvailableDatasetsQuery'] });
    },
  });
  return error ? <Alert severity="error">{error.message}</Alert> : null;
}
