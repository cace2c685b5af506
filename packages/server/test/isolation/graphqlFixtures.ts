import { CLUB_SETTINGS_GRAPHQL_FIXTURES } from './clubSettingsFixtures.js';
import { ADMIN_GRAPHQL_FIXTURES } from './adminFixtures.js';
import { DATASET_GRAPHQL_FIXTURES } from './datasetFixtures.js';
import { IMPORT_GRAPHQL_FIXTURES } from './importFixtures.js';
import { MEMBER_CLUB_FIELDS, MEMBER_GRAPHQL_FIXTURES } from './memberFixtures.js';
import { NOTIFICATION_GRAPHQL_FIXTURES } from './notificationFixtures.js';
import type { OwnIds } from './outsiders.js';
import { REPORT_GRAPHQL_FIXTURES } from './reportFixtures.js';
import { SQUAD_GRAPHQL_FIXTURES } from './squadFixtures.js';
import { SURVEY_GRAPHQL_FIXTURES } from './surveyFixtures.js';
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
  pitches { id name sessionCount } tagDefinitions { id label }
  settings { timeZone defaultUnitSystem suggestedSegmentTitles segmentTitles }
  lastSession { id } lastThirtyDaysSessions { id } lastThirtyDays { date avgDistanceM }
  myAthleteHome { id lastSessions { id } pendingSurveys { id } }
  athleteGroups { id name athletes { id name } } sessions { nodes { id description } }
  surveys(includeArchived: true) { id title archived questions { id prompt hidden } timers { id } }
  ${MEMBER_CLUB_FIELDS}
  squadAthletes(includeArchived: true) { id name shirtNumber deviceSerials } positionChoices`;

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

const SEGMENT_FIELDS = `id title startTime tagDefinitionIds tags { id label } metricsProcessing
  session { id } segmentParticipations { id tagDefinitionIds athlete { id name }
    sessionParticipation { id } athleteMetricSet { id totalDistanceM } }
  clippedTimePeriodsByAthlete { athleteId clippedTimePeriods { startOffset endOffset tagDefinitionIds } }
  segmentMetricSet { avgTotalDistanceM avgAccelerationEvents }`;

const SEGMENT_PAYLOAD = `segment { ${SEGMENT_FIELDS} } errors { path fullMessages }`;

/** Every id a segment input can name, the target's where `of` says, the outsider's own elsewhere. */
const segmentInput = (target: TargetIds) => ({
  title: 'Taken over',
  startTime: '2026-11-14T15:02:00Z',
  endTime: '2026-11-14T15:04:00Z',
  tagDefinitionIds: [target.segmentTagId],
  participations: [{ id: target.participationId, tagDefinitionIds: [target.partTagId] }],
  clippedTimePeriodsByAthlete: [
    {
      athleteId: target.athleteId,
      clippedTimePeriods: [
        { startOffset: 0, endOffset: 1000, tagDefinitionIds: [target.partTagId] },
      ],
    },
  ],
});

const SEGMENT_INPUT_PATHS = [
  'tagDefinitionIds',
  'participations.id',
  'participations.tagDefinitionIds',
  'clippedTimePeriodsByAthlete.athleteId',
  'clippedTimePeriodsByAthlete.clippedTimePeriods.tagDefinitionIds',
];
const under = (argument: string) => SEGMENT_INPUT_PATHS.map((path) => `${argument}.${path}`);

/** By field coordinate: how the isolation test calls every field that takes ids. */
export const GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Query.club': [
    {
      covers: ['id'],
      query: `query ($id: ID!) { club(id: $id) { ${CLUB_FIELDS} metricSettings { sprintSpeedKph } sessionsWithStoredFiles } }`,
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
  'Club.athleteProfile': [
    {
      // Asked in the outsider's own club, naming the target's athlete: not found, like an unknown id.
      covers: ['athleteId'],
      query: `query ($clubId: ID!, $athleteId: ID!) { club(id: $clubId) {
        athleteProfile(athleteId: $athleteId, from: "2020-01-01T00:00:00Z", to: "2020-12-31T00:00:00Z") {
          id athlete { id name } position groupNames sessions { id session { id } }
          personalBests { metric value session { id } } loadDays { date distanceM }
          peakDemands { windowMinutes distanceM } heartRateZones { zonePercentages } } } }`,
      variables: (target, own) => ({ clubId: own.clubId, athleteId: target.athleteId }),
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
  'Query.segment': [
    {
      covers: ['id'],
      query: `query ($id: ID!) { segment(id: $id) { ${SEGMENT_FIELDS} } }`,
      variables: (target) => ({ id: target.segmentId }),
    },
  ],
  'Mutation.createSessionSegment': [
    {
      covers: ['id', 'attributes.sessionId', ...under('attributes')],
      query: `mutation ($id: ID, $attributes: SessionSegmentAttributes!) {
        createSessionSegment(id: $id, attributes: $attributes) { ${SEGMENT_PAYLOAD} } }`,
      variables: (target) => ({
        id: target.segmentId,
        attributes: { sessionId: target.trainingId, ...segmentInput(target) },
      }),
    },
    {
      covers: under('attributes'),
      query: `mutation ($attributes: SessionSegmentAttributes!) {
        createSessionSegment(attributes: $attributes) { ${SEGMENT_PAYLOAD} } }`,
      variables: (target, own) => ({
        attributes: { sessionId: own.trainingId, ...segmentInput(target) },
      }),
    },
  ],
  'Mutation.updateSessionSegment': [
    {
      covers: ['id', ...under('patch')],
      query: `mutation ($id: ID!, $patch: SessionSegmentPatch!) {
        updateSessionSegment(id: $id, patch: $patch) { ${SEGMENT_PAYLOAD} } }`,
      variables: (target) => ({ id: target.segmentId, patch: segmentInput(target) }),
    },
  ],
  'Mutation.updateSessionSegments': [
    {
      covers: ['patches.id', ...under('patches')],
      query: `mutation ($patches: [SessionSegmentsPatch!]!) {
        updateSessionSegments(patches: $patches) { segments { ${SEGMENT_FIELDS} } errors { path fullMessages } } }`,
      variables: (target) => ({ patches: [{ id: target.segmentId, ...segmentInput(target) }] }),
    },
  ],
  'Mutation.destroySessionSegment': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) { destroySessionSegment(id: $id) { id errors { path fullMessages } } }`,
      variables: (target) => ({ id: target.segmentId }),
    },
  ],
  'Mutation.updateSessionParticipations': [
    {
      covers: ['participations.id', 'participations.tagDefinitionIds'],
      query: `mutation ($participations: [SessionParticipationTagsInput!]!) {
        updateSessionParticipations(participations: $participations) {
          sessionParticipations { id tagDefinitionIds } errors { path fullMessages } } }`,
      variables: (target) => ({
        participations: [{ id: target.participationId, tagDefinitionIds: [target.sessionTagId] }],
      }),
    },
  ],
  'Subscription.segmentsUpdated': [
    {
      covers: ['sessionId'],
      query: `subscription ($sessionId: ID!) { segmentsUpdated(sessionId: $sessionId) { sessionId segmentId change segment { ${SEGMENT_FIELDS} } } }`,
      variables: (target) => ({ sessionId: target.trainingId }),
    },
  ],
  'Subscription.sessionProcessed': [
    {
      covers: ['sessionId'],
      query: `subscription ($sessionId: ID!) { sessionProcessed(sessionId: $sessionId) { sessionId dataProcessing } }`,
      variables: (target) => ({ sessionId: target.matchId }),
    },
  ],
  ...REPORT_GRAPHQL_FIXTURES,
  ...DATASET_GRAPHQL_FIXTURES,
  ...SURVEY_GRAPHQL_FIXTURES,
  ...CLUB_SETTINGS_GRAPHQL_FIXTURES,
  ...MEMBER_GRAPHQL_FIXTURES,
  ...SQUAD_GRAPHQL_FIXTURES,
  ...ADMIN_GRAPHQL_FIXTURES,
  ...IMPORT_GRAPHQL_FIXTURES,
  ...NOTIFICATION_GRAPHQL_FIXTURES,
};
