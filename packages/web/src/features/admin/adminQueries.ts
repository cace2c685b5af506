import { graphql } from '../../gql';

/** Clubs as provider staff see them (docs/product/club-administration.md §7 "Clubs"). */
export const AdminClubsQuery = graphql(`
  query AdminClubsQuery($search: String) {
    admin {
      clubs(search: $search) {
        ...AdminClubFields
      }
    }
  }
`);

graphql(`
  fragment AdminClubFields on AdminClub {
    id
    name
    sport
    timeZone
    suspended
    membersCount
    sessionsCount
    featureSwitches {
      name
      enabled
    }
    subscription {
      id
      status
      kind
      subscriptionPortalUrl
    }
  }
`);

export const AdminPeopleQuery = graphql(`
  query AdminPeopleQuery($search: String!) {
    admin {
      people(search: $search) {
        id
        name
        email
        touchlineStaff
        memberships {
          clubName
          role
          status
          admin
        }
      }
    }
  }
`);

graphql(`
  fragment AdminJobFields on AdminJob {
    id
    queue
    state
    retryCount
    createdAt
    startedAt
    completedAt
    error
  }
`);

export const SessionDiagnosticsQuery = graphql(`
  query SessionDiagnosticsQuery($sessionId: ID!) {
    admin {
      sessionDiagnostics(sessionId: $sessionId) {
        ...SessionDiagnosticsFields
      }
    }
  }
`);

graphql(`
  fragment SessionDiagnosticsFields on SessionDiagnostics {
    sessionId
    clubName
    description
    startTime
    dataProcessing
    rawTracks {
      id
      athleteName
      importer
      fileName
      status
      sampleCount
      samplingRateHz
      gapCount
      longestGapSeconds
      firstSampleAt
      lastSampleAt
      processedAt
      downloadUrl
      warnings {
        code
        message
      }
    }
    sessionWarnings {
      code
      message
    }
    jobs {
      ...AdminJobFields
    }
  }
`);

export const SystemHealthQuery = graphql(`
  query SystemHealthQuery {
    admin {
      systemHealth {
        version
        databaseSizeBytes
        liveWorkers
        queues {
          queue
          created
          retry
          active
          completed
          failed
        }
        failedJobs {
          ...AdminJobFields
        }
      }
    }
  }
`);

export const AuditLogQuery = graphql(`
  query AuditLogQuery($search: String, $limit: Int!, $offset: Int!) {
    admin {
      auditLog(search: $search, limit: $limit, offset: $offset) {
        totalCount
        entries {
          id
          at
          actorName
          action
          clubName
          target
          details
        }
      }
    }
  }
`);
