import { graphql } from '../../gql';

/** A saved segment as the editor's working copy starts from it (docs/product/dashboard-and-segments.md §3). */
graphql(`
  fragment EditorSegment on Segment {
    id
    lockVersion
    title
    startTime
    endTime
    tagDefinitionIds
    segmentParticipations {
      id
      tagDefinitionIds
      sessionParticipation {
        id
      }
    }
    clippedTimePeriodsByAthlete {
      athleteId
      clippedTimePeriods {
        startOffset
        endOffset
        tagDefinitionIds
      }
    }
    metricsProcessing
  }
`);

/** Everything the segment editor reads (docs/product/dashboard-and-segments.md §7); asked for afresh every time (not cached). */
export const SegmentsQuery = graphql(`
  query SegmentsQuery($sessionId: ID!) {
    session(id: $sessionId) {
      __typename
      id
      startTime
      endTime
      ... on TrainingSession {
        club {
          id
          settings {
            segmentTitles
          }
          tagDefinitions {
            id
            label
            colour
            validTaggableTypes
          }
          athleteGroups {
            id
            name
            colour
            athletes {
              id
            }
          }
        }
        sessionParticipations {
          id
          tagDefinitionIds
          athlete {
            id
            name
            initials
          }
          athleteMetricSet {
            id
            sampledSpeedKphOverTime {
              startTime
              intervalMs
              packedValues
            }
          }
        }
        segments {
          ...EditorSegment
        }
      }
    }
  }
`);

/** A segment of the session was saved, recomputed or deleted, here or elsewhere. */
export const SegmentsUpdatedSubscription = graphql(`
  subscription SegmentsUpdatedSubscription($sessionId: ID!) {
    segmentsUpdated(sessionId: $sessionId) {
      sessionId
      segmentId
      change
      segment {
        ...EditorSegment
      }
    }
  }
`);
