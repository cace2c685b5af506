import { graphql } from '../../../gql';

export const MatchSessionSpeedBreakdownQuery = graphql(`
  query MatchSessionSpeedBreakdown($sessionId: ID!, $athleteIds: [ID!]) {
    session(id: $sessionId) {
      __typename
      id
      ... on MatchSession {
        sessionParticipations(athleteIds: $athleteIds) {
          id
          athlete {
            ...AthleteAvatar
          }
          athleteMetricSet {
            id
            avgSpeedKphOverTime {
              endTime
              value
            }
          }
        }
      }
    }
  }
`);
