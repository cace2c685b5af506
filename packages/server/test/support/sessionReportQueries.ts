// The session pages' operations, as the web app asks them (docs/product/shell-and-sessions.md §7, docs/product/dashboard-and-segments.md §7).

const ATHLETE = 'athlete { id name initials profilePicture { thumbnailUrl } }';
const TABLE_METRICS = `id totalDistanceM sprintEvents totalSprintDistanceM totalHighIntensityDistanceM
  avgSpeedKph maxSpeedKph rawMaxSpeedKph metresPerMinute`;

export const SESSIONS_QUERY = `query SessionsQuery($clubId: ID!, $offset: Int) {
  club(id: $clubId) {
    id
    athleteGroups { id name colour athletes { id name initials } }
    sessions(offset: $offset) {
      nextOffset
      nodes { __typename id startTime endTime ... on MatchSession { matchDefinition { id name } } }
    }
  }
}`;

export const ATHLETES_QUERY = `query AthletesQuery($sessionId: ID!, $athleteIds: [ID!]) {
  session(id: $sessionId) { id sessionParticipations(athleteIds: $athleteIds) { id ${ATHLETE} } }
}`;

export const SESSION_CONTAINER_QUERY = `query SessionContainerQuery($sessionId: ID!) {
  currentPerson { id touchlineStaff clubs { id } }
  session(id: $sessionId) { __typename id startTime endTime dataProcessing club { id name sport } }
}`;

export const SESSION_DETAILS = `query SessionDetails($sessionId: ID!, $athleteIds: [ID!]) {
  session(id: $sessionId) {
    __typename id
    sessionParticipations(athleteIds: $athleteIds) {
      id ${ATHLETE}
      athleteMetricSet { ${TABLE_METRICS} highIntensityEvents accelerationEvents decelerationEvents }
    }
  }
}`;

export const SPEED_BREAKDOWN = `query SpeedBreakdown($sessionId: ID!, $athleteIds: [ID!]) {
  session(id: $sessionId) {
    __typename id startTime
    sessionParticipations(athleteIds: $athleteIds) {
      id ${ATHLETE}
      athleteMetricSet { id avgSpeedBreakdown { endTime value } }
    }
  }
}`;

export const SESSION_AVERAGE_QUERY = `query SessionAverageQuery($sessionId: ID!, $athleteIds: [ID!]) {
  session(id: $sessionId) {
    __typename id startTime endTime dataProcessing description
    processingWarnings { id code message athlete { id name } }
    ... on TrainingSession {
      trainingSessionMetricSet {
        participantsWithData participantsWithoutData
        avgDistanceM avgSprintDistanceM avgHighIntensityRunDistanceM
        avgTotalDistanceM avgTotalSprintDistanceM avgTotalHighIntensityDistanceM
      }
      segments { id title startTime endTime tagDefinitionIds }
    }
    sessionParticipations(athleteIds: $athleteIds) {
      id tagDefinitionIds ${ATHLETE}
      processingWarnings { code message }
      athleteMetricSet {
        id totalDistanceM totalSprintDistanceM totalHighIntensityDistanceM speedzoneProfileZone
        sampledSpeedKphOverTime { startTime intervalMs values }
      }
    }
  }
}`;

export const MATCH_SESSION_HEADER = `query MatchSessionHeader($sessionId: ID!) {
  session(id: $sessionId) {
    __typename id startTime dataProcessing club { id name }
    ... on MatchSession {
      matchDefinition { id name } score opponentScore opponent
      pitch { id name } matchSessionPeriods { id name startTime endTime }
    }
  }
}`;

export const MATCH_REPORT_SUMMARY = `query MatchReportSummary($sessionId: ID!, $athleteIds: [ID!]) {
  session(id: $sessionId) {
    __typename id
    ... on MatchSession {
      matchSessionMetricSet {
        participantsWithData participantsWithoutData
        avgTotalDistanceM avgTotalHighIntensityDistanceM avgTotalSprintDistanceM
      }
      sessionParticipations(athleteIds: $athleteIds) {
        id ${ATHLETE}
        athleteMetricSet { id totalDistanceM timeAtKph { endExclusive value } }
      }
    }
  }
}`;

export const MATCH_REPORT_ATHLETES = `query MatchReportAthletes($sessionId: ID!, $athleteIds: [ID!]) {
  session(id: $sessionId) {
    __typename id
    ... on MatchSession {
      sessionParticipations(athleteIds: $athleteIds) {
        id ${ATHLETE}
        athleteMetricSet { ${TABLE_METRICS} }
        periodMetricSets { ${TABLE_METRICS} matchSessionPeriod { id } }
      }
    }
  }
}`;

export const PERIODS_DISTANCE = `query PeriodsDistance($sessionId: ID!, $athleteIds: [ID!]) {
  session(id: $sessionId) {
    __typename id
    ... on MatchSession {
      matchSessionPeriods {
        id name startTime
        metricSet { avgTotalDistanceM avgDistanceMOverTime { endTime value } }
      }
      sessionParticipations(athleteIds: $athleteIds) {
        id ${ATHLETE}
        periodMetricSets {
          id totalDistanceM matchSessionPeriod { id } distanceMOverTime { endTime value }
        }
      }
    }
  }
}`;

export const MATCH_SESSION_SPEED_BREAKDOWN = `query MatchSessionSpeedBreakdown($sessionId: ID!, $athleteIds: [ID!]) {
  session(id: $sessionId) {
    __typename id
    ... on MatchSession {
      sessionParticipations(athleteIds: $athleteIds) {
        id ${ATHLETE}
        athleteMetricSet { id avgSpeedKphOverTime { endTime value } }
      }
    }
  }
}`;

export const HEATMAPS = `query Heatmaps($sessionId: ID!, $athleteIds: [ID!]) {
  session(id: $sessionId) {
    __typename id club { id sport }
    ... on MatchSession {
      matchSessionPeriods { id name }
      pitch { id lengthM widthM pitchBackgroundUrl }
      sessionParticipations(athleteIds: $athleteIds) {
        id ${ATHLETE}
        periodMetricSets { id heatmapUrl matchSessionPeriod { id name } }
      }
    }
  }
}`;

export const PERMISSION_QUERY = `query CheckPermissionQuery($action: PermissionAction!, $subjectId: ID) {
  permission(requestedAction: $action, subject: Session, subjectId: $subjectId) { permitted }
}`;

/** Every operation that takes a session id, by name. */
export const SESSION_OPERATIONS = {
  AthletesQuery: ATHLETES_QUERY,
  SessionContainerQuery: SESSION_CONTAINER_QUERY,
  SessionDetails: SESSION_DETAILS,
  SpeedBreakdown: SPEED_BREAKDOWN,
  SessionAverageQuery: SESSION_AVERAGE_QUERY,
  MatchSessionHeader: MATCH_SESSION_HEADER,
  MatchReportSummary: MATCH_REPORT_SUMMARY,
  MatchReportAthletes: MATCH_REPORT_ATHLETES,
  PeriodsDistance: PERIODS_DISTANCE,
  MatchSessionSpeedBreakdown: MATCH_SESSION_SPEED_BREAKDOWN,
  Heatmaps: HEATMAPS,
} as const;
