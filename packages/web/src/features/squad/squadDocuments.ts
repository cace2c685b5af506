import { graphql } from '../../gql';

// The squad record every query and mutation of the squad asks for.
graphql(`
  fragment SquadAthleteFields on Athlete {
    id
    name
    preferredName
    shirtNumber
    position
    dateOfBirth
    deviceSerials
    maxHeartRateBpm
    topSpeedReferenceKph
    archived
    hasAccount
    groups {
      id
      name
      colour
    }
  }
`);

export const SquadQuery = graphql(`
  query SquadQuery($clubId: ID!, $includeArchived: Boolean!) {
    club(id: $clubId) {
      id
      squadAthletes(includeArchived: $includeArchived) {
        ...SquadAthleteFields
      }
      positionChoices
      athleteGroups {
        id
        name
        colour
        athletes {
          id
          name
        }
      }
    }
  }
`);

export const SquadUpdatedSubscription = graphql(`
  subscription SquadUpdatedSubscription($clubId: ID!) {
    squadUpdated(clubId: $clubId) {
      id
    }
  }
`);

export const CreateAthleteMutation = graphql(`
  mutation CreateAthleteMutation($clubId: ID!, $attributes: AthleteAttributes!) {
    createAthlete(clubId: $clubId, attributes: $attributes) {
      athlete {
        ...SquadAthleteFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateAthleteMutation = graphql(`
  mutation UpdateAthleteMutation($id: ID!, $attributes: AthleteAttributes!) {
    updateAthlete(id: $id, attributes: $attributes) {
      athlete {
        ...SquadAthleteFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const ArchiveAthleteMutation = graphql(`
  mutation ArchiveAthleteMutation($id: ID!) {
    archiveAthlete(id: $id) {
      athlete {
        ...SquadAthleteFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const RestoreAthleteMutation = graphql(`
  mutation RestoreAthleteMutation($id: ID!) {
    restoreAthlete(id: $id) {
      athlete {
        ...SquadAthleteFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const ImportSquadMutation = graphql(`
  mutation ImportSquadMutation(
    $clubId: ID!
    $header: [String!]!
    $lines: [SquadImportLine!]!
    $confirm: Boolean!
  ) {
    importSquad(clubId: $clubId, header: $header, lines: $lines, confirm: $confirm) {
      rows {
        line
        name
        problems
      }
      athletes {
        id
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const CreateAthleteGroupMutation = graphql(`
  mutation CreateAthleteGroupMutation($clubId: ID!, $attributes: AthleteGroupAttributes!) {
    createAthleteGroup(clubId: $clubId, attributes: $attributes) {
      athleteGroup {
        id
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateAthleteGroupMutation = graphql(`
  mutation UpdateAthleteGroupMutation($id: ID!, $attributes: AthleteGroupAttributes!) {
    updateAthleteGroup(id: $id, attributes: $attributes) {
      athleteGroup {
        id
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const DestroyAthleteGroupMutation = graphql(`
  mutation DestroyAthleteGroupMutation($id: ID!) {
    destroyAthleteGroup(id: $id) {
      id
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
