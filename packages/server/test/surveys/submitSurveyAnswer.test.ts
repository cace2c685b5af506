import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusals } from '../support/refusals.js';
import { athletes, memberships } from '../../src/db/schema.js';
import { notifications, surveyAnswers } from '../../src/db/surveysSchema.js';
import { distributeSurvey } from '../../src/modules/surveys/distributeSurvey.service.js';
import { createRivalClub } from '../support/rivalClub.js';
import {
  CLUB_SURVEYS,
  MY_DISTRIBUTIONS,
  SUBMIT,
  type MyDistributions,
  type SubmitAnswer,
} from './surveyOperations.js';
import {
  aSurvey,
  ask,
  athlete,
  athleteId,
  clubId,
  coach,
  data,
  db,
  useSurveysWorld,
} from './surveysWorld.js';

useSurveysWorld();

/** A survey sent to the demo athlete: its distribution and question ids. */
async function sentToAthlete(at = new Date('2026-11-20T07:30:00Z')) {
  const { survey, questions } = await aSurvey();
  const distribution = await distributeSurvey(db(), {
    clubId,
    surveyId: survey.id,
    athleteIds: [athleteId],
    distributedAt: at,
  });
  const [sleep, fatigue, sore, notes] = questions.map((question) => question.id) as [
    string,
    string,
    string,
    string,
  ];
  return { survey, distributionId: distribution.id, ids: { sleep, fatigue, sore, notes } };
}

const submit = (
  distributionId: string,
  answers: { questionId: string; value: unknown }[],
  as = athlete,
) => data<SubmitAnswer>(SUBMIT, { distributionId, answers }, as).then((d) => d.submitSurveyAnswer);

describe('submitSurveyAnswer', () => {
  it("stores a valid answer, with a value per question; the only recipient's answer tells the staff", async () => {
    const { distributionId, ids } = await sentToAthlete();
    const outcome = await submit(distributionId, [
      { questionId: ids.sleep, value: 6 },
      { questionId: ids.fatigue, value: 2 },
      { questionId: ids.sore, value: ['Back'] },
    ]);
    expect(outcome.errors).toEqual([]);
    expect(outcome.answer).toMatchObject({
      values: { [ids.sleep]: 6, [ids.fatigue]: 2, [ids.sore]: ['Back'], [ids.notes]: null },
      replacedCount: 0,
    });
    const stored = await db()
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.distributionId, distributionId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ athleteId, supersededAt: null });
    const told = (
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'SurveyCompleted'), eq(notifications.clubId, clubId)))
    ).filter((row) => row.payload.distributionId === distributionId);
    const staff = await db()
      .select({ personId: memberships.personId })
      .from(memberships)
      .where(
        and(
          eq(memberships.clubId, clubId),
          eq(memberships.role, 'staff'),
          eq(memberships.status, 'approved'),
        ),
      );
    expect(told.map((row) => row.personId).sort()).toEqual(staff.map((row) => row.personId).sort());
  });

  it('tells the staff nothing while another recipient has not answered', async () => {
    const { survey, questions } = await aSurvey('Two recipients');
    // Another athlete of the club, without an account: they never answer here.
    const [other] = await db()
      .insert(athletes)
      .values({ clubId, name: 'Sam Quiet', initials: 'SQ' })
      .returning({ id: athletes.id });
    const distribution = await distributeSurvey(db(), {
      clubId,
      surveyId: survey.id,
      athleteIds: [athleteId, other!.id],
      distributedAt: new Date('2026-11-21T07:30:00Z'),
    });
    const outcome = await submit(distribution.id, [
      { questionId: questions[0]!.id, value: 5 },
      { questionId: questions[1]!.id, value: 3 },
    ]);
    expect(outcome.errors).toEqual([]);
    const told = (
      await db().select().from(notifications).where(eq(notifications.type, 'SurveyCompleted'))
    ).filter((row) => row.payload.distributionId === distribution.id);
    expect(told).toEqual([]);
  });

  it('answers each broken rule at its question with the exact text, and stores nothing', async () => {
    const { distributionId, ids } = await sentToAthlete();
    const outcome = await submit(distributionId, [
      { questionId: ids.sleep, value: 8 },
      { questionId: ids.sore, value: ['Back', 'Knee'] },
      { questionId: ids.notes, value: 'x'.repeat(2001) },
      { questionId: '00000000-0000-4000-8000-000000000000', value: 1 },
    ]);
    expect(outcome.answer).toBeNull();
    expect(outcome.errors).toEqual([
      {
        path: ['answers', ids.sleep],
        fullMessages: ['Answer "Sleep quality" with a whole number from 1 to 7.'],
      },
      {
        path: ['answers', ids.sore],
        fullMessages: ['Answer "Sore areas" with some of "Calf", "Back".'],
      },
      {
        path: ['answers', ids.notes],
        fullMessages: ['The answer to "Notes, "anything"" is longer than 2,000 characters.'],
      },
      {
        path: ['answers', '00000000-0000-4000-8000-000000000000'],
        fullMessages: ['The survey has no such question.'],
      },
      { path: ['answers', ids.fatigue], fullMessages: ['"Fatigue" must be answered.'] },
    ]);
    const stored = await db()
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.distributionId, distributionId));
    expect(stored).toEqual([]);
  });

  it('replaces the answer on a second submission and keeps the first as history', async () => {
    const { distributionId, ids } = await sentToAthlete();
    const answer = (sleep: number) => [
      { questionId: ids.sleep, value: sleep },
      { questionId: ids.fatigue, value: 3 },
    ];
    const first = await submit(distributionId, answer(4));
    const second = await submit(distributionId, answer(5));
    const third = await submit(distributionId, answer(7));
    expect([first, second, third].map((each) => each.answer?.replacedCount)).toEqual([0, 1, 2]);
    const stored = await db()
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.distributionId, distributionId));
    expect(stored).toHaveLength(3);
    const current = stored.filter((row) => row.supersededAt === null);
    expect(current.map((row) => row.values[ids.sleep])).toEqual([7]);
    const mine = await data<MyDistributions>(MY_DISTRIBUTIONS, { state: 'answered' }, athlete);
    const listed = mine.mySurveyDistributions.find((each) => each.id === distributionId);
    expect(listed?.answer).toMatchObject({ id: third.answer!.id, replacedCount: 2 });
  });

  it('answers a distribution not sent to the asker like an unknown one', async () => {
    const { survey, questions } = await aSurvey();
    const [teammate] = await db()
      .insert(athletes)
      .values({ clubId, name: 'Sam Teammate', initials: 'ST' })
      .returning();
    const theirs = await distributeSurvey(db(), {
      clubId,
      surveyId: survey.id,
      athleteIds: [teammate!.id],
      distributedAt: new Date('2026-11-21T07:30:00Z'),
    });
    const answers = [
      { questionId: questions[0]!.id, value: 5 },
      { questionId: questions[1]!.id, value: 5 },
    ];
    const errorOf = async (distributionId: string, as = athlete) => {
      const answer = await ask(SUBMIT, { distributionId, answers }, as);
      return { data: answer.data, errors: answer.errors };
    };
    const unknown = await errorOf('6b0e8a55-1f7c-4c55-9d56-3f0c9d7c1e11');
    expect(refusals(unknown)).toEqual(['Survey not found']);
    expect(await errorOf(theirs.id)).toEqual(unknown);
    // Staff may do everything in the club, but answer only what was sent to them.
    expect(await errorOf(theirs.id, coach)).toEqual(unknown);
    const stored = await db()
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.distributionId, theirs.id));
    expect(stored).toEqual([]);
  });
});

