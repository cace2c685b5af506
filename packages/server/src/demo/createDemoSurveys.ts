import {
  addCalendarDays,
  calendarDateIn,
  createRandom,
  instantAtLocalTime,
  WELLNESS_ITEMS,
  type SurveyMetric,
} from '@touchline/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  athletes,
  clubs,
  sessionParticipations,
  sessions,
  surveyTimerTriggers,
} from '../db/tables.js';
import { createSurvey, type NewSurveyQuestion } from '../modules/surveys/index.js';
import { DEMO_FOOTBALL_CLUB } from './demoAccounts.js';
import { insertDemoSurveyHistory, type DemoSurveySending } from './insertDemoSurveyHistory.js';

const DEMO_SURVEY_SEED = 20_261_117;
const TIME_ZONE = 'Europe/London';
const WELLNESS_TIME = '07:30';
const RPE_OFFSET_MINUTES = 30;
const DAY_MS = 86_400_000;
/** The athlete whose last two mornings turn clearly bad: a wellness flag to show (§15). */
export const DEMO_STRUGGLING_ATHLETE = 'Haruto Sato';
const STRUGGLING_DAYS = 2;
const STRUGGLING_WELLNESS: Partial<Record<SurveyMetric, number>> = {
  sleepQuality: 6,
  fatigue: 7,
  muscleSoreness: 6,
  stress: 5,
  mood: 6,
};

// Hooper and McLean: each item 1 (very good / very low) to 7 (very poor / very high).
const WELLNESS_PROMPTS: Record<(typeof WELLNESS_ITEMS)[number], string> = {
  sleepQuality: 'Sleep quality (1 very good - 7 very poor)',
  fatigue: 'Fatigue (1 very low - 7 very high)',
  muscleSoreness: 'Muscle soreness (1 very low - 7 very high)',
  stress: 'Stress (1 very low - 7 very high)',
  mood: 'Mood (1 very good - 7 very poor)',
};
// What 1 and 7 mean: for sleep and mood 1 is the best, for the others the least.
const WELLNESS_ENDS: Record<(typeof WELLNESS_ITEMS)[number], [string, string]> = {
  sleepQuality: ['Very good', 'Very poor'],
  fatigue: ['Very low', 'Very high'],
  muscleSoreness: ['Very low', 'Very high'],
  stress: ['Very low', 'Very high'],
  mood: ['Very good', 'Very poor'],
};
const WELLNESS_QUESTIONS: NewSurveyQuestion[] = WELLNESS_ITEMS.map((metric) => ({
  kind: 'scale',
  prompt: WELLNESS_PROMPTS[metric],
  min: 1,
  max: 7,
  minLabel: WELLNESS_ENDS[metric][0],
  maxLabel: WELLNESS_ENDS[metric][1],
  metric,
}));
const RPE_QUESTIONS: NewSurveyQuestion[] = [
  {
    kind: 'scale',
    prompt: 'How hard was the session? (CR-10, 0 rest - 10 maximal)',
    min: 0,
    max: 10,
    minLabel: 'Rest',
    maxLabel: 'Maximal',
    metric: 'sessionRpe',
  },
];

type Sent = DemoSurveySending;

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(value)));

/**
 * Touchline FC's surveys (docs/product/surveys.md §14): 'Daily Wellness' at 07:30 London time
 * and 'Session RPE' 30 minutes after each session, with their triggers, and
 * the weeks of distributions and answers before `now` (seeded, so the same
 * every time): RPE follows the session (matches are hardest), the morning
 * after a heavy day is more tired and sore; most athletes answer, some miss
 * days, some answer hours late; one athlete (DEMO_STRUGGLING_ATHLETE) answers
 * the last two mornings clearly worse, for a wellness flag. Inserted in bulk:
 * no slower start.
 */
