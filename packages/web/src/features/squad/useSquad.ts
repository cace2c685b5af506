import { useQuery, useSubscription } from '@apollo/client/react';
import { SquadQuery, SquadUpdatedSubscription } from './squadDocuments';

/** The club's squad, groups and positions, asked again whenever any of them changes (live). */
export function useSquad(clubId: string, includeArchived: boolean) {
  const query = useQuery(SquadQuery, {
    variables: { clubId, includeArchived },
    skip: !clubId,
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(SquadUpdatedSubscription, {
    variables: { clubId },
    skip: !clubId,
    onData: () => void query.refetch(),
  });
  return query;
}
