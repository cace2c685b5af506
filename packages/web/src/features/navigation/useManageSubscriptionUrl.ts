import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const ManageSubscriptionQuery = graphql(`
  query ManageSubscription($clubId: ID!) {
    club(id: $clubId) {
      id
      organisation {
        id
        activeSubscription {
          id
          subscriptionPortalUrl
        }
      }
    }
  }
`);

/** The billing portal of the club's organisation; asked only for the club's staff (docs/product/shell-and-sessions.md §6). */
export function useManageSubscriptionUrl(clubId: string, clubStaff: boolean): string | null {
  const { data } = useQuery(ManageSubscriptionQuery, {
    variables: { clubId },
    skip: !clubStaff,
  });
  if (!clubStaff) return null;
  return data?.club?.organisation.activeSubscription?.subscriptionPortalUrl ?? null;
}
