import { graphql } from '../../gql';

/** Everything above the weekly table: the suspension, the last session and the last 30 days. */
export const DashboardQuery = graphql(`
  query DashboardQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      suspended
      lastSession {
        ...LastSessionOverview_session
      }
      ...AverageDistanceCard_club
    }
  }
`);
