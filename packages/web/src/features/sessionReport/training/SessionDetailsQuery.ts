import { graphql } from '../../../gql';

/** The Details tab: every metric of each athlete (docs/product/shell-and-sessions.md §7 SessionDetails). */
export const SessionDetailsQuery = graphql(`
  query SessionDetails($sessionId: ID!, $athleteIds: [ID!]) {
    session(id: $sessionId) {
      __typename
      id
      ... on TrainingSession {
        sessionParticipations(athleteIds: $athleteIds) {
          id
          ...TrainingNoticesParticipation
          ...AthleteMetricsParticipation
        }
      }
    }
  }
`);
