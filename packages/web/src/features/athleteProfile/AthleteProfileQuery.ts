import { graphql } from '../../gql';

/** An athlete's profile over a range (docs/product/athlete-app.md §2.3). */
export const AthleteProfileQuery = graphql(`
  query AthleteProfileQuery(
    $clubId: ID!
    $athleteId: ID!
    $from: ISO8601DateTime!
    $to: ISO8601DateTime!
  ) {
    club(id: $clubId) {
      id
      athleteProfile(athleteId: $athleteId, from: $from, to: $to) {
        id
        athlete {
          id
          name
        }
        position
        groupNames
        sessions {
          id
          session {
            ...AthleteHomeSessionFields
          }
          numbers {
            totalDistanceM
            totalHighIntensityDistanceM
            totalSprintDistanceM
            maxSpeedKph
          }
        }
        personalBests {
          metric
          value
          session {
            ...AthleteHomeSessionFields
          }
        }
        loadDays {
          date
          distanceM
          acuteChronicRatio
          ewmaAcuteChronicRatio
        }
        peakDemands {
          windowMinutes
          distanceM
          highIntensityDistanceM
        }
        heartRateZones {
          zonePercentages
          minutesWithHeartRate
          sessionCount
        }
      }
    }
  }
`);
