import { graphql } from '../../../gql';

/** The Session Avg tab: team averages, per-athlete distances, speed zones and segments. */
export const SessionAverageQuery = graphql(`
  query SessionAverageQuery($sessionId: ID!, $athleteIds: [ID!]) {
    session(id: $sessionId) {
      __typename
      id
      ... on TrainingSession {
        trainingSessionMetricSet {
          ...AthleteAverageMetrics
        }
        segments {
          ...SessionSegmentRow
        }
        sessionParticipations(athleteIds: $athleteIds) {
          id
          ...TrainingNoticesParticipation
          ...DistanceBarsParticipation
          ...SpeedZonesParticipation
        }
      }
    }
  }
`);
