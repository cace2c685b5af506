import { graphql } from '../../gql';

/** The club's sessions, one batch from offset, and its athlete groups (spec 03 §7). */
export const SessionsQuery = graphql(`
  query SessionsQuery($clubId: ID!, $offset: Int) {
    club(id: $clubId) {
      id
      athleteGroups {
        id
        name
        colour
        athletes {
          id
          name
          initials
        }
      }
      sessions(offset: $offset) {
        nodes {
          ...SessionListRow
        }
        nextOffset
      }
    }
  }
`);
