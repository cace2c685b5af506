import type { MockLink } from '@apollo/client/testing';
import { CheckPermissionQuery } from '../../../lib/access/usePermission';
import { FeatureQuery } from '../../../lib/access/useFeature';
import { HeatmapsQuery } from './HeatmapsQuery';
import { MatchReportAthletesQuery } from './MatchReportAthletesQuery';
import { MatchReportSummaryQuery } from './MatchReportSummaryQuery';
import { MatchSessionHeaderQuery } from './MatchSessionHeaderQuery';
import { MatchSessionSpeedBreakdownQuery } from './MatchSessionSpeedBreakdownQuery';
import { PeakDemandsQuery } from './PeakDemandsQuery';
import { PeriodsDistanceQuery } from './PeriodsDistanceQuery';

type Mock = MockLink.MockedResponse;

export const SESSION_ID = 's1';
export const CLUB_ID = '1';
export const FIRST_HALF_START = '2025-11-15T15:00:00.000Z';
const SECOND_HALF_START = '2025-11-15T16:00:00.000Z';

const many = { maxUsageCount: Number.POSITIVE_INFINITY };
const minute = (start: string, n: number) => new Date(Date.parse(start) + n * 60_000).toISOString();
const timed = (start: string, values: number[]) =>
  values.map((value, index) => ({
    __typename: 'TimedValue',
    endTime: minute(start, index + 1),
    value,
  }));

export const ATHLETES = [
  { id: 'a1', name: 'Ana Silva', initials: 'AS' },
  { id: 'a2', name: 'Ben Okoro', initials: 'BO' },
  { id: 'a3', name: 'Cara Diaz', initials: 'CD' },
].map((athlete) => ({ __typename: 'Athlete', ...athlete, profilePicture: null }));

const PERIODS = [
  { id: 'p1', name: 'First Half', startTime: FIRST_HALF_START },
  { id: 'p2', name: 'Second Half', startTime: SECOND_HALF_START },
];

/** Distances (m) per athlete with data: whole match, first half, second half. */
const DISTANCES: Record<string, [number, number, number]> = {
  a1: [9100, 4700, 4400],
  a2: [8300, 4000, 4300],
};

const metrics = (id: string, totalDistanceM: number) => ({
  __typename: 'AthleteMetricSet',
  id,
  totalDistanceM,
  sprintEvents: 4,
  totalSprintDistanceM: 150,
  totalHighIntensityDistanceM: 600,
  avgSpeedKph: 6.1,
  maxSpeedKph: 30.2,
  rawMaxSpeedKph: 31.4,
  metresPerMinute: 101,
  avgHeartRateBpm: null,
  maxHeartRateBpm: null,
});

/**
 * A period's peak demands as the card asks for them, from a 1-minute peak (m):
 * longer windows hold less per minute, as real ones do.
 */
export function peakAmounts(oneMinuteM: number) {
  return [1, 2, 3, 5, 10].map((windowMinutes) => ({
    __typename: 'PeakDemand',
    windowMinutes,
    distanceM: oneMinuteM * windowMinutes * (1 - 0.04 * (windowMinutes - 1)),
    highIntensityDistanceM: oneMinuteM * 0.3 * Math.sqrt(windowMinutes),
    accelerationsDecelerations: 2 + windowMinutes,
  }));
}

/** The whole match's peak demands: the amounts, each starting at `startTime`. */
export function peakDemands(oneMinuteM: number, startTime: string) {
  return peakAmounts(oneMinuteM).map((amounts) => ({
    ...amounts,
    distanceStartTime: startTime,
    highIntensityStartTime: startTime,
    accelerationsDecelerationsStartTime: startTime,
  }));
}

export interface MatchMockOptions {
  athleteIds?: string[] | null;
  /** Leaves out the team's metric set: nothing was processed. */
  noMetricSet?: boolean;
  /** The second half's team values are still missing. */
  secondHalfUnprocessed?: boolean;
  noParticipations?: boolean;
  summaryError?: string;
  permitted?: boolean;
  rawTopSpeed?: boolean;
}

