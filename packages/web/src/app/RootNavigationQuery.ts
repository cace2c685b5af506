import { graphql } from '../gql';

/** What the shell needs to pick the app state (docs/product/reporting.md §7). */
export const RootNavigationQuery = graphql(`
  query RootNavigationQuery {
    currentClub @client {
      id
    }
    currentPerson {
      id
      name
      subscription {
        id
      }
      clubs {
        id
      }
    }
  }
`);
