import { graphql } from '../../../gql';

/** The Speeds tab: mean speed per minute of each athlete (docs/product/shell-and-sessions.md §7 SpeedBreakdown). */
export const SpeedBreakdownQuery = graphql(`
  query SpeedBreakdown($sessionId: ID!, $athleteIds: [ID!]) {
    session(id: $sessionId) {
      __typename
      id
      startTime
      ... on TrainingSession {
        sessionParticipations(athleteIds: $athleteIds) {
          id
          ...TrainingNoticesParticipation
          ...SpeedBreakdownParticipation
        }
      }
    }
  }
`);
