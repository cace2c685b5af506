import { graphql } from '../../gql';

/** The club's sessions, one batch from offset, and its athlete groups (docs/product/dashboard-and-segments.md §7). */
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
