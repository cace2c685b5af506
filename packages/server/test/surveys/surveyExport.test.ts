import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes, featureSwitches } from '../../src/db/schema.js';
import { surveyAnswers } from '../../src/db/surveysSchema.js';
import { distributeSurvey } from '../../src/modules/surveys/distributeSurvey.service.js';
import { surveyAnswerBatches } from '../../src/modules/surveys/surveyAnswerBatches.js';
import { createRivalClub } from '../support/rivalClub.js';
import { parseCsv } from '../support/parseCsv.js';
import type { Session } from '../support/testApp.js';
import { SUBMIT } from './surveyOperations.js';
import {
  aSurvey,
  athlete,
  athleteId,
  clubId,
  coach,
  data,
  db,
  hoopsId,
  testApp,
  useSurveysWorld,
} from './surveysWorld.js';

useSurveysWorld();

const at = (iso: string) => new Date(iso);

function download(surveyId: string, start: string, end: string, as: Session = coach) {
  const query = new URLSearchParams({ start_date: start, end_date: end });
  return testApp.app.inject({
    method: 'GET',
    url: `/api/export/surveys/${surveyId}/answers.csv?${query}`,
    headers: as.headers,
  });
}

/**
 * A survey over three days: each day sent to the demo athlete and two
 * others, answered by some (the athlete twice on the first day), and one
 * day outside the range.
 */
async function answeredSurvey() {
  const { survey, questions } = await aSurvey('Morning, check');
  const [ana, ben] = await db()
    .insert(athletes)
    .values([
      { clubId, name: 'Ana Álvarez', initials: 'AA' },
      { clubId, name: 'Ben "Tank" Brown', initials: 'BB' },
    ])
    .returning();
  const [sleep, fatigue, sore, notes] = questions.map((question) => question.id) as [
    string,
    string,
    string,
    string,
  ];
  const answer = async (
    distributionId: string,
    who: string,
    values: Record<string, unknown>,
    when: string,
  ) =>
    db()
      .insert(surveyAnswers)
      .values({
        clubId,
        surveyId: survey.id,
        distributionId,
        athleteId: who,
        submittedAt: at(when),
        values: { [sleep]: null, [fatigue]: null, [sore]: null, [notes]: null, ...values },
      });
  const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-12-20'];
  const sent: string[] = [];
  for (const day of days) {
    const distribution = await distributeSurvey(db(), {
      clubId,
      surveyId: survey.id,
      athleteIds: [athleteId, ana!.id, ben!.id],
      distributedAt: at(`${day}T07:30:00Z`),
    });
    sent.push(distribution.id);
    await answer(
      distribution.id,
      ana!.id,
      { [sleep]: 5, [fatigue]: 2, [sore]: ['Calf', 'Back'] },
      `${day}T08:01:02Z`,
    );
    if (day !== '2026-11-02')
      await answer(
        distribution.id,
        ben!.id,
        { [sleep]: 3, [fatigue]: 6, [notes]: 'Tight, "sore"\nhamstring' },
        `${day}T19:00:00Z`,
      );
  }
  const values = (sleepValue: number) =>
    questions
      .slice(0, 2)
      .map((question, index) => ({ questionId: question.id, value: index === 0 ? sleepValue : 4 }));
  await data(SUBMIT, { distributionId: sent[0], answers: values(1) }, athlete);
  await data(SUBMIT, { distributionId: sent[0], answers: values(7) }, athlete);
  return { survey, questions, sent };
}