export async function createDemoSurveys(db: Db, options: { now?: Date; weeks?: number } = {}) {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - (options.weeks ?? 8) * 7 * DAY_MS);
  const [club] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.name, DEMO_FOOTBALL_CLUB));
  if (!club) throw new Error('The demo world is not created yet');
  const clubId = club.id;
  const squad = await db
    .select({ id: athletes.id, personId: athletes.personId, name: athletes.name })
    .from(athletes)
    .where(eq(athletes.clubId, clubId))
    .orderBy(asc(athletes.name));
  const parts = await db
    .select({
      sessionId: sessions.id,
      kind: sessions.kind,
      startTime: sessions.startTime,
      endTime: sessions.endTime,
      athleteId: sessionParticipations.athleteId,
    })
    .from(sessionParticipations)
    .innerJoin(sessions, eq(sessions.id, sessionParticipations.sessionId))
    .where(and(eq(sessions.clubId, clubId), lte(sessions.endTime, now)))
    .orderBy(asc(sessions.endTime));
  const random = createRandom(DEMO_SURVEY_SEED);
  const feel = new Map(squad.map((athlete) => [athlete.id, random.gaussian() * 0.6]));
  // Session RPE, and each athlete's session load (RPE x minutes) by London date.
  const rpe = new Map<string, Sent>();
  const loadByDay = new Map<string, number>();
  for (const part of parts) {
    const at = new Date(part.endTime.getTime() + RPE_OFFSET_MINUTES * 60_000);
    if (at > now) continue;
    const sent = rpe.get(part.sessionId) ?? {
      occurrence: part.sessionId,
      at,
      sessionId: part.sessionId,
      answers: new Map(),
    };
    rpe.set(part.sessionId, sent);
    const minutes = (part.endTime.getTime() - part.startTime.getTime()) / 60_000;
    const base = part.kind === 'match' ? 7.6 : minutes > 100 ? 6.4 : 4.9;
    const value = clamp(base + feel.get(part.athleteId)! + random.gaussian() * 0.9, 0, 10);
    sent.answers.set(part.athleteId, { sessionRpe: value });
    const day = `${part.athleteId} ${calendarDateIn(part.endTime, TIME_ZONE)}`;
    loadByDay.set(day, (loadByDay.get(day) ?? 0) + value * minutes);
  }
  const struggling = squad.find((athlete) => athlete.name === DEMO_STRUGGLING_ATHLETE)?.id;
  const lastDate = calendarDateIn(now, TIME_ZONE);
  const wellness: Sent[] = [];
  for (let date = calendarDateIn(since, TIME_ZONE); ; date = addCalendarDays(date, 1)) {
    const at = instantAtLocalTime(date, WELLNESS_TIME, TIME_ZONE);
    if (at > now) break;
    const answers = new Map<string, Partial<Record<SurveyMetric, number>>>();
    for (const { id } of squad) {
      const load = (days: number) => loadByDay.get(`${id} ${addCalendarDays(date, -days)}`) ?? 0;
      // A day's load in 'training units' (a hard session is about 1).
      const strain = load(1) / 450 + load(2) / 900;
      const item = (base: number, weight: number) =>
        clamp(base + weight * strain + feel.get(id)! + random.gaussian() * 0.7, 1, 7);
      const fatigue = item(2.2, 1.6);
      answers.set(id, {
        sleepQuality: item(2.4, 0.6),
        fatigue,
        muscleSoreness: item(2, 1.9),
        stress: item(2.6, 0.3),
        mood: clamp(2 + 0.35 * fatigue + random.gaussian() * 0.7, 1, 7),
      });
    }
    const bad = struggling !== undefined && date > addCalendarDays(lastDate, -STRUGGLING_DAYS);
    if (bad) answers.set(struggling, STRUGGLING_WELLNESS);
    wellness.push({
      occurrence: date,
      at,
      sessionId: null,
      answers,
      ...(bad && { answeredBy: new Set([struggling]) }),
    });
  }
  await db.transaction(async (tx) => {
    const add = async (
      title: string,
      questions: NewSurveyQuestion[],
      trigger: object,
      sent: Sent[],
    ) => {
      const made = await createSurvey(tx, { clubId, title, questions });
      const [row] = await tx
        .insert(surveyTimerTriggers)
        .values({
          clubId,
          surveyId: made.survey.id,
          timeZone: TIME_ZONE,
          createdAt: since,
          kind: 'daily',
          ...trigger,
        })
        .returning();
      const byMetric = new Map(made.questions.map((question) => [question.metric, question.id]));
      await insertDemoSurveyHistory(
        tx,
        random.fork(title.length),
        { clubId, surveyId: made.survey.id, triggerId: row!.id, now, byMetric, squad },
        sent,
      );
    };
    await add(
      'Daily Wellness',
      WELLNESS_QUESTIONS,
      { kind: 'daily', localTime: WELLNESS_TIME },
      wellness,
    );
    await add(
      'Session RPE',
      RPE_QUESTIONS,
      { kind: 'afterSession', offsetMinutes: RPE_OFFSET_MINUTES },
      [...rpe.values()],
    );
  });
}
