import { graphql } from '../../gql';

/** One saved segment's figures (docs/product/dashboard-and-segments.md §2.6, §7). */
export const SegmentDetailsQuery = graphql(`
  query SegmentDetailsQuery($segmentId: ID!) {
    segment(id: $segmentId) {
      id
      title
      startTime
      endTime
      metricsProcessing
      session {
        id
      }
      segmentMetricSet {
        avgTotalDistanceM
        avgTotalSprintDistanceM
        avgTotalHighIntensityDistanceM
        avgSprintEvents
        avgHighIntensityEvents
        avgAccelerationEvents
        avgDecelerationEvents
        avgMetresPerMinute
      }
      segmentParticipations {
        id
        athlete {
          id
          ...AthleteAvatar
        }
        athleteMetricSet {
          ...AthleteTableMetrics
          accelerationEvents
          decelerationEvents
        }
      }
    }
  }
`);

/** The segment's metrics were recomputed (or it was changed or deleted). */
export const SegmentDetailsUpdatedSubscription = graphql(`
  subscription SegmentDetailsUpdatedSubscription($sessionId: ID!) {
    segmentsUpdated(sessionId: $sessionId) {
      sessionId
      segmentId
      change
    }
  }
`);
