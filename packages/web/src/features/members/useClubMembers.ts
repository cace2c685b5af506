import { useQuery, useSubscription } from '@apollo/client/react';
import { MembersQuery, MembersUpdatedSubscription } from './MembersQuery';

/** The club's members, waiting people, invites and join link, kept current by live events. */
export function useClubMembers(clubId: string) {
  const query = useQuery(MembersQuery, { variables: { clubId }, skip: !clubId });
  useSubscription(MembersUpdatedSubscription, {
    variables: { clubId },
    skip: !clubId,
    onData: () => void query.refetch(),
  });
  return query;
}
