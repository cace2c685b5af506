import { SessionSegmentsChangedSubscription } from '../training/SessionSegmentsCard';
import type { MockLink } from '@apollo/client/testing';
import { FeatureQuery } from '../../../lib/access/useFeature';
import { CheckPermissionQuery } from '../../../lib/access/usePermission';
import { DrillIntensityQuery } from '../training/DrillIntensityQuery';
import { SessionAverageQuery } from '../training/SessionAverageQuery';
import { SessionDetailsQuery } from '../training/SessionDetailsQuery';
import { SpeedBreakdownQuery } from '../training/SpeedBreakdownQuery';
import { ATHLETES, CLUB_ID } from '../../../testing/athletes';

type Mock = MockLink.MockedResponse;

export const TRAINING_ID = 's1';
export const TRAINING_START = '2025-11-28T17:00:00.000Z';
const many = { maxUsageCount: Number.POSITIVE_INFINITY };

/** How an athlete's data stands: processed, not processed yet, or failed with a warning. */
export type AthleteDataState = 'data' | 'unprocessed' | 'failed';

export interface TrainingMockOptions {
  sessionId?: string;
  /** Per athlete of ATHLETES, in order; `[]` for a session without participations. */
  athletes?: AthleteDataState[];
  athleteIds?: string[] | null;
  /** Answer as if the id were a match. */
  match?: boolean;
  permitted?: boolean;
  permissionError?: string;
  webSegments?: boolean;
  rawTopSpeed?: boolean;
  segments?: { id: string; title: string }[];
  /** Every report query fails with this message. */
  queryError?: string;
}

const minute = (n: number) => new Date(Date.parse(TRAINING_START) + n * 60_000).toISOString();

function metricSet(sessionId: string, index: number) {
  return {
    __typename: 'AthleteMetricSet',
    id: `${sessionId}-m${index}`,
    totalDistanceM: 5200 + index * 700,
    sprintEvents: 3 + index,
    totalSprintDistanceM: 120 + index * 40,
    totalHighIntensityDistanceM: 480 + index * 90,
    avgSpeedKph: 5.4 + index,
    maxSpeedKph: 27.5 + index,
    rawMaxSpeedKph: 28.9 + index,
    metresPerMinute: 74 + index * 5,
    // Only the first athlete wore a heart-rate strap.
    avgHeartRateBpm: index === 0 ? 148.6 : null,
    maxHeartRateBpm: index === 0 ? 181 : null,
    speedzoneProfileZone: [40, 25, 15, 10, 6, 4],
    avgSpeedBreakdown: [1, 2, 3].map((n) => ({
      __typename: 'TimedValue',
      endTime: minute(n),
      value: 6 + n + index,
    })),
  };
}

function participations(
  sessionId: string,
  states: AthleteDataState[],
  athleteIds: string[] | null,
) {
  return ATHLETES.slice(0, states.length)
    .map((athlete, index) => ({ athlete, index, state: states[index]! }))
    .filter(({ athlete }) => !athleteIds || athleteIds.includes(athlete.id))
    .map(({ athlete, index, state }) => ({
      __typename: 'SessionParticipation',
      id: `${sessionId}-p${index}`,
      athlete,
      athleteMetricSet: state === 'data' ? metricSet(sessionId, index) : null,
      // The first athlete played matches in the last 12 months; the others none.
      matchAverage:
        index === 0
          ? {
              __typename: 'AthleteMatchAverage',
              matchCount: 4,
              totalDistanceM: 10400,
              totalHighIntensityDistanceM: 960,
              totalSprintDistanceM: 300,
            }
          : null,
      processingWarnings:
        state === 'failed'
          ? [{ __typename: 'ProcessingWarning', id: `${sessionId}-w${index}` }]
          : [],
    }));
}

