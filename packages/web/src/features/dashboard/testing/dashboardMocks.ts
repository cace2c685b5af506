import type { MockLink } from '@apollo/client/testing';
import { dashboardDays, teamWeeks, type TeamWeek, type UnitSystem } from '@touchline/domain';
import { UnitSystemQuery } from '../../../lib/units/UnitSystemQuery';
import { browserTimeZone } from '../../../lib/timeZone';
import { DashboardQuery } from '../DashboardQuery';
import { TeamWeeklyOverviewQuery } from '../TeamWeeklyOverviewQuery';

type Mock = MockLink.MockedResponse;

export const CLUB_ID = 'club-1';
const many = { maxUsageCount: Number.POSITIVE_INFINITY };

export const metricSet = (avgTotalDistanceM: number, avgSprintEvents: number, athletes = 20) => ({
  __typename: 'SessionMetricSet' as const,
  avgTotalDistanceM,
  totalDistanceM: avgTotalDistanceM * athletes,
  avgSprintEvents,
  avgTotalSprintDistanceM: avgTotalDistanceM / 40,
  totalSprintDistanceM: (avgTotalDistanceM / 40) * athletes,
  avgTotalHighIntensityDistanceM: avgTotalDistanceM / 10,
  totalHighIntensityDistanceM: (avgTotalDistanceM / 10) * athletes,
});

export function unitSystemMock(unitSystem: UnitSystem = 'metric'): Mock {
  return {
    request: { query: UnitSystemQuery },
    result: { data: { currentPerson: { __typename: 'Person', id: 'p1', unitSystem } } },
    ...many,
  };
}

export interface DashboardMockOptions {
  suspended?: boolean;
  /** False: the club has no session yet. */
  sessions?: boolean;
  error?: string;
  clubId?: string;
  /** When the last session started; today by default. */
  lastSessionStart?: Date;
}

/** An athlete's part in the last session, as the Last Session by Athlete card reads it. */
function participation(
  id: string,
  name: string,
  distanceM: number,
  matchAverage: {
    __typename: 'AthleteMatchAverage';
    matchCount: number;
    totalDistanceM: number;
    totalHighIntensityDistanceM: number;
    totalSprintDistanceM: number;
  } | null,
) {
  return {
    __typename: 'SessionParticipation' as const,
    id: `p-${id}`,
    athlete: {
      __typename: 'Athlete' as const,
      id,
      name,
      initials: name.slice(0, 1),
      profilePicture: null,
    },
    athleteMetricSet: {
      __typename: 'AthleteMetricSet' as const,
      id: `m-${id}`,
      totalDistanceM: distanceM,
      sprintEvents: 4,
      totalSprintDistanceM: 212.6,
      totalHighIntensityDistanceM: 640.4,
      avgSpeedKph: 5.44,
      maxSpeedKph: 29.06,
      rawMaxSpeedKph: 29.4,
      metresPerMinute: 91.44,
      avgHeartRateBpm: null,
      maxHeartRateBpm: null,
    },
    matchAverage,
  };
}

export function dashboardMock({
  suspended = false,
  sessions = true,
  error,
  clubId = CLUB_ID,
  lastSessionStart,
}: DashboardMockOptions = {}): Mock {
  const request = { query: DashboardQuery, variables: { clubId } };
  if (error)
    return { request, result: { errors: [{ message: error }], data: { club: null } }, ...many };
  const days = dashboardDays(new Date(), browserTimeZone());
  const last = {
    __typename: 'TrainingSession' as const,
    id: 's2',
    startTime: (lastSessionStart ?? days[29]!.startTime).toISOString(),
    sessionMetricSet: metricSet(5400.7, 4.4),
    previousSession: {
      __typename: 'TrainingSession' as const,
      id: 's1',
      sessionMetricSet: metricSet(5000.2, 3),
    },
    sessionParticipations: [
      // Ana played matches of 9,000 m on average in the last 12 months; Ben none.
      participation('a1', 'Ana Silva', 5400, {
        __typename: 'AthleteMatchAverage' as const,
        matchCount: 5,
        totalDistanceM: 9000,
        totalHighIntensityDistanceM: 800,
        totalSprintDistanceM: 250,
      }),
      participation('a2', 'Ben Okoro', 4800, null),
    ],
  };
  const thirtyDaysSessions = sessions
    ? [
        {
          __typename: 'TrainingSession' as const,
          id: 's1',
          startTime: days[27]!.startTime.toISOString(),
          sessionMetricSet: metricSet(5000.2, 3),
        },
        {
          __typename: 'TrainingSession' as const,
          id: 's2',
          startTime: last.startTime,
          sessionMetricSet: metricSet(5400.7, 4.4),
        },
      ]
    : [];
  return {
    request,
    result: {
      data: {
        club: {
          __typename: 'Club',
          id: clubId,
          suspended,
          lastSession: sessions ? last : null,
          lastThirtyDaysSessions: thirtyDaysSessions,
          lastThirtyDays: days.map((day, index) => ({
            __typename: 'DashboardDay',
            date: day.date,
            startTime: day.startTime.toISOString(),
            avgDistanceM: sessions && index === 27 ? 5000.2 : sessions && index === 29 ? 5400.7 : 0,
            sessionCount: sessions && index >= 27 && index !== 28 ? 1 : 0,
          })),
        },
      },
    },
    ...many,
  };
}

export const weeks = (): TeamWeek[] => teamWeeks(new Date(), browserTimeZone());

const athlete = (id: string, name: string, initials: string) => ({
  __typename: 'Athlete' as const,
  id,
  name,
  initials,
  profilePicture: null,
});

export function weekRow(id: string, name: string, totalDistanceM: number | null, sessions = 2) {
  const value = (total: number) => (totalDistanceM === null ? null : total);
  return {
    __typename: 'AthleteWeeklySummary' as const,
    id: `${id}:week`,
    athlete: athlete(id, name, name.slice(0, 2).toUpperCase()),
    sessionCount: totalDistanceM === null ? 0 : sessions,
    totalDistanceM: value(totalDistanceM ?? 0),
    totalSprintEvents: value(9),
    totalSprintDistanceM: value(410),
    totalHighIntensityDistanceM: value(1250),
    maxMaxSpeedKph: value(31.26),
    maxMetresPerMinute: value(112.4),
    avgTotalDistanceM: value((totalDistanceM ?? 0) / sessions),
    avgSprintEvents: value(4.5),
    avgTotalSprintDistanceM: value(205),
    avgTotalHighIntensityDistanceM: value(625),
    avgMaxSpeedKph: value(29.04),
    avgMetresPerMinute: value(98.6),
  };
}

export function weeklyMock(
  week: TeamWeek,
  rows: ReturnType<typeof weekRow>[] | { error: string },
): Mock {
  const request = {
    query: TeamWeeklyOverviewQuery,
    variables: {
      clubId: CLUB_ID,
      startTime: week.startTime.toISOString(),
      endTime: week.endTime.toISOString(),
    },
  };
  if ('error' in rows)
    return {
      request,
      result: { errors: [{ message: rows.error }], data: { club: null } },
      ...many,
    };
  return {
    request,
    result: { data: { club: { __typename: 'Club', id: CLUB_ID, teamWeeklyOverview: rows } } },
    ...many,
  };
}
