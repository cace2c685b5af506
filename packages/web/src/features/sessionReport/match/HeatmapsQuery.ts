import { graphql } from '../../../gql';

export const HeatmapsQuery = graphql(`
  query Heatmaps($sessionId: ID!, $athleteIds: [ID!], $withAthletes: Boolean!) {
    session(id: $sessionId) {
      __typename
      id
      club {
        id
        sport
      }
      ... on MatchSession {
        matchSessionPeriods {
          id
          name
        }
        pitch {
          id
          lengthM
          widthM
          pitchBackgroundUrl
        }
        sessionParticipations(athleteIds: $athleteIds) @include(if: $withAthletes) {
          id
          athlete {
            ...AthleteAvatar
          }
          periodMetricSets {
            id
            heatmapUrl
            matchSessionPeriod {
              id
              name
            }
          }
        }
      }
    }
  }
`);
