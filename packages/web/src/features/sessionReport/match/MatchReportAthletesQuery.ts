import { graphql } from '../../../gql';

export const MatchReportAthletesQuery = graphql(`
  query MatchReportAthletes($sessionId: ID!, $athleteIds: [ID!]) {
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
            ...AthleteTableMetrics
          }
          periodMetricSets {
            ...AthleteTableMetrics
            matchSessionPeriod {
              id
            }
          }
        }
      }
    }
  }
`);
