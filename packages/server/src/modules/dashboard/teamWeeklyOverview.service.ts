import { isTeamWeek, summariseAthleteWeek, type AthleteSessionMetrics } from '@touchline/domain';
import type { GraphQLContext } from '../../context.js';
import type { AthleteRow } from '../../db/rows.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { WeekParticipation } from './dashboard.loaders.js';
import type { AthleteWeeklySummaryRow } from './dashboardRows.js';

const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const notAWeek = () => new TouchlineError('NOT_A_TEAM_WEEK');

function parseWeek(startTime: string, endTime: string, timeZone: string) {
  const from = new Date(startTime);
  const to = new Date(endTime);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw notAWeek();
  if (!isTeamWeek(from, to, timeZone)) throw notAWeek();
  return { from, to };
}

/** A stored metric set says something only with active time (as in the session report). */
function usableMetrics(row: WeekParticipation): AthleteSessionMetrics | null {
  if (row.activeSeconds === null || row.activeSeconds <= 0) return null;
  return {
    totalDistanceM: row.totalDistanceM ?? 0,
    totalHighIntensityDistanceM: row.totalHighIntensityDistanceM ?? 0,
    totalSprintDistanceM: row.totalSprintDistanceM ?? 0,
    sprintEvents: row.sprintEvents ?? 0,
    maxSpeedKph: row.maxSpeedKph ?? 0,
    metresPerMinute: row.metresPerMinute ?? 0,
  };
}

function summaryRow(
  athlete: AthleteRow,
  sessions: AthleteSessionMetrics[],
  weekStart: Date,
): AthleteWeeklySummaryRow {
  const summary = summariseAthleteWeek(sessions);
  const id = `${athlete.id}:${weekStart.toISOString()}`;
  if (summary) return { id, athlete, ...summary };
  return {
    id,
    athlete,
    sessionCount: 0,
    totalDistanceM: null,
    totalHighIntensityDistanceM: null,
    totalSprintDistanceM: null,
    totalSprintEvents: null,
    maxMaxSpeedKph: null,
    maxMetresPerMinute: null,
    avgTotalDistanceM: null,
    avgTotalHighIntensityDistanceM: null,
    avgTotalSprintDistanceM: null,
    avgSprintEvents: null,
    avgMaxSpeedKph: null,
    avgMetresPerMinute: null,
  };
}

/**
 * The team weekly table: every athlete who took part in a session of the
 * week, with what their sessions with data add up to; by name.
 */
export async function teamWeeklyOverview(
  ctx: GraphQLContext,
  clubId: string,
  startTime: string,
  endTime: string,
): Promise<AthleteWeeklySummaryRow[]> {
  const { from, to } = parseWeek(startTime, endTime, ctx.timeZone);
  const rows = await ctx.loaders.weekParticipations.load({ clubId, from, to });
  const byAthlete = new Map<string, { athlete: AthleteRow; sessions: AthleteSessionMetrics[] }>();
  for (const row of rows) {
    const entry = byAthlete.get(row.athlete.id) ?? { athlete: row.athlete, sessions: [] };
    const metrics = usableMetrics(row);
    if (metrics) entry.sessions.push(metrics);
    byAthlete.set(row.athlete.id, entry);
  }
  return [...byAthlete.values()]
    .sort((a, b) => nameOrder.compare(a.athlete.name, b.athlete.name))
    .map(({ athlete, sessions }) => summaryRow(athlete, sessions, from));
}
