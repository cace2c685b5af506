import { unpackSpeeds } from '@touchline/domain';
import type { SegmentsQueryQuery } from '../../gql/graphql';
import type { EditorInput, SavedSegmentInput, SpeedSeries } from './model/types';

type QueriedSession = NonNullable<SegmentsQueryQuery['session']>;
export type EditorSession = Extract<QueriedSession, { __typename: 'TrainingSession' }>;
type QueriedSegment = EditorSession['segments'][number];
type QueriedParticipation = EditorSession['sessionParticipations'][number];

/** The training session the editor can open; null for a match (segments are training-only). */
export function editableSession(session: QueriedSession | null | undefined): EditorSession | null {
  return session?.__typename === 'TrainingSession' ? session : null;
}

function speedSeries(participation: QueriedParticipation): SpeedSeries | null {
  const series = participation.athleteMetricSet?.sampledSpeedKphOverTime;
  if (!series) return null;
  const valuesKph = unpackSpeeds(series.packedValues);
  if (!valuesKph.some((value) => value !== null)) return null;
  return { startMs: Date.parse(series.startTime), intervalMs: series.intervalMs, valuesKph };
}

/** A saved segment as the editor loads it: participations by SESSION participation id. */
export function savedSegmentInput(segment: QueriedSegment): SavedSegmentInput {
  return {
    id: segment.id,
    title: segment.title,
    startTimestamp: Date.parse(segment.startTime),
    endTimestamp: Date.parse(segment.endTime),
    tagDefinitionIds: segment.tagDefinitionIds,
    participations: segment.segmentParticipations.map((participation) => ({
      id: participation.sessionParticipation.id,
      tagDefinitionIds: participation.tagDefinitionIds,
    })),
    clippedTimePeriodsByAthlete: segment.clippedTimePeriodsByAthlete,
  };
}

/** What the editor model is made from (or reloaded with) after SegmentsQuery answers. */
export function editorInput(
  session: EditorSession,
): Omit<EditorInput, 'widthPx' | 'wheelMode' | 'createId'> {
  return {
    session: { startMs: Date.parse(session.startTime), endMs: Date.parse(session.endTime) },
    athletes: session.sessionParticipations.map((participation) => {
      const speed = speedSeries(participation);
      return {
        id: participation.athlete.id,
        name: participation.athlete.name,
        sessionParticipationId: participation.id,
        tagDefinitionIds: participation.tagDefinitionIds,
        hasData: speed !== null,
        speed,
      };
    }),
    segments: session.segments.map(savedSegmentInput),
    tagDefinitions: session.club.tagDefinitions,
    groups: session.club.athleteGroups.map((group) => ({
      id: group.id,
      name: group.name,
      colour: group.colour,
      athleteIds: group.athletes.map((athlete) => athlete.id),
    })),
  };
}
