import { graphql } from '../../gql';

/** Who took part in the session, for the Athletes tab (docs/product/dashboard-and-segments.md §7). */
export const AthletesQuery = graphql(`
  query AthletesQuery($sessionId: ID!) {
    session(id: $sessionId) {
      id
      sessionParticipations {
        id
        athlete {
          ...AthleteAvatar
        }
      }
    }
  }
`);
