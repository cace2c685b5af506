import { graphql } from '../gql';

/** The current club, the person in it and the club's feature switches (docs/product/reporting.md §7). */
export const AuthenticatedNavigationQuery = graphql(`
  query AuthenticatedNavigationQuery($clubId: ID!) {
    currentClub: club(id: $clubId) {
      id
      name
      suspended
      sportDefinition {
        id
        isIndoor
      }
      ...SidebarClub
    }
    currentPerson {
      id
      touchlineStaff
      staff(clubId: $clubId) {
        id
        admin
      }
      ...SidebarPerson
    }
    csvExports: feature(clubId: $clubId, name: csv_exports) {
      name
      enabled
    }
    flexibleReporting: feature(clubId: $clubId, name: flexible_reporting) {
      name
      enabled
    }
    customerFlexibleReporting: feature(clubId: $clubId, name: customer_flexible_reporting) {
      name
      enabled
    }
  }
`);

/** Keeps the shell live: a suspension, rename or switch change shows without a reload. */
export const ClubUpdatedSubscription = graphql(`
  subscription ClubUpdated($clubId: ID!) {
    clubUpdated(clubId: $clubId) {
      id
      name
      suspended
      sportDefinition {
        id
        isIndoor
      }
    }
  }
`);
