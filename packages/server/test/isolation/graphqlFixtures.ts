import type { OwnIds } from './outsiders.js';
import type { TargetIds } from './victimClub.js';

/**
 * One way to call an id-taking field: the operation, its variables with the
 * target's ids (the victim's, or unknown ones) and the outsider's own, and
 * which of the field's id arguments it fills with the target's.
 */
export interface GraphqlCase {
  covers: string[];
  query: string;
  variables: (target: TargetIds, own: OwnIds) => Record<string, unknown>;
}

const CLUB_FIELDS = `id name sport suspended flexibleReportsCount organisation { id name }
  lastSession { id } lastThirtyDaysSessions { id } lastThirtyDays { date avgDistanceM }
  athleteGroups { id name athletes { id name } } sessions { nodes { id description } }`;

const SESSION_FIELDS = `__typename id startTime description dataProcessing club { id name }
  processingWarnings { id message athlete { id name } }
  sessionParticipations { id athlete { id name }
    athleteMetricSet { id totalDistanceM heatmapUrl } periodMetricSets { id heatmapUrl } }
  sessionMetricSet { totalDistanceM }
  ... on MatchSession { opponent matchDefinition { id name } pitch { id name }
    matchSessionPeriods { id name metricSet { totalDistanceM } } }
  ... on TrainingSession { segments { id title } }`;

const PARTICIPATIONS = `query ($sessionId: ID!, $athleteIds: [ID!]) {
  session(id: $sessionId) { id sessionParticipations(athleteIds: $athleteIds) { id athlete { id name } } }
}`;

const PERMISSION = `query ($clubId: ID, $subject: PermissionSubject!, $subjectId: ID) {
  permission(requestedAction: Show, clubId: $clubId, subject: $subject, subjectId: $subjectId) { permitted }
}`;

const CREATE_SESSION = `mutation ($input: CreateSessionInput!) {
  createSession(input: $input) { sessionId dataProcessing }
}`;

/** A valid match on a pitch: only the ids can make it fail. */
const newMatch = (clubId: string, pitchId: string) => ({
  input: {
    clubId,
    pitchId,
    kind: 'match',
    startTime: '2026-12-05T15:00:00Z',
    endTime: '2026-12-05T16:45:00Z',
    periods: [
      { name: '1st Half', startTime: '2026-12-05T15:00:00Z', endTime: '2026-12-05T15:45:00Z' },
    ],
  },
});

/** By field coordinate: how the isolation test calls every field that takes ids. */
export const GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Query.club': [
    {
      covers: ['id'],
      query: `query ($id: ID!) { club(id: $id) { ${CLUB_FIELDS} metricSettings { sprintSpeedKph } } }`,
      variables: (target) => ({ id: target.clubId }),
    },
  ],
  'Query.feature': [
    {
      covers: ['clubId'],
      query: `query ($clubId: ID!) { feature(clubId: $clubId, name: csv_exports) { name enabled } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
  'Query.permission': [
    {
      covers: ['clubId'],
      query: PERMISSION,
      variables: (target) => ({ clubId: target.clubId, subject: 'Session' }),
    },
    {
      covers: ['subjectId'],
      query: PERMISSION,
      variables: (target) => ({ subject: 'Session', subjectId: target.matchId }),
    },
    {
      covers: ['clubId', 'subjectId'],
      query: PERMISSION,
      variables: (target) => ({
        clubId: target.clubId,
        subject: 'Athlete',
        subjectId: target.athleteId,
      }),
    },
  ],
  'Query.session': [
    {
      covers: ['id'],
      query: `query ($id: ID!) { session(id: $id) { ${SESSION_FIELDS} } }`,
      variables: (target) => ({ id: target.matchId }),
    },
    {
      covers: ['id'],
      query: `query ($id: ID!) { session(id: $id) { ${SESSION_FIELDS} } }`,
      variables: (target) => ({ id: target.trainingId }),
    },
  ],
  'TrainingSession.sessionParticipations': [
    {
      covers: ['athleteIds'],
      query: PARTICIPATIONS,
      variables: (target, own) => ({ sessionId: own.trainingId, athleteIds: target.athleteIds }),
    },
  ],
  'MatchSession.sessionParticipations': [
    {
      covers: ['athleteIds'],
      query: PARTICIPATIONS,
      variables: (target, own) => ({ sessionId: own.matchId, athleteIds: target.athleteIds }),
    },
  ],
  'Person.staff': [
    {
      covers: ['clubId'],
      query: `query ($clubId: ID!) { currentPerson { staff(clubId: $clubId) { id } } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
  'Person.athlete': [
    {
      covers: ['clubId'],
      query: `query ($clubId: ID!) { currentPerson { athlete(clubId: $clubId) { id name } } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
  'Mutation.createSession': [
    {
      covers: ['input.clubId', 'input.pitchId'],
      query: CREATE_SESSION,
      variables: (target) => newMatch(target.clubId, target.pitchId),
    },
    {
      covers: ['input.pitchId'],
      query: CREATE_SESSION,
      variables: (target, own) => newMatch(own.clubId, target.pitchId),
    },
  ],
  'Mutation.updateMetricSettings': [
    {
      covers: ['input.clubId'],
      query: `mutation ($clubId: ID!) {
        updateMetricSettings(input: { clubId: $clubId, sprintSpeedKph: 30 }) {
          metricSettings { sprintSpeedKph } sessionsReprocessing
        }
      }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
  'Subscription.clubUpdated': [
    {
      covers: ['clubId'],
      query: `subscription ($clubId: ID!) { clubUpdated(clubId: $clubId) { ${CLUB_FIELDS} } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
  'Subscription.sessionProcessed': [
    {
      covers: ['sessionId'],
      query: `subscription ($sessionId: ID!) { sessionProcessed(sessionId: $sessionId) { sessionId dataProcessing } }`,
      variables: (target) => ({ sessionId: target.matchId }),
    },
  ],
};
