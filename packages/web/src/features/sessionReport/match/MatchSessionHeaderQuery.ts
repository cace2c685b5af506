import { graphql } from '../../../gql';

export const MatchSessionHeaderQuery = graphql(`
  query MatchSessionHeader($sessionId: ID!) {
    session(id: $sessionId) {
      __typename
      id
      startTime
      dataProcessing
      club {
        id
        name
      }
      ... on MatchSession {
        matchDefinition {
          id
          name
        }
        score
        opponentScore
        opponent
        pitch {
          id
          name
        }
        matchSessionPeriods {
          id
          name
          startTime
        }
      }
    }
  }
`);