describe('mySurveyDistributions', () => {
  it('lists what was sent to the athlete, newest first, pending and answered', async () => {
    const older = await sentToAthlete(new Date('2026-11-10T07:30:00Z'));
    const newer = await sentToAthlete(new Date('2026-11-11T07:30:00Z'));
    await submit(older.distributionId, [
      { questionId: older.ids.sleep, value: 3 },
      { questionId: older.ids.fatigue, value: 3 },
    ]);
    const all = (await data<MyDistributions>(MY_DISTRIBUTIONS, { limit: 50 }, athlete))
      .mySurveyDistributions;
    const times = all.map((each) => each.distributedAt);
    expect(times).toEqual([...times].sort().reverse());
    const ids = all.map((each) => each.id);
    expect(ids.indexOf(newer.distributionId)).toBeLessThan(ids.indexOf(older.distributionId));
    const listed = all.find((each) => each.id === newer.distributionId)!;
    expect(listed).toMatchObject({
      clubId,
      distributedAt: '2026-11-11T07:30:00.000Z',
      survey: { title: 'Morning check' },
      answer: null,
    });
    expect(listed.survey.questions.map((question) => question.prompt)).toEqual([
      'Sleep quality',
      'Fatigue',
      'Sore areas',
      'Notes, "anything"',
    ]);
    const pending = (await data<MyDistributions>(MY_DISTRIBUTIONS, { state: 'pending' }, athlete))
      .mySurveyDistributions;
    expect(pending.every((each) => each.answer === null)).toBe(true);
    expect(pending.map((each) => each.id)).toContain(newer.distributionId);
    expect(pending.map((each) => each.id)).not.toContain(older.distributionId);
    const answered = (
      await data<MyDistributions>(MY_DISTRIBUTIONS, { state: 'answered', limit: 1 }, athlete)
    ).mySurveyDistributions;
    expect(answered).toHaveLength(1);
    expect(answered[0]!.answer).not.toBeNull();
  });

  it('is empty for someone who is nobody’s athlete', async () => {
    const mine = await data<MyDistributions>(MY_DISTRIBUTIONS, {}, coach);
    expect(mine.mySurveyDistributions).toEqual([]);
  });
});

describe('Club.surveys', () => {
  it('lists the club’s surveys for its staff, by title, and hides them from others as an unknown club', async () => {
    await aSurvey('A first survey');
    const listed = await data<{ club: { surveys: { title: string }[] } }>(
      CLUB_SURVEYS,
      { id: clubId },
      coach,
    );
    const titles = listed.club.surveys.map((survey) => survey.title);
    expect(titles[0]).toBe('A first survey');
    expect(titles).toEqual([...titles].sort());
    const rival = await createRivalClub(db());
    await aSurvey('Rival survey', rival.clubId);
    const asAthlete = await ask(CLUB_SURVEYS, { id: clubId }, athlete);
    const foreign = await ask(CLUB_SURVEYS, { id: rival.clubId }, coach);
    const unknown = await ask(CLUB_SURVEYS, { id: '6b0e8a55-1f7c-4c55-9d56-3f0c9d7c1e11' }, coach);
    expect(unknown.errors?.[0]?.message).toBe('Club not found');
    expect(asAthlete.errors?.[0]?.message).toBe('Club not found');
    expect(JSON.stringify(foreign)).not.toContain('Rival survey');
  });
});
