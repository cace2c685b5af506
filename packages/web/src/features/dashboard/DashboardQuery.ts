import { graphql } from '../../gql';

/**
 * Everything above the weekly table: the suspension, the last session and the
 * last 30 days. The last session's start also picks the week the table opens on.
 */
export const DashboardQuery = graphql(`
  query DashboardQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      suspended
      lastSession {
        id
        startTime
        ...LastSessionOverview_session
        ...LastSessionAthletesCard_session
      }
      ...AverageDistanceCard_club
    }
  }
`);
