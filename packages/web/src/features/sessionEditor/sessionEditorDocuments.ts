import { graphql } from '../../gql';

/** What the session dialog offers: the club's time zone (times are the club's) and its pitches. */
export const SessionEditorClubQuery = graphql(`
  query SessionEditorClubQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      settings {
        timeZone
      }
      pitches {
        id
        name
      }
    }
  }
`);

// A session as the dialog edits it.
graphql(`
  fragment EditableSession on Session {
    __typename
    id
    startTime
    endTime
    description
    club {
      id
    }
    ... on TrainingSession {
      pitch {
        id
      }
    }
    ... on MatchSession {
      matchDefinition {
        id
        name
      }
      opponent
      score
      opponentScore
      pitch {
        id
      }
      matchSessionPeriods {
        id
        name
        startTime
        endTime
      }
    }
  }
`);

export const EditableSessionQuery = graphql(`
  query EditableSessionQuery($sessionId: ID!) {
    session(id: $sessionId) {
      ...EditableSession
    }
  }
`);

export const CreateSessionMutation = graphql(`
  mutation CreateSessionMutation($input: CreateSessionInput!) {
    createSession(input: $input) {
      sessionId
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateSessionMutation = graphql(`
  mutation UpdateSessionMutation($input: UpdateSessionInput!) {
    updateSession(input: $input) {
      session {
        ...EditableSession
        dataProcessing
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const DeleteSessionMutation = graphql(`
  mutation DeleteSessionMutation($id: ID!) {
    deleteSession(id: $id) {
      id
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
