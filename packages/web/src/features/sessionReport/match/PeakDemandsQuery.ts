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

/** The Peak Demands card: each athlete's peaks over the whole match and each period. */
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
              ...PeakDemandValues
            }
          }
        }
      }
    }
  }
`);
