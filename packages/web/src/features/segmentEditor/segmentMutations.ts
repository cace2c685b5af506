import { graphql } from '../../gql';

/** The segment mutations of spec 03 §7; they bypass the cache (fetchPolicy 'no-cache'). */
export const CreateSessionSegmentMutation = graphql(`
  mutation CreateSessionSegmentMutation($id: ID, $attributes: SessionSegmentAttributes!) {
    createSessionSegment(id: $id, attributes: $attributes) {
      segment {
        ...EditorSegment
      }
      errors {
        path
        fullMessages
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
        path
        fullMessages
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
        path
        fullMessages
      }
    }
  }
`);

export const DestroySessionSegmentMutation = graphql(`
  mutation DestroySessionSegmentMutation($id: ID!) {
    destroySessionSegment(id: $id) {
      id
      errors {
        path
        fullMessages
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
        path
        fullMessages
      }
    }
  }
`);
