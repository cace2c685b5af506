import { graphql } from '../../../gql';

/** One athlete's 1 Hz speed and heart rate, and their heart-rate and metabolic figures (a session of either kind). */
export const AthleteHeartRateQuery = graphql(`
  query AthleteHeartRate($sessionId: ID!, $athleteIds: [ID!]) {
    session(id: $sessionId) {
      __typename
      id
      ... on TrainingSession {
        sessionParticipations(athleteIds: $athleteIds) {
          id
          ...AthleteHeartRateParticipation
        }
      }
      ... on MatchSession {
        sessionParticipations(athleteIds: $athleteIds) {
          id
          ...AthleteHeartRateParticipation
        }
      }
    }
  }
`);

graphql(`
  fragment AthleteHeartRateParticipation on SessionParticipation {
    id
    athleteMetricSet {
      id
      avgHeartRateBpm
      maxHeartRateBpm
      heartRateZonePercentages
      trimp
      averageMetabolicPowerWPerKg
      metabolicEnergyKjPerKg
      highMetabolicLoadDistanceM
      playerLoad
      sampledSpeedKphOverTime {
        startTime
        intervalMs
        packedValues
      }
      sampledHeartRateBpmOverTime {
        startTime
        intervalMs
        packedValues
      }
    }
  }
`);
