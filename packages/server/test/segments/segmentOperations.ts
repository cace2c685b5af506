import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { sessionParticipations, tagDefinitions } from '../../src/db/tables.js';

// The segment editor's operations (docs/product/dashboard-and-segments.md §7), as the web app sends them.

const SEGMENT_FIELDS = `
  id lockVersion title startTime endTime tagDefinitionIds metricsProcessing
  tags { id label }
  segmentParticipations { id tagDefinitionIds athlete { id name } sessionParticipation { id }
    athleteMetricSet { totalDistanceM sprintEvents accelerationEvents decelerationEvents } }
  clippedTimePeriodsByAthlete { athleteId clippedTimePeriods { startOffset endOffset tagDefinitionIds } }
`;

export const SEGMENTS_QUERY = `query SegmentsQuery($sessionId: ID!) {
  session(id: $sessionId) { ... on TrainingSession {
    startTime endTime
    club { id settings { segmentTitles } tagDefinitions { id label colour validTaggableTypes }
      athleteGroups { id name colour athletes { id } } }
    sessionParticipations { id tagDefinitionIds athlete { id name initials }
      athleteMetricSet { sampledSpeedKphOverTime { startTime intervalMs values } } }
    segments { ${SEGMENT_FIELDS} }
  } } }`;

export const SEGMENT_DETAILS_QUERY = `query SegmentDetailsQuery($segmentId: ID!) {
  segment(id: $segmentId) { ${SEGMENT_FIELDS}
    segmentMetricSet { participantsWithData participantsWithoutData avgTotalDistanceM
      avgTotalSprintDistanceM avgTotalHighIntensityDistanceM avgSprintEvents avgHighIntensityEvents
      avgAccelerationEvents avgDecelerationEvents avgMetresPerMinute }
  } }`;

export const CREATE_SEGMENT = `mutation CreateSessionSegmentMutation($id: ID, $attributes: SessionSegmentAttributes!) {
  createSessionSegment(id: $id, attributes: $attributes) {
    segment { ${SEGMENT_FIELDS} } errors { path fullMessages } } }`;

export const UPDATE_SEGMENT = `mutation UpdateSessionSegmentMutation($id: ID!, $patch: SessionSegmentPatch!) {
  updateSessionSegment(id: $id, patch: $patch) {
    segment { ${SEGMENT_FIELDS} } errors { path fullMessages } } }`;

export const UPDATE_SEGMENTS = `mutation UpdateSessionSegmentsMutation($patches: [SessionSegmentsPatch!]!) {
  updateSessionSegments(patches: $patches) {
    segments { id title startTime endTime } errors { path fullMessages } } }`;

export const DESTROY_SEGMENT = `mutation DestroySessionSegmentMutation($id: ID!) {
  destroySessionSegment(id: $id) { id errors { path fullMessages } } }`;

export const UPDATE_PARTICIPATIONS = `mutation UpdateSessionParticipations($participations: [SessionParticipationTagsInput!]!) {
  updateSessionParticipations(participations: $participations) {
    sessionParticipations { id tagDefinitionIds } errors { path fullMessages } } }`;

export interface SegmentAnswer {
  id: string;
  lockVersion: number;
  title: string;
  startTime: string;
  endTime: string;
  tagDefinitionIds: string[];
  metricsProcessing: boolean;
  segmentParticipations: {
    id: string;
    tagDefinitionIds: string[];
    athlete: { id: string; name: string };
    sessionParticipation: { id: string };
    athleteMetricSet: Record<string, number> | null;
  }[];
  clippedTimePeriodsByAthlete: {
    athleteId: string;
    clippedTimePeriods: { startOffset: number; endOffset: number; tagDefinitionIds: string[] }[];
  }[];
}

export interface MutationErrors {
  errors: { path: string[]; fullMessages: string[] }[];
}

/** A tag of each kind (and one of two kinds) for the club, by label. */
export async function seedTags(db: Db, clubId: string): Promise<Record<string, string>> {
  const rows = await db
    .insert(tagDefinitions)
    .values([
      { clubId, label: 'Rehab', colour: '#e11d48', validTaggableTypes: ['session_participation'] },
      { clubId, label: 'Possession', colour: '#2563eb', validTaggableTypes: ['segment'] },
      {
        clubId,
        label: 'High Intensity',
        colour: '#9333ea',
        validTaggableTypes: ['segment_participation_part'],
      },
      {
        clubId,
        label: 'Focus',
        colour: '#16a34a',
        validTaggableTypes: ['segment', 'segment_participation_part'],
      },
    ])
    .onConflictDoNothing()
    .returning();
  if (rows.length < 4) throw new Error('The club already has tags of these labels');
  return Object.fromEntries(rows.map((row) => [row.label, row.id]));
}

/** The session's participation id of each athlete. */
export async function participationIdsOf(
  db: Db,
  sessionId: string,
): Promise<Record<string, string>> {
  const rows = await db
    .select()
    .from(sessionParticipations)
    .where(eq(sessionParticipations.sessionId, sessionId));
  return Object.fromEntries(rows.map((row) => [row.athleteId, row.id]));
}
