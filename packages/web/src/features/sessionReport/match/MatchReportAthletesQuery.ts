import { graphql } from '../../../gql';

export const MatchReportAthletesQuery = graphql(`
  query MatchReportAthletes($sessionId: ID!, $athleteIds: [ID!]) {
    session(id: $sessionId) {
      __typename
      id
      ... on MatchSession {
        sessionParticipations(athleteIds: $athleteIds) {
          id
          athlete {
            id
            name
            initials
            profilePicture {
              thumbnailUrl
            }
          }
          athleteMetricSet {
            ...MatchTableMetrics
          }
          periodMetricSets {
            ...MatchTableMetrics
            matchSessionPeriod {
              id
            }
          }
        }
      }
    }
  }

  fragment MatchTableMetrics on AthleteMetricSet {
    id
    totalDistanceM
    sprintEvents
    totalSprintDistanceM
    totalHighIntensityDistanceM
    avgSpeedKph
    maxSpeedKph
    rawMaxSpeedKph
    metresPerMinute
  }
`);
