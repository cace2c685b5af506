import { useQuery } from '@apollo/client/react';
import { AvailableDatasetsQuery } from './csvBuilderOperations';

/** The club's datasets, always from the network (docs/product/reporting.md §7); skipped without a club. */
export function useAvailableDatasets(clubId: string) {
  const { data, loading, error } = useQuery(AvailableDatasetsQuery, {
    variables: { clubId },
    fetchPolicy: 'network-only',
    skip: !clubId,
  });
  const datasets = data?.club?.datasets ?? null;
  return {
    datasets,
    loading: loading && datasets === null,
    errorMessage: datasets === null && !loading ? (error?.message ?? null) : null,
  };
}
