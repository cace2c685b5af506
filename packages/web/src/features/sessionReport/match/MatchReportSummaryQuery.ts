import { graphql } from '../../../gql';

export const MatchReportSummaryQuery = graphql(`
  query MatchReportSummary($sessionId: ID!, $athleteIds: [ID!]) {
    session(id: $sessionId) {
      __typename
      id
      ... on MatchSession {
        matchSessionMetricSet {
          participantsWithData
          participantsWithoutData
          avgTotalDistanceM
          avgTotalHighIntensityDistanceM
          avgTotalSprintDistanceM
        }
        sessionParticipations(athleteIds: $athleteIds) {
          id
          athlete {
            ...AthleteAvatar
          }
          athleteMetricSet {
            id
            totalDistanceM
            timeAtKph {
              endExclusive
              value
            }
          }
        }
      }
    }
  }
`);
