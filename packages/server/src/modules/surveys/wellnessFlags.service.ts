import {
  addCalendarDays,
  calendarDateIn,
  hooperIndex,
  startOfCalendarDate,
  wellnessBaseline,
  WELLNESS_ITEMS,
  type SurveyMetric,
  type WellnessBaseline,
} from '@touchline/domain';
import type { GraphQLContext } from '../../context.js';
import { loadSurveyMetrics, type SurveyMetricAnswer } from '../datasets/index.js';
import { staffClubDay } from './surveyCompletionBoard.service.js';

/** A flagged athlete (their id) and their day against their baseline. */
export interface WellnessFlagParent extends WellnessBaseline {
  athleteId: string;
}

/**
 * Each athlete's Hooper index by local date (the day the survey was sent,
 * in the club's zone); where answers overlap, the one submitted last counts
 * (as in the datasets).
 */
function hooperIndexes(answers: readonly SurveyMetricAnswer[], timeZone: string) {
  const items = new Map<string, Map<string, Partial<Record<SurveyMetric, number>>>>();
  const latestFirst = [...answers].sort(
    (a, b) => b.submittedAt.getTime() - a.submittedAt.getTime(),
  );
  for (const answer of latestFirst) {
    const days =
      items.get(answer.athleteId) ?? new Map<string, Partial<Record<SurveyMetric, number>>>();
    items.set(answer.athleteId, days);
    const date = calendarDateIn(answer.distributedAt, timeZone);
    const day = days.get(date) ?? {};
    days.set(date, day);
    for (const item of WELLNESS_ITEMS)
      if (answer.metrics[item] !== undefined && day[item] === undefined)
        day[item] = answer.metrics[item];
  }
  const indexes = new Map<string, Map<string, number>>();
  for (const [athleteId, days] of items)
    for (const [date, day] of days) {
      const index = hooperIndex(day);
      if (index === null) continue;
      const byDate = indexes.get(athleteId) ?? new Map<string, number>();
      indexes.set(athleteId, byDate.set(date, index));
    }
  return indexes;
}

/**
 * docs/product/surveys.md §15: the athletes whose Hooper index of the date
 * is worse than their own mean over the club's baseline days before it by
 * more than the club's threshold, the furthest first.
 */
export async function wellnessFlags(
  ctx: GraphQLContext,
  clubId: string,
  date: string,
): Promise<WellnessFlagParent[]> {
  const { club, until } = await staffClubDay(ctx, clubId, date);
  const firstDay = addCalendarDays(date, -club.wellnessFlagBaselineDays);
  const answers = await loadSurveyMetrics(ctx.db, club.id, {
    from: startOfCalendarDate(firstDay, club.timeZone),
    until,
  });
  const flags: WellnessFlagParent[] = [];
  for (const [athleteId, byDate] of hooperIndexes(answers, club.timeZone)) {
    const today = byDate.get(date);
    if (today === undefined) continue;
    const history = [...byDate].flatMap(([day, index]) => (day < date ? [index] : []));
    const baseline = wellnessBaseline(today, history, club.wellnessFlagStandardDeviations);
    if (baseline?.flagged) flags.push({ athleteId, ...baseline });
  }
  const athletes = await Promise.all(
    flags.map((flag) => ctx.loaders.athleteById.load(flag.athleteId)),
  );
  return flags
    .filter((_flag, index) => athletes[index] && !athletes[index].archivedAt)
    .sort((a, b) => b.hooperIndex - b.mean - (a.hooperIndex - a.mean));
}
