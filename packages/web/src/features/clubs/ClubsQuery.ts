import { graphql } from '../../gql';

/** The person's clubs, filtered on the server by a name substring (docs/product/shell-and-sessions.md §7 "Clubs query"). */
export const ClubsQuery = graphql(`
  query Clubs($nameCont: String) {
    currentPerson {
      id
      clubs(nameCont: $nameCont) {
        id
        ...ClubRow
      }
    }
  }
`);
