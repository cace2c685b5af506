import { graphql } from '../../gql';

// A column mapping as the Map columns dialog fills its form from it.
graphql(`
  fragment ColumnMappingFields on ColumnMapping {
    id
    name
    timeColumn
    timeFormat
    latitudeColumn
    longitudeColumn
    xColumn
    yColumn
    speedColumn
    speedUnit
    heartRateColumn
    athleteColumn
  }
`);

/** What the Import page needs of the club: its time zone, current squad and saved mappings. */
export const ImportClubQuery = graphql(`
  query ImportClubQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      settings {
        timeZone
      }
      squadAthletes {
        id
        name
      }
      columnMappings {
        ...ColumnMappingFields
      }
    }
  }
`);

// A session as the Import page names it: date, time, type and description.
graphql(`
  fragment ImportSessionFields on Session {
    __typename
    id
    startTime
    endTime
    description
    ... on MatchSession {
      matchDefinition {
        id
        name
      }
    }
  }
`);

/** The session of `/import?session=<id>`. */
export const ImportTargetSessionQuery = graphql(`
  query ImportTargetSessionQuery($sessionId: ID!) {
    session(id: $sessionId) {
      ...ImportSessionFields
    }
  }
`);

graphql(`
  fragment ImportTrackFields on ImportTrack {
    id
    key
    athleteName
    shirtNumber
    deviceSerial
    startTime
    endTime
    athlete {
      id
      name
    }
    matchedBy
    status
    problem
  }
`);

graphql(`
  fragment ImportFileFields on ImportFile {
    id
    fileName
    byteSize
    format
    status
    problem
    tracks {
      ...ImportTrackFields
    }
    csvPreview {
      delimiter
      columns
      rows
    }
  }
`);

graphql(`
  fragment ImportFields on Import {
    id
    processed
    session {
      ...ImportSessionFields
    }
    proposedStartTime
    proposedEndTime
    overlappingSessions {
      ...ImportSessionFields
    }
    files {
      ...ImportFileFields
    }
  }
`);

export const ImportQuery = graphql(`
  query ImportQuery($importId: ID!) {
    import(id: $importId) {
      ...ImportFields
    }
  }
`);

/** The import now, then each time a file or track of it changes: the cache keeps it. */
export const ImportUpdatedSubscription = graphql(`
  subscription ImportUpdatedSubscription($importId: ID!) {
    importUpdated(importId: $importId) {
      importId
      import {
        ...ImportFields
      }
    }
  }
`);

export const CreateImportMutation = graphql(`
  mutation CreateImportMutation($clubId: ID!, $sessionId: ID) {
    createImport(clubId: $clubId, sessionId: $sessionId) {
      import {
        ...ImportFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const SetImportTrackAthleteMutation = graphql(`
  mutation SetImportTrackAthleteMutation($trackId: ID!, $athleteId: ID) {
    setImportTrackAthlete(trackId: $trackId, athleteId: $athleteId) {
      import {
        ...ImportFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const RemoveImportFileMutation = graphql(`
  mutation RemoveImportFileMutation($fileId: ID!) {
    removeImportFile(fileId: $fileId) {
      import {
        ...ImportFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const MapImportFileColumnsMutation = graphql(`
  mutation MapImportFileColumnsMutation(
    $fileId: ID!
    $mapping: ColumnMappingInput!
    $saveAs: String
  ) {
    mapImportFileColumns(fileId: $fileId, mapping: $mapping, saveAs: $saveAs) {
      import {
        ...ImportFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const ProcessImportMutation = graphql(`
  mutation ProcessImportMutation($importId: ID!, $session: ImportSessionChoice!) {
    processImport(importId: $importId, session: $session) {
      import {
        ...ImportFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
