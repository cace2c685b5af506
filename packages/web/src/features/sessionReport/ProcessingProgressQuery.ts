import { graphql } from '../../gql';

/** How far the session's processing has come (docs/product/importing.md §5). */
export const ProcessingProgressQuery = graphql(`
  query ProcessingProgressQuery($sessionId: ID!) {
    session(id: $sessionId) {
      __typename
      id
      ... on TrainingSession {
        processingProgress {
          done
          total
        }
      }
      ... on MatchSession {
        processingProgress {
          done
          total
        }
      }
    }
  }
`);
