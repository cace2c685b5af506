import type { MockLink } from '@apollo/client/testing';
import { packSpeeds } from '@touchline/domain';
import { CheckPermissionQuery } from '../../../lib/access/usePermission';
import { SegmentsQuery } from '../SegmentsQuery';

export const SESSION_ID = 's1';
export const SESSION_START = '2026-11-20T10:00:00.000Z';
export const SESSION_END = '2026-11-20T11:00:00.000Z';

const athlete = (id: string, name: string, initials: string, withData: boolean) => ({
  __typename: 'SessionParticipation' as const,
  id: `sp-${id}`,
  tagDefinitionIds: [],
  athlete: { __typename: 'Athlete' as const, id, name, initials },
  athleteMetricSet: withData
    ? {
        __typename: 'AthleteMetricSet' as const,
        id: `ms-${id}`,
        sampledSpeedKphOverTime: {
          __typename: 'SampledSpeedSeries' as const,
          startTime: SESSION_START,
          intervalMs: 1000,
          packedValues: packSpeeds([0, 5, 12, 20, 8, null, 3]),
        },
      }
    : null,
});

/** A saved segment as the server answers it (with its __typenames, as the cache needs them). */
export function rondo(title = 'Rondo') {
  return {
    __typename: 'Segment',
    lockVersion: 0,
    id: 'seg-1',
    title,
    startTime: '2026-11-20T10:10:00.000Z',
    endTime: '2026-11-20T10:25:30.000Z',
    tagDefinitionIds: [],
    metricsProcessing: false,
    segmentParticipations: [
      {
        __typename: 'SegmentParticipation',
        id: 'segp-1',
        tagDefinitionIds: [],
        sessionParticipation: { __typename: 'SessionParticipation', id: 'sp-a1' },
      },
    ],
    clippedTimePeriodsByAthlete: [
      {
        __typename: 'AthleteClippedTimePeriods',
        athleteId: 'a1',
        clippedTimePeriods: [
          {
            __typename: 'ClippedTimePeriod',
            startOffset: 0,
            endOffset: 930_000,
            tagDefinitionIds: [],
          },
        ],
      },
    ],
  };
}

/** SegmentsQuery's answer: a training of two athletes (one without data) and one segment. */
export function segmentsQueryMock(
  segments: ReturnType<typeof rondo>[] = [rondo()],
): MockLink.MockedResponse {
  const data = {
    session: {
      __typename: 'TrainingSession',
      id: SESSION_ID,
      startTime: SESSION_START,
      endTime: SESSION_END,
      club: {
        __typename: 'Club',
        id: '1',
        settings: { __typename: 'ClubSettings', segmentTitles: ['Rondo', 'Possession'] },
        tagDefinitions: [
          {
            __typename: 'TagDefinition',
            id: 't1',
            label: 'Conditioning',
            colour: '#f60',
            validTaggableTypes: ['segment'],
          },
        ],
        athleteGroups: [
          {
            __typename: 'AthleteGroup',
            id: 'g1',
            name: 'Defenders',
            colour: '#06f',
            athletes: [{ __typename: 'Athlete', id: 'a1' }],
          },
        ],
      },
      sessionParticipations: [
        athlete('a1', 'Ada Moss', 'AM', true),
        athlete('a2', 'Ben Hale', 'BH', false),
      ],
      segments,
    },
  };
  return {
    request: { query: SegmentsQuery, variables: { sessionId: SESSION_ID } },
    result: { data },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Whether the person may edit the session's segments (Edit on Session). */
export function editPermissionMock(permitted = true): MockLink.MockedResponse {
  return {
    request: {
      query: CheckPermissionQuery,
      variables: {
        requestedAction: 'Edit',
        subject: 'Session',
        subjectId: SESSION_ID,
        clubId: null,
      },
    },
    result: { data: { permission: { __typename: 'Permission', permitted } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
