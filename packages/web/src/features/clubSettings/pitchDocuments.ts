import { graphql } from '../../gql';

graphql(`
  fragment ClubPitch on Pitch {
    id
    name
    centreLatDeg
    centreLonDeg
    bearingDeg
    lengthM
    widthM
    sessionCount
    pitchBackgroundUrl
  }
`);

/** The club's pitches, by name (docs/product/club-administration.md §5 "Pitches"). */
export const ClubPitchesQuery = graphql(`
  query ClubPitchesQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      pitches {
        ...ClubPitch
      }
    }
  }
`);

/** Someone changed the club: its pitches as they are now. */
export const ClubPitchesChangedSubscription = graphql(`
  subscription ClubPitchesChanged($clubId: ID!) {
    clubUpdated(clubId: $clubId) {
      id
      pitches {
        ...ClubPitch
      }
    }
  }
`);

export const CreatePitchMutation = graphql(`
  mutation createPitch($clubId: ID!, $input: PitchInput!) {
    createPitch(clubId: $clubId, input: $input) {
      pitch {
        ...ClubPitch
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdatePitchMutation = graphql(`
  mutation updatePitch($id: ID!, $input: PitchInput!) {
    updatePitch(id: $id, input: $input) {
      pitch {
        ...ClubPitch
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const DestroyPitchMutation = graphql(`
  mutation destroyPitch($id: ID!) {
    destroyPitch(id: $id) {
      id
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
