import { graphql } from '../../gql';

/** The segment mutations of docs/product/dashboard-and-segments.md §7; they bypass the cache (fetchPolicy 'no-cache'). */
export const CreateSessionSegmentMutation = graphql(`
  mutation CreateSessionSegmentMutation($id: ID, $attributes: SessionSegmentAttributes!) {
    createSessionSegment(id: $id, attributes: $attributes) {
      segment {
        ...EditorSegment
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateSessionSegmentMutation = graphql(`
  mutation UpdateSessionSegmentMutation($id: ID!, $patch: SessionSegmentPatch!) {
    updateSessionSegment(id: $id, patch: $patch) {
      segment {
        ...EditorSegment
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateSessionSegmentsMutation = graphql(`
  mutation UpdateSessionSegmentsMutation($patches: [SessionSegmentsPatch!]!) {
    updateSessionSegments(patches: $patches) {
      segments {
        ...EditorSegment
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const DestroySessionSegmentMutation = graphql(`
  mutation DestroySessionSegmentMutation($id: ID!) {
    destroySessionSegment(id: $id) {
      id
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateSessionParticipations = graphql(`
  mutation UpdateSessionParticipations($participations: [SessionParticipationTagsInput!]!) {
    updateSessionParticipations(participations: $participations) {
      sessionParticipations {
        id
        tagDefinitionIds
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
