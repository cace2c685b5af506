import { graphql } from '../../gql';

/** Who is looking and what kind of session it is (docs/product/dashboard-and-segments.md §7). */
export const SessionContainerQuery = graphql(`
  query SessionContainerQuery($sessionId: ID!) {
    currentPerson {
      id
      touchlineStaff
      clubs {
        id
      }
    }
    session(id: $sessionId) {
      __typename
      id
      startTime
      endTime
      dataProcessing
      club {
        id
      }
    }
  }
`);

/** The session's processing state, now and whenever its uploads have been processed. */
export const SessionProcessedSubscription = graphql(`
  subscription SessionProcessed($sessionId: ID!) {
    sessionProcessed(sessionId: $sessionId) {
      sessionId
      dataProcessing
    }
  }
`);