function participations(athleteIds: string[] | null, noParticipations: boolean) {
  if (noParticipations) return [];
  return ATHLETES.filter((athlete) => !athleteIds || athleteIds.includes(athlete.id));
}

function periodSet(athleteId: string, periodIndex: number, extra: object) {
  const distances = DISTANCES[athleteId];
  if (!distances) return [];
  const period = PERIODS[periodIndex]!;
  return [
    {
      ...metrics(`${athleteId}-${period.id}`, distances[periodIndex + 1]!),
      matchSessionPeriod: { __typename: 'MatchSessionPeriod', id: period.id },
      ...extra,
    },
  ];
}

const match = (fields: object) => ({
  data: { session: { __typename: 'MatchSession', id: SESSION_ID, ...fields } },
});

/** The match report's queries for one selection, with the permission and feature answers. */
export function matchReportMocks(options: MatchMockOptions = {}): Mock[] {
  const athleteIds = options.athleteIds ?? null;
  const variables = { sessionId: SESSION_ID, athleteIds };
  const people = participations(athleteIds, options.noParticipations ?? false);
  const whole = (athleteId: string, extra: object) => {
    const distances = DISTANCES[athleteId];
    return distances ? { ...metrics(`${athleteId}-whole`, distances[0]), ...extra } : null;
  };
  const summaryResult = options.summaryError
    ? { data: { session: null }, errors: [{ message: options.summaryError }] }
    : match({
        matchSessionMetricSet: options.noMetricSet
          ? null
          : {
              __typename: 'SessionMetricSet',
              participantsWithData: 2,
              participantsWithoutData: 1,
              avgTotalDistanceM: 8700,
              avgTotalHighIntensityDistanceM: 610,
              avgTotalSprintDistanceM: 155,
            },
        sessionParticipations: people.map((athlete) => ({
          __typename: 'SessionParticipation',
          id: `sp-${athlete.id}`,
          athlete,
          athleteMetricSet: whole(athlete.id, {
            timeAtKph: [
              { __typename: 'SpeedBinValue', endExclusive: 1, value: 600 },
              { __typename: 'SpeedBinValue', endExclusive: 2, value: 1200 },
            ],
          }),
        })),
      });
  const participation = (athlete: (typeof ATHLETES)[number], fields: object) => ({
    __typename: 'SessionParticipation',
    id: `sp-${athlete.id}`,
    athlete,
    ...fields,
  });
  return [
    {
      request: { query: MatchSessionHeaderQuery, variables: { sessionId: SESSION_ID } },
      result: match({
        startTime: FIRST_HALF_START,
        dataProcessing: false,
        club: { __typename: 'Club', id: CLUB_ID, name: 'Touchline FC' },
        matchDefinition: { __typename: 'MatchDefinition', id: 'md1', name: 'Match' },
        score: 3,
        opponentScore: 1,
        opponent: 'Rovers',
        pitch: { __typename: 'Pitch', id: 'pitch1', name: 'Riverside Pitch' },
        matchSessionPeriods: PERIODS.map((period) => ({
          __typename: 'MatchSessionPeriod',
          ...period,
        })),
      }),
      ...many,
    },
    { request: { query: MatchReportSummaryQuery, variables }, result: summaryResult, ...many },
    {
      request: { query: MatchReportAthletesQuery, variables },
      result: match({
        sessionParticipations: people.map((athlete) =>
          participation(athlete, {
            athleteMetricSet: whole(athlete.id, {}),
            periodMetricSets: [...periodSet(athlete.id, 0, {}), ...periodSet(athlete.id, 1, {})],
          }),
        ),
      }),
      ...many,
    },
    {
      request: { query: PeriodsDistanceQuery, variables },
      result: match({
        matchSessionPeriods: PERIODS.map((period, index) => ({
          __typename: 'MatchSessionPeriod',
          ...period,
          metricSet:
            index === 1 && options.secondHalfUnprocessed
              ? null
              : {
                  __typename: 'SessionMetricSet',
                  avgTotalDistanceM: 4350,
                  avgDistanceMOverTime: timed(period.startTime, [110, 230, 340]),
                },
        })),
        sessionParticipations: people.map((athlete) =>
          participation(athlete, {
            periodMetricSets: [0, 1].flatMap((index) =>
              periodSet(athlete.id, index, {
                distanceMOverTime: timed(PERIODS[index]!.startTime, [100, 240, 350]),
              }),
            ),
          }),
        ),
      }),
      ...many,
    },
    {
      request: { query: PeakDemandsQuery, variables },
      result: match({
        matchSessionPeriods: PERIODS.map((period) => ({
          __typename: 'MatchSessionPeriod',
          ...period,
        })),
        sessionParticipations: people.map((athlete) =>
          participation(athlete, {
            athleteMetricSet: DISTANCES[athlete.id]
              ? {
                  __typename: 'AthleteMetricSet',
                  id: `${athlete.id}-whole`,
                  peakDemands: peakDemands(200, minute(FIRST_HALF_START, 12)),
                }
              : null,
            periodMetricSets: [0, 1].flatMap((index) =>
              DISTANCES[athlete.id]
                ? [
                    {
                      __typename: 'AthleteMetricSet',
                      id: `${athlete.id}-${PERIODS[index]!.id}`,
                      matchSessionPeriod: {
                        __typename: 'MatchSessionPeriod',
                        id: PERIODS[index]!.id,
                      },
                      peakDemands: peakAmounts(190 - 10 * index),
                    },
                  ]
                : [],
            ),
          }),
        ),
      }),
      ...many,
    },
    {
      request: { query: MatchSessionSpeedBreakdownQuery, variables },
      result: match({
        sessionParticipations: people.map((athlete) =>
          participation(athlete, {
            athleteMetricSet: whole(athlete.id, {
              avgSpeedKphOverTime: timed(FIRST_HALF_START, [6, 7.5, 5]),
            }),
          }),
        ),
      }),
      ...many,
    },
    {
      request: {
        query: HeatmapsQuery,
        variables: { ...variables, withAthletes: athleteIds !== null },
      },
      result: match({
        club: { __typename: 'Club', id: CLUB_ID, sport: 'association_football' },
        matchSessionPeriods: PERIODS.map(({ id, name }) => ({
          __typename: 'MatchSessionPeriod',
          id,
          name,
        })),
        pitch: {
          __typename: 'Pitch',
          id: 'pitch1',
          lengthM: 105,
          widthM: 68,
          pitchBackgroundUrl: '/api/pitches/pitch1/background.svg',
        },
        ...(athleteIds !== null && {
          sessionParticipations: people.map((athlete) =>
            participation(athlete, {
              periodMetricSets: [0, 1].flatMap((index) =>
                periodSet(athlete.id, index, {
                  // Ben has no heat map for the second half.
                  heatmapUrl:
                    athlete.id === 'a2' && index === 1
                      ? null
                      : `/api/heatmaps/${athlete.id}-${PERIODS[index]!.id}.png`,
                  matchSessionPeriod: {
                    __typename: 'MatchSessionPeriod',
                    id: PERIODS[index]!.id,
                    name: PERIODS[index]!.name,
                  },
                }),
              ),
            }),
          ),
        }),
      }),
      ...many,
    },
    {
      request: {
        query: CheckPermissionQuery,
        variables: {
          requestedAction: 'Export',
          subject: 'Session',
          subjectId: SESSION_ID,
          clubId: null,
        },
      },
      result: {
        data: { permission: { __typename: 'Permission', permitted: options.permitted ?? true } },
      },
      ...many,
    },
    {
      request: { query: FeatureQuery, variables: { clubId: CLUB_ID, name: 'raw_top_speed' } },
      result: {
        data: {
          feature: {
            __typename: 'Feature',
            name: 'raw_top_speed',
            enabled: options.rawTopSpeed ?? false,
          },
        },
      },
      ...many,
    },
  ];
}
