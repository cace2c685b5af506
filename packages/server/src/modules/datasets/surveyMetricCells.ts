import { hooperIndexOfWellness, WELLNESS_ITEMS, type SurveyMetric } from '@touchline/domain';
import type { SurveyMetricAnswer } from './loadSurveyMetrics.js';
import type { ZonedStart } from './zonedClock.js';

type WellnessItem = (typeof WELLNESS_ITEMS)[number];

/** A row's survey numbers: the session's RPE and load (Whole Session rows), the day's wellness. */
export interface SurveyRowValues {
  sessionRpe: number | null;
  sessionLoad: number | null;
  wellness: Partial<Record<WellnessItem, number>>;
  wellnessScore: number | null;
  /** Hooper et al. 1995: sleep + stress + fatigue + muscle soreness, when all four were answered. */
  hooperIndex: number | null;
}

const NONE: SurveyRowValues = {
  sessionRpe: null,
  sessionLoad: null,
  wellness: {},
  wellnessScore: null,
  hooperIndex: null,
};

/**
 * Reads survey answers for dataset rows: the RPE an athlete gave a session
 * (Foster's session load: RPE x the session's minutes) and their wellness
 * of a day (the day the survey was sent, in the dataset's zone; the wellness
 * score sums the five items when all five were answered). Where answers
 * overlap, the one submitted last counts.
 */
export function surveyMetricCells(
  answers: readonly SurveyMetricAnswer[],
  dayOf: (at: Date) => ZonedStart,
) {
  const latestFirst = [...answers].sort(
    (a, b) => b.submittedAt.getTime() - a.submittedAt.getTime(),
  );
  const rpe = new Map<string, number>();
  const wellness = new Map<string, Partial<Record<WellnessItem, number>>>();
  for (const answer of latestFirst) {
    const { sessionRpe } = answer.metrics;
    const sessionKey = `${answer.athleteId} ${answer.sessionId}`;
    if (answer.sessionId && sessionRpe !== undefined && !rpe.has(sessionKey))
      rpe.set(sessionKey, sessionRpe);
    const dayKey = `${answer.athleteId} ${dayOf(answer.distributedAt).date}`;
    const day = wellness.get(dayKey) ?? {};
    for (const item of WELLNESS_ITEMS) {
      const value = answer.metrics[item as SurveyMetric];
      if (value !== undefined && day[item] === undefined) day[item] = value;
    }
    if (Object.keys(day).length > 0) wellness.set(dayKey, day);
  }
  return (row: {
    athleteId: string;
    sessionId: string;
    date: string;
    wholeSession: boolean;
    minutes: number;
  }): SurveyRowValues => {
    const day = wellness.get(`${row.athleteId} ${row.date}`) ?? {};
    const items = WELLNESS_ITEMS.map((item) => day[item]);
    const wellnessScore = items.every((value) => value !== undefined)
      ? items.reduce<number>((sum, value) => sum + value, 0)
      : null;
    const sessionRpe = row.wholeSession
      ? (rpe.get(`${row.athleteId} ${row.sessionId}`) ?? null)
      : null;
    if (sessionRpe === null && wellnessScore === null && Object.keys(day).length === 0) return NONE;
    return {
      sessionRpe,
      sessionLoad: sessionRpe === null ? null : sessionRpe * row.minutes,
      wellness: day,
      wellnessScore,
      hooperIndex: hooperIndexOfWellness(day),
    };
  };
}
