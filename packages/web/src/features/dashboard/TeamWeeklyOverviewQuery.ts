import { graphql } from '../../gql';

/** The team weekly table of one week: startTime a Monday 00:00, endTime one week later. */
export const TeamWeeklyOverviewQuery = graphql(`
  query TeamWeeklyOverviewQuery(
    $clubId: ID!
    $startTime: ISO8601DateTime!
    $endTime: ISO8601DateTime!
  ) {
    club(id: $clubId) {
      id
      teamWeeklyOverview(startTime: $startTime, endTime: $endTime) {
        ...TeamWeeklyTable_row
      }
    }
  }
`);
