import { graphql } from '../../../gql';

graphql(`
  fragment PeakDemandValues on PeakDemand {
    windowMinutes
    distanceM
    distanceStartTime
    highIntensityDistanceM
    highIntensityStartTime
    accelerationsDecelerations
    accelerationsDecelerationsStartTime
  }
`);

graphql(`
  fragment PeakDemandAmounts on PeakDemand {
    windowMinutes
    distanceM
    highIntensityDistanceM
    accelerationsDecelerations
  }
`);

/**
 * The Peak Demands card: each athlete's peaks over the whole match, with where
 * each starts, and each period's amounts (their starts would take the query
 * past its share of a request's cost, docs/ARCHITECTURE.md "GraphQL").
 */
export const PeakDemandsQuery = graphql(`
  query PeakDemands($sessionId: ID!, $athleteIds: [ID!]) {
    session(id: $sessionId) {
      __typename
      id
      ... on MatchSession {
        matchSessionPeriods {
          id
          name
          startTime
        }
        sessionParticipations(athleteIds: $athleteIds) {
          id
          athlete {
            ...AthleteAvatar
          }
          athleteMetricSet {
            id
            peakDemands {
              ...PeakDemandValues
            }
          }
          periodMetricSets {
            id
            matchSessionPeriod {
              id
            }
            peakDemands {
              ...PeakDemandAmounts
            }
          }
        }
      }
    }
  }
`);
