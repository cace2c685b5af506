import { calendarDateIn } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes } from '../../src/db/schema.js';
import { sessionParticipations, sessions } from '../../src/db/sessionsSchema.js';
import {
  surveyAnswers,
  surveyDistributionRecipients,
  surveyDistributions,
  surveyQuestions,
  surveys,
  surveyTimerTriggers,
} from '../../src/db/surveysSchema.js';
import { createDemoSurveys } from '../../src/demo/createDemoSurveys.js';
import { createSession } from '../../src/modules/sessions/createSession.service.js';
import { clubId, db, useSurveysWorld } from './surveysWorld.js';

useSurveysWorld();

const NOW = new Date('2026-11-24T09:00:00Z');
const DAY_MS = 86_400_000;

/** 24 athletes and 8 weeks of sessions (three trainings and a match a week), all taking part. */
async function aSquadAndSeason() {
  const squad = await db()
    .insert(athletes)
    .values(
      Array.from({ length: 23 }, (_, index) => ({
        clubId,
        name: `Player ${index + 10}`,
        initials: 'PP',
      })),
    )
    .returning();
  const all = await db()
    .select({ id: athletes.id })
    .from(athletes)
    .where(eq(athletes.clubId, clubId));
  const season: { id: string; kind: 'training' | 'match' }[] = [];
  for (let week = 8; week >= 1; week -= 1)
    for (const [day, kind] of [
      [1, 'training'],
      [2, 'training'],
      [4, 'training'],
      [5, 'match'],
    ] as const) {
      const start = new Date(NOW.getTime() - week * 7 * DAY_MS + day * DAY_MS - 3 * 3_600_000);
      if (start > NOW) continue;
      const session = await createSession(db(), clubId, {
        kind: 'training',
        startTime: start,
        endTime: new Date(start.getTime() + (kind === 'match' ? 105 : 75) * 60_000),
      });
      season.push({ id: session.id, kind });
      await db()
        .insert(sessionParticipations)
        .values(all.map((athlete) => ({ clubId, sessionId: session.id, athleteId: athlete.id })));
    }
  return { athleteCount: all.length, sessions: season, squad };
}

