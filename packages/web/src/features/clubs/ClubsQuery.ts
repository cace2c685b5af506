import { graphql } from '../../gql';

/** The person's clubs, filtered on the server by a name substring (spec 01 §7 "Clubs query"). */
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
