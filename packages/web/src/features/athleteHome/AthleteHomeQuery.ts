import { graphql } from '../../gql';

graphql(`
  fragment AthleteHomeNumbersFields on AthleteHomeNumbers {
    totalDistanceM
    totalHighIntensityDistanceM
    totalSprintDistanceM
    maxSpeedKph
  }
`);

/** The athlete's own home (docs/product/athlete-app.md §2). */
export const AthleteHomeQuery = graphql(`
  query AthleteHomeQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      myAthleteHome {
        id
        athlete {
          id
          name
        }
        pendingSurveys {
          id
          distributedAt
          survey {
            id
            title
          }
        }
        lastSessions {
          id
          session {
            ...AthleteHomeSessionFields
          }
          mine {
            ...AthleteHomeNumbersFields
          }
          team {
            ...AthleteHomeNumbersFields
          }
        }
        myAverage {
          ...AthleteHomeNumbersFields
        }
        personalBests {
          metric
          value
          session {
            ...AthleteHomeSessionFields
          }
        }
        load {
          weeks {
            startTime
            endTime
            distanceM
            sessionCount
          }
          acuteChronicRatio
        }
      }
    }
  }
`);