/** The answer of any training query: the fields every one of them may ask for. */
function trainingSession(options: TrainingMockOptions) {
  const sessionId = options.sessionId ?? TRAINING_ID;
  if (options.match)
    return { __typename: 'MatchSession', id: sessionId, startTime: TRAINING_START };
  return {
    __typename: 'TrainingSession',
    id: sessionId,
    startTime: TRAINING_START,
    trainingSessionMetricSet: {
      __typename: 'SessionMetricSet',
      avgDistanceM: 5900,
      avgSprintDistanceM: 160,
      avgHighIntensityRunDistanceM: 570,
    },
    segments: (options.segments ?? []).map((segment, index) => ({
      __typename: 'Segment',
      ...segment,
      startTime: minute(10 * index),
      endTime: minute(10 * index + 8),
    })),
    sessionParticipations: participations(
      sessionId,
      options.athletes ?? ['data', 'data', 'data'],
      options.athleteIds ?? null,
    ),
  };
}

/**
 * A match peak per window length: 200 m, 360 m, 480 m, 700 m and 1200 m
 * (105 m high-intensity in the best 3 minutes).
 */
const MATCH_PEAKS = [
  [1, 200, 60],
  [2, 360, 90],
  [3, 480, 105],
  [5, 700, 150],
  [10, 1200, 220],
].map(([windowMinutes, distanceM, highIntensityDistanceM]) => ({
  __typename: 'PeakDemand',
  windowMinutes,
  distanceM,
  highIntensityDistanceM,
}));

/**
 * Each segment's athletes: the first 4 minutes in it, 560 m of which 60 m at
 * high intensity, against the match peaks above; the second without a match
 * in the year before (zeros); the third without data in the drill.
 */
function drillMocks(options: TrainingMockOptions): Mock[] {
  return (options.segments ?? []).map((segment, index) => ({
    request: { query: DrillIntensityQuery, variables: { segmentId: segment.id } },
    result: {
      data: {
        segment: {
          __typename: 'Segment',
          ...segment,
          segmentParticipations: ATHLETES.slice(0, 3).map((athlete, a) => ({
            __typename: 'SegmentParticipation',
            id: `${segment.id}-sp${a}`,
            athlete,
            athleteMetricSet:
              a === 2
                ? null
                : {
                    __typename: 'AthleteMetricSet',
                    id: `${segment.id}-m${a}`,
                    activeSeconds: 240,
                    totalDistanceM: 560 + index * 40,
                    totalHighIntensityDistanceM: 60,
                  },
            matchPeakDemands: MATCH_PEAKS.map((peak) =>
              a === 0 ? peak : { ...peak, distanceM: 0, highIntensityDistanceM: 0 },
            ),
          })),
        },
      },
    },
    ...many,
  }));
}

/** The training report's queries, permission and switches for one selection. */
export function trainingMocks(options: TrainingMockOptions = {}): Mock[] {
  const sessionId = options.sessionId ?? TRAINING_ID;
  const variables = { sessionId, athleteIds: options.athleteIds ?? null };
  const answer = options.queryError
    ? { errors: [{ message: options.queryError, path: ['session'] }], data: { session: null } }
    : { data: { session: trainingSession(options) } };
  const feature = (name: string, enabled: boolean): Mock => ({
    request: { query: FeatureQuery, variables: { clubId: CLUB_ID, name } },
    result: { data: { feature: { __typename: 'Feature', name, enabled } } },
    ...many,
  });
  return [
    { request: { query: SessionAverageQuery, variables }, result: answer, ...many },
    { request: { query: SessionDetailsQuery, variables }, result: answer, ...many },
    { request: { query: SpeedBreakdownQuery, variables }, result: answer, ...many },
    ...drillMocks(options),
    // The segment list's live updates: nothing changes while a test runs.
    {
      request: { query: SessionSegmentsChangedSubscription, variables: { sessionId } },
      result: { data: null },
      delay: Number.POSITIVE_INFINITY,
      ...many,
    },
    {
      request: {
        query: CheckPermissionQuery,
        variables: {
          requestedAction: 'Export',
          subject: 'Session',
          subjectId: sessionId,
          clubId: null,
        },
      },
      result: options.permissionError
        ? { errors: [{ message: options.permissionError }], data: null }
        : {
            data: {
              permission: { __typename: 'Permission', permitted: options.permitted ?? true },
            },
          },
      ...many,
    },
    feature('web_segments', options.webSegments ?? true),
    feature('raw_top_speed', options.rawTopSpeed ?? false),
  ];
}