describe('GET /api/export/surveys/:surveyId/answers.csv', () => {
  it('streams one row per current answer sent within the range, in the stored answers’ values', async () => {
    const { survey, questions } = await answeredSurvey();
    const response = await download(survey.id, '2026-11-01T00:00:00Z', '2026-11-03T23:59:59Z');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="Morning, check 2026-11-01-2026-11-03.csv"',
    );
    expect(response.body.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Athlete',
      'Distributed At',
      'Submitted At',
      'Sleep quality',
      'Fatigue',
      'Sore areas',
      'Notes, "anything"',
    ]);
    const stored = await db()
      .select({
        values: surveyAnswers.values,
        submittedAt: surveyAnswers.submittedAt,
        name: athletes.name,
      })
      .from(surveyAnswers)
      .innerJoin(athletes, eq(athletes.id, surveyAnswers.athleteId))
      .where(and(eq(surveyAnswers.surveyId, survey.id), isNull(surveyAnswers.supersededAt)));
    const inRange = stored.filter((row) => row.submittedAt < at('2026-12-01T00:00:00Z'));
    expect(rows).toHaveLength(inRange.length);
    expect(rows).toHaveLength(6);
    for (const row of inRange) {
      const cells = (value: unknown): string => {
        if (Array.isArray(value)) return value.join('; ');
        return typeof value === 'number' || typeof value === 'string' ? `${value}` : '';
      };
      const line = rows.find(
        (each) =>
          each[0] === row.name && each[2] === `${row.submittedAt.toISOString().slice(0, 19)}Z`,
      );
      expect(line?.slice(3)).toEqual(questions.map((question) => cells(row.values[question.id])));
    }
    expect(rows[0]).toEqual([
      'Ana Álvarez',
      '2026-11-01T07:30:00Z',
      '2026-11-01T08:01:02Z',
      '5',
      '2',
      'Calf; Back',
      '',
    ]);
    expect(rows[1]).toEqual([
      'Ben "Tank" Brown',
      '2026-11-01T07:30:00Z',
      '2026-11-01T19:00:00Z',
      '3',
      '6',
      '',
      'Tight, "sore"\nhamstring',
    ]);
    expect(rows[2]![3]).toBe('7');
    expect(rows.map((row) => row[1])).toEqual([...rows.map((row) => row[1])].sort());
  });

  it('reads the same answers in small batches as in one', async () => {
    const { survey } = await answeredSurvey();
    const range = { from: at('2026-11-01T00:00:00Z'), to: at('2026-12-31T00:00:00Z') };
    const all = async (size: number) => {
      const read = [];
      for await (const batch of surveyAnswerBatches(db(), survey, range, size)) {
        expect(batch.length).toBeLessThanOrEqual(size);
        read.push(...batch);
      }
      return read.map((answer) => answer.answerId);
    };
    const whole = await all(500);
    expect(whole).toHaveLength(8);
    expect(await all(2)).toEqual(whole);
  });

  it('refuses a range the page refuses, with the page’s message', async () => {
    const { survey } = await answeredSurvey();
    const refusal = async (start: string, end: string) => {
      const response = await download(survey.id, start, end);
      return [response.statusCode, response.json<unknown>()];
    };
    expect(await refusal('2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z')).toEqual([
      400,
      { error: 'Start date must be before end date.' },
    ]);
    expect(await refusal('2026-11-01T00:00:00Z', '2026-12-02T00:00:01Z')).toEqual([
      400,
      { error: 'Date range is greater than 31 days.' },
    ]);
    expect(await refusal('yesterday', '2026-12-01T00:00:00Z')).toEqual([
      400,
      { error: 'Expected an ISO-8601 date and time.' },
    ]);
    const blank = await testApp.app.inject({
      method: 'GET',
      url: '/api/export/surveys/%20/answers.csv?start_date=2026-11-01&end_date=2026-11-02',
      headers: coach.headers,
    });
    expect([blank.statusCode, blank.json()]).toEqual([404, { error: 'Survey not found' }]);
    expect(
      (await download(survey.id, '2026-11-01T00:00:00Z', '2026-12-02T00:00:00Z')).statusCode,
    ).toBe(200);
  });

  it('answers other clubs’ surveys as unknown ones, and refuses athletes', async () => {
    const rival = await createRivalClub(db());
    const { survey: theirs } = await aSurvey('Rival wellness', rival.clubId);
    const { survey: ours } = await aSurvey();
    const range = ['2026-11-01T00:00:00Z', '2026-11-07T00:00:00Z'] as const;
    const foreign = await download(theirs.id, ...range);
    const unknown = await download('6b0e8a55-1f7c-4c55-9d56-3f0c9d7c1e11', ...range);
    const malformed = await download('not-an-id', ...range);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'Survey not found' }]);
    expect(foreign.body).toBe(unknown.body);
    expect(malformed.body).toBe(unknown.body);
    const asAthlete = await download(ours.id, ...range, athlete);
    expect([asAthlete.statusCode, asAthlete.json()]).toEqual([
      403,
      { error: 'Only club staff can export survey answers' },
    ]);
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: `/api/export/surveys/${ours.id}/answers.csv?start_date=${range[0]}&end_date=${range[1]}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('is not found without Survey Exports: csv_exports off, or an indoor club', async () => {
    const { survey } = await aSurvey();
    const { survey: indoor } = await aSurvey('Hoops wellness', hoopsId);
    const range = ['2026-11-01T00:00:00Z', '2026-11-07T00:00:00Z'] as const;
    await db()
      .insert(featureSwitches)
      .values({ clubId: hoopsId, name: 'csv_exports', enabled: true })
      .onConflictDoNothing();
    expect((await download(indoor.id, ...range)).json()).toEqual({ error: 'Survey not found' });
    const csvExports = and(
      eq(featureSwitches.clubId, clubId),
      eq(featureSwitches.name, 'csv_exports'),
    );
    await db().update(featureSwitches).set({ enabled: false }).where(csvExports);
    try {
      const off = await download(survey.id, ...range);
      expect([off.statusCode, off.json()]).toEqual([404, { error: 'Survey not found' }]);
    } finally {
      await db().update(featureSwitches).set({ enabled: true }).where(csvExports);
    }
    expect((await download(survey.id, ...range)).statusCode).toBe(200);
  });
});
