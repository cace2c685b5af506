import { graphql } from '../../gql';

/**
 * The dashboard metric set (docs/product/dashboard-and-segments.md §3). Every session the dashboard reads
 * asks for the same fields, so the cache never holds two shapes of one set.
 */
graphql(`
  fragment DashboardMetricSet on SessionMetricSet {
    totalDistanceM
    avgTotalDistanceM
    avgSprintEvents
    totalSprintDistanceM
    avgTotalSprintDistanceM
    totalHighIntensityDistanceM
    avgTotalHighIntensityDistanceM
  }
`);
