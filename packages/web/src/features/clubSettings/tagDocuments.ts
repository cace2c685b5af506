import { graphql } from '../../gql';

graphql(`
  fragment ClubTag on TagDefinition {
    id
    label
    colour
    validTaggableTypes
  }
`);

/** The club's tag definitions, by label (docs/product/club-administration.md §5 "Tags"). */
export const ClubTagsQuery = graphql(`
  query ClubTagsQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      tagDefinitions {
        ...ClubTag
      }
    }
  }
`);

/** Someone changed the club: its tags as they are now (another person's changes show at once). */
export const ClubTagsChangedSubscription = graphql(`
  subscription ClubTagsChanged($clubId: ID!) {
    clubUpdated(clubId: $clubId) {
      id
      tagDefinitions {
        ...ClubTag
      }
    }
  }
`);

export const CreateTagDefinitionMutation = graphql(`
  mutation createTagDefinition($clubId: ID!, $input: TagDefinitionInput!) {
    createTagDefinition(clubId: $clubId, input: $input) {
      tagDefinition {
        ...ClubTag
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateTagDefinitionMutation = graphql(`
  mutation updateTagDefinition($id: ID!, $input: TagDefinitionInput!) {
    updateTagDefinition(id: $id, input: $input) {
      tagDefinition {
        ...ClubTag
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const DestroyTagDefinitionMutation = graphql(`
  mutation destroyTagDefinition($id: ID!) {
    destroyTagDefinition(id: $id) {
      id
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
