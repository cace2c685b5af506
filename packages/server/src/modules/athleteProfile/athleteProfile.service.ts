import {
  athleteLoadDays,
  bestPeakDemands,
  heartRateZonesOfSessions,
  type HeartRateZonesOfSessions,
  type PeakDemand,
  calendarDateIn,
  personalBests,
  type AthleteLoadDay,
  type HomeNumbers,
  type PersonalBestMetric,
} from '@touchline/domain';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { AthleteRow, SessionRow } from '../../db/rows.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import { sessionNumbersOf } from '../athleteHome/index.js';

/** The longest range a profile reads: a season and a little. */
export const PROFILE_RANGE_DAYS = 400;
const DAY_MS = 86_400_000;

export interface AthleteProfileParent {
  id: string;
  athlete: AthleteRow;
  from: Date;
  to: Date;
  sessions: { id: string; session: SessionRow; numbers: HomeNumbers }[];
  personalBests: { metric: PersonalBestMetric; value: number; session: SessionRow }[];
  loadDays: AthleteLoadDay[];
  peakDemands: PeakDemand[];
  heartRateZones: HeartRateZonesOfSessions | null;
}

/**
 * The athlete whose profile the asker may read: any athlete of the club for
 * its staff, themself for an athlete. Anyone else's, like another club's,
 * answers as an unknown id, so an athlete learns nothing of a teammate's
 * (their load comes partly from survey answers, which are health data).
 */
async function profileAthlete(ctx: GraphQLContext, clubId: string, athleteId: string) {
  await authorize(ctx.access, 'Show', inClub(clubId));
  const athlete = isUuid(athleteId) ? await ctx.loaders.athleteById.load(athleteId) : null;
  if (
    !athlete ||
    athlete.clubId !== clubId ||
    !(await ctx.access.can('Show', 'AthleteProfile', { clubId, id: athlete.id }))
  ) {
    throw new TouchlineError('ATHLETE_NOT_FOUND');
  }
  return athlete;
}

function parseRange(fromText: string, toText: string) {
  const from = new Date(fromText);
  const to = new Date(toText);
  const spanMs = to.getTime() - from.getTime();
  if (!(spanMs > 0) || spanMs > PROFILE_RANGE_DAYS * DAY_MS) {
    throw new TouchlineError('ATHLETE_PROFILE_RANGE');
  }
  return { from, to };
}

/**
 * An athlete's profile over a range, from their stored whole-session metric
 * sets (one statement, the athlete home's): the sessions of the range, the
 * bests of all time, each day's load up to now, and the range's best peak
 * demands and time in the heart-rate zones.
 */
export async function athleteProfile(
  ctx: GraphQLContext,
  clubId: string,
  athleteId: string,
  range: { from: string; to: string },
): Promise<AthleteProfileParent> {
  const { from, to } = parseRange(range.from, range.to);
  const athlete = await profileAthlete(ctx, clubId, athleteId);
  const now = new Date();
  const rows = await ctx.loaders.athleteSessionsWithData.load({ clubId, athleteId, to: now });
  const numbers = rows.map(sessionNumbersOf);
  const sessionById = new Map(rows.map((row) => [row.session.id, row.session]));
  const inRange = rows
    .map((row, index) => ({ row, numbers: numbers[index]! }))
    .filter(({ row }) => row.session.startTime >= from && row.session.startTime <= to)
    .reverse();
  const lastDay = to < now ? to : now;
  return {
    id: athlete.id,
    athlete,
    from,
    to,
    sessions: inRange.map(({ row, numbers: mine }) => ({
      id: row.participationId,
      session: row.session,
      numbers: mine,
    })),
    personalBests: personalBests(numbers).map(({ metric, value, sessionId }) => ({
      metric,
      value,
      session: sessionById.get(sessionId)!,
    })),
    loadDays:
      lastDay < from
        ? []
        : athleteLoadDays(
            numbers,
            {
              firstDay: calendarDateIn(from, ctx.timeZone),
              lastDay: calendarDateIn(lastDay, ctx.timeZone),
              timeZone: ctx.timeZone,
            },
            rows.at(-1)?.session.startTime ?? null,
          ),
    peakDemands: bestPeakDemands(inRange.map(({ row }) => row)),
    heartRateZones: heartRateZonesOfSessions(inRange.map(({ row }) => row)),
  };
}
