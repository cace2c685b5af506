import {
  dailyAverageDistance,
  dashboardDays,
  type DailyAverageDistance,
  type DashboardDay,
} from '@touchline/domain';
import type { GraphQLContext } from '../../context.js';
import type { SessionRow } from '../../db/rows.js';
import type { ClubWindow } from './dashboard.loaders.js';

/** The dashboard's 30 days in the viewer's zone, and the window of session start times they cover. */
function lastThirtyDaysOf(ctx: GraphQLContext, clubId: string) {
  const days = dashboardDays(new Date(), ctx.timeZone);
  const window: ClubWindow = { clubId, from: days[0]!.startTime, to: days.at(-1)!.endTime };
  return { days, window };
}

/** The club's latest session that has started; later (planned) sessions are not 'last'. */
export async function lastSession(ctx: GraphQLContext, clubId: string): Promise<SessionRow | null> {
  const session = await ctx.loaders.lastSessionByClub.load({ clubId, to: new Date() });
  if (session) ctx.loaders.sessionById.prime(session.id, session);
  return session;
}

/** Sessions starting in the last 30 days of the viewer's zone, oldest first. */
export async function lastThirtyDaysSessions(
  ctx: GraphQLContext,
  clubId: string,
): Promise<SessionRow[]> {
  const { window } = lastThirtyDaysOf(ctx, clubId);
  const sessions = await ctx.loaders.sessionsStartingBetween.load(window);
  for (const session of sessions) ctx.loaders.sessionById.prime(session.id, session);
  return sessions;
}

/** Each of the 30 days with the sum of its sessions' average distance per athlete (0 without). */
export async function lastThirtyDays(
  ctx: GraphQLContext,
  clubId: string,
): Promise<(Omit<DailyAverageDistance, 'startTime'> & { startTime: string })[]> {
  const { days, window } = lastThirtyDaysOf(ctx, clubId);
  const sessions = await ctx.loaders.sessionsStartingBetween.load(window);
  const teamSets = await ctx.loaders.teamMetricSetsBySessionId.loadMany(
    sessions.map((session) => session.id),
  );
  const dashboardSessions = sessions.map((session, index) => {
    const sets = teamSets[index];
    if (sets instanceof Error) throw sets;
    return {
      startTime: session.startTime,
      avgTotalDistanceM: sets?.get('session')?.avgTotalDistanceM ?? null,
    };
  });
  return dailyAverageDistance(days satisfies DashboardDay[], dashboardSessions, ctx.timeZone).map(
    (day) => ({ ...day, startTime: day.startTime.toISOString() }),
  );
}
