import {
  athleteLoad,
  averageNumbers,
  personalBests,
  type AthleteLoad,
  type AthleteSessionNumbers,
  type HomeNumbers,
  type LoadWeek,
  type PersonalBestMetric,
} from '@touchline/domain';
import type { GraphQLContext } from '../../context.js';
import type { AthleteRow, SessionRow } from '../../db/rows.js';
import { mySurveyDistributions, type MyDistributionParent } from '../surveys/index.js';
import type { AthleteSessionWithData } from './athleteHome.loaders.js';

/** A week of the athlete's load (the AthleteLoadWeek type). */
export type AthleteLoadWeekParent = LoadWeek;

/** How many of the athlete's last sessions the home shows. */
export const LAST_SESSIONS = 5;

export interface AthleteHomeParent {
  id: string;
  athlete: AthleteRow;
  pendingSurveys: MyDistributionParent[];
  lastSessions: { id: string; session: SessionRow; mine: HomeNumbers; team: HomeNumbers | null }[];
  myAverage: HomeNumbers | null;
  personalBests: { metric: PersonalBestMetric; value: number; session: SessionRow }[];
  load: AthleteLoad;
}

/** An athlete's numbers of one of their sessions with data, as the domain's bests and load read them. */
export const sessionNumbersOf = (row: AthleteSessionWithData): AthleteSessionNumbers => ({
  sessionId: row.session.id,
  startTime: row.session.startTime,
  totalDistanceM: row.totalDistanceM ?? 0,
  totalHighIntensityDistanceM: row.totalHighIntensityDistanceM ?? 0,
  totalSprintDistanceM: row.totalSprintDistanceM ?? 0,
  maxSpeedKph: row.maxSpeedKph ?? 0,
});

/** The team's means of a session, from its stored whole-session team metric set. */
async function teamNumbers(ctx: GraphQLContext, sessionId: string): Promise<HomeNumbers | null> {
  const set = (await ctx.loaders.teamMetricSetsBySessionId.load(sessionId)).get('session');
  if (!set || set.participantsWithData === 0) return null;
  return {
    totalDistanceM: set.avgTotalDistanceM ?? 0,
    totalHighIntensityDistanceM: set.avgTotalHighIntensityDistanceM ?? 0,
    totalSprintDistanceM: set.avgTotalSprintDistanceM ?? 0,
    maxSpeedKph: set.avgMaxSpeedKph ?? 0,
  };
}

/**
 * The home of the club's athlete `athleteId` (the asker's own record: the
 * resolver finds it from the asker's membership, never from an argument).
 */
export async function athleteHome(
  ctx: GraphQLContext,
  clubId: string,
  athleteId: string,
): Promise<AthleteHomeParent | null> {
  const athlete = await ctx.loaders.athleteById.load(athleteId);
  if (!athlete || athlete.clubId !== clubId) return null;
  const now = new Date();
  const rows = await ctx.loaders.athleteSessionsWithData.load({ clubId, athleteId, to: now });
  const byId = new Map(rows.map((row) => [row.session.id, row]));
  const numbers = rows.map(sessionNumbersOf);
  const pending = await mySurveyDistributions(ctx, 'pending', null);
  const lastSessions = await Promise.all(
    rows.slice(0, LAST_SESSIONS).map(async (row, index) => ({
      id: row.participationId,
      session: row.session,
      mine: numbers[index]!,
      team: await teamNumbers(ctx, row.session.id),
    })),
  );
  return {
    id: athlete.id,
    athlete,
    pendingSurveys: pending.filter((distribution) => distribution.clubId === clubId),
    lastSessions,
    myAverage: averageNumbers(numbers),
    personalBests: personalBests(numbers).map(({ metric, value, sessionId }) => ({
      metric,
      value,
      session: byId.get(sessionId)!.session,
    })),
    load: athleteLoad(
      numbers.map(({ startTime, totalDistanceM }) => ({ startTime, totalDistanceM })),
      now,
      rows.at(-1)?.session.startTime ?? null,
    ),
  };
}