describe('createDemoSurveys', () => {
  it('gives Touchline FC a daily wellness and a session RPE survey, answered by most, some late', async () => {
    const { athleteCount, sessions } = await aSquadAndSeason();
    await createDemoSurveys(db(), { now: NOW });
    const made = await db().select().from(surveys).where(eq(surveys.clubId, clubId));
    expect(made.map((survey) => survey.title).sort()).toEqual(['Daily Wellness', 'Session RPE']);
    const byTitle = (title: string) => made.find((survey) => survey.title === title)!;
    const questions = await db()
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, byTitle('Daily Wellness').id));
    expect(
      questions.map((question) => [question.metric, question.minValue, question.maxValue]),
    ).toEqual([
      ['sleepQuality', 1, 7],
      ['fatigue', 1, 7],
      ['muscleSoreness', 1, 7],
      ['stress', 1, 7],
      ['mood', 1, 7],
    ]);
    const triggers = await db()
      .select()
      .from(surveyTimerTriggers)
      .where(eq(surveyTimerTriggers.clubId, clubId));
    expect(
      triggers
        .map((trigger) => [
          trigger.kind,
          trigger.localTime,
          trigger.offsetMinutes,
          trigger.timeZone,
        ])
        .sort(),
    ).toEqual([
      ['afterSession', null, 30, 'Europe/London'],
      ['daily', '07:30', null, 'Europe/London'],
    ]);

    const sent = await db()
      .select()
      .from(surveyDistributions)
      .where(eq(surveyDistributions.clubId, clubId));
    const wellness = sent.filter((each) => each.surveyId === byTitle('Daily Wellness').id);
    const rpe = sent.filter((each) => each.surveyId === byTitle('Session RPE').id);
    expect(wellness).toHaveLength(57);
    expect(
      new Set(wellness.map((each) => calendarDateIn(each.distributedAt, 'Europe/London'))).size,
    ).toBe(57);
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(new Set(wellness.map((each) => london.format(each.distributedAt)))).toEqual(
      new Set(['07:30']),
    );
    expect(rpe.map((each) => each.sessionId).sort()).toEqual(
      sessions.map((session) => session.id).sort(),
    );

    const recipients = await db()
      .select()
      .from(surveyDistributionRecipients)
      .where(eq(surveyDistributionRecipients.clubId, clubId));
    expect(recipients).toHaveLength((57 + sessions.length) * athleteCount);
    const answers = await db().select().from(surveyAnswers).where(eq(surveyAnswers.clubId, clubId));
    const rate = answers.length / recipients.length;
    expect(rate).toBeGreaterThan(0.75);
    expect(rate).toBeLessThan(0.95);
    const sentAt = new Map(sent.map((each) => [each.id, each.distributedAt.getTime()]));
    const late = answers.filter(
      (answer) => answer.submittedAt.getTime() - sentAt.get(answer.distributionId)! > 2 * 3_600_000,
    );
    expect(late.length / answers.length).toBeGreaterThan(0.05);
    expect(late.length / answers.length).toBeLessThan(0.2);
    expect(answers.every((answer) => answer.submittedAt <= NOW)).toBe(true);
  });

  it('rates matches harder than trainings, and a morning after a match more sore', async () => {
    const questions = await db()
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.clubId, clubId));
    const idOf = (metric: string) => questions.find((question) => question.metric === metric)!.id;
    const answers = await db()
      .select({
        values: surveyAnswers.values,
        at: surveyDistributions.distributedAt,
        startTime: sessions.startTime,
        endTime: sessions.endTime,
      })
      .from(surveyAnswers)
      .innerJoin(surveyDistributions, eq(surveyDistributions.id, surveyAnswers.distributionId))
      .leftJoin(sessions, eq(sessions.id, surveyDistributions.sessionId))
      .where(eq(surveyAnswers.clubId, clubId));
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    // The long sessions (105 minutes, the matches) are rated harder than the 75-minute ones.
    const minutesOf = (answer: (typeof answers)[number]) =>
      answer.endTime && answer.startTime
        ? (answer.endTime.getTime() - answer.startTime.getTime()) / 60_000
        : null;
    const rpeAfter = (minutes: number) =>
      answers
        .filter((answer) => minutesOf(answer) === minutes)
        .map((answer) => answer.values[idOf('sessionRpe')] as number);
    expect(rpeAfter(105).length).toBeGreaterThan(50);
    expect(mean(rpeAfter(105))).toBeGreaterThan(mean(rpeAfter(75)) + 1);

    const wellness = answers.filter((answer) => answer.startTime === null);
    const values = wellness.flatMap((answer) => Object.values(answer.values) as number[]);
    expect(values.every((value) => Number.isInteger(value) && value >= 1 && value <= 7)).toBe(true);
    const day = (at: Date) => calendarDateIn(at, 'Europe/London');
    const matchDays = new Set(
      answers.filter((answer) => minutesOf(answer) === 105).map((answer) => day(answer.startTime!)),
    );
    const sessionDays = new Set(
      answers.filter((answer) => answer.startTime).map((answer) => day(answer.startTime!)),
    );
    const dayBefore = (at: Date) => day(new Date(at.getTime() - DAY_MS));
    const soreness = (keep: (answer: (typeof wellness)[number]) => boolean) =>
      mean(wellness.filter(keep).map((answer) => answer.values[idOf('muscleSoreness')] as number));
    const afterMatch = soreness((answer) => matchDays.has(dayBefore(answer.at)));
    const afterRest = soreness((answer) => !sessionDays.has(dayBefore(answer.at)));
    expect(afterMatch).toBeGreaterThan(afterRest + 0.5);
  });
});
