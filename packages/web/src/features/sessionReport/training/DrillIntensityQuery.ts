import { graphql } from '../../../gql';

/** The Drill Intensity card's drill: its athletes, their metrics in it and their best match peaks. */
export const DrillIntensityQuery = graphql(`
  query DrillIntensity($segmentId: ID!) {
    segment(id: $segmentId) {
      id
      title
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
`);
