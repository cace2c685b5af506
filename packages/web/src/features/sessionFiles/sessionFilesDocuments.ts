import { graphql } from '../../gql';

graphql(`
  fragment SessionFileFields on SessionFile {
    id
    fileName
    format
    byteSize
    uploadedAt
    tracks {
      id
      key
      athlete {
        id
        name
      }
      status
      problem
    }
  }
`);

/** A session's files and warnings, as staff manage them on the session page (docs/product/importing.md §5). */
export const SessionFilesQuery = graphql(`
  query SessionFilesQuery($sessionId: ID!) {
    session(id: $sessionId) {
      __typename
      id
      dataProcessing
      processingWarnings {
        id
        message
        athlete {
          id
          name
        }
      }
      ... on TrainingSession {
        files {
          ...SessionFileFields
        }
      }
      ... on MatchSession {
        files {
          ...SessionFileFields
        }
      }
    }
  }
`);

export const ReprocessSessionFileMutation = graphql(`
  mutation ReprocessSessionFileMutation($id: ID!) {
    reprocessSessionFile(id: $id) {
      session {
        id
        dataProcessing
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const RemoveSessionFileMutation = graphql(`
  mutation RemoveSessionFileMutation($id: ID!) {
    removeSessionFile(id: $id) {
      session {
        id
        dataProcessing
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
