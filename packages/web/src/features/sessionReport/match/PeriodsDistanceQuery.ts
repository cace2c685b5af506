import { graphql } from '../../../gql';

export const PeriodsDistanceQuery = graphql(`
  query PeriodsDistance($sessionId: ID!, $athleteIds: [ID!]) {
    session(id: $sessionId) {
      __typename
      id
      ... on MatchSession {
        matchSessionPeriods {
          id
          name
          startTime
          metricSet {
            avgTotalDistanceM
            avgDistanceMOverTime {
              endTime
              value
            }
          }
        }
        sessionParticipations(athleteIds: $athleteIds) {
          id
          athlete {
            ...AthleteAvatar
          }
          periodMetricSets {
            id
            totalDistanceM
            matchSessionPeriod {
              id
            }
            distanceMOverTime {
              endTime
              value
            }
          }
        }
      }
    }
  }
`);
