import { graphql } from '../../../gql';

/** The Drill Intensity card: each drill's athletes, their metrics in it and their best match peaks. */
export const DrillIntensityQuery = graphql(`
  query DrillIntensity($sessionId: ID!) {
    session(id: $sessionId) {
      __typename
      id
      ... on TrainingSession {
        segments {
          id
          title
          startTime
          endTime
          segmentParticipations {
            id
            athlete {
              ...AthleteAvatar
            }
            athleteMetricSet {
              id
              activeSeconds
              totalDistanceM
              totalHighIntensityDistanceM
            }
            matchPeakDemands {
              windowMinutes
              distanceM
              highIntensityDistanceM
            }
          }
        }
      }
    }
  }
`);
