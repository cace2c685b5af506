import type { Db } from '../../src/db/database.js';
import { surveyAnswers, surveyTimerTriggers } from '../../src/db/surveysSchema.js';
import { createSurvey } from '../../src/modules/surveys/createSurvey.service.js';
import { distributeSurvey } from '../../src/modules/surveys/distributeSurvey.service.js';
import { FIRE_SURVEY_TRIGGER } from '../../src/modules/surveys/surveyQueues.js';
import type { GraphqlCase } from './graphqlFixtures.js';
import type { JobCase } from './jobFixtures.js';
import type { RestCase } from './restFixtures.js';

/**
 * A survey of the victim club, sent to its athletes and answered, with a
 * timer trigger (inactive: the triggers' clock of the test's worker must
 * not send it while outsiders compare answers).
 */
export async function seedVictimSurvey(db: Db, clubId: string, athleteIds: readonly string[]) {
  const { survey, questions } = await createSurvey(db, {
    clubId,
    title: 'Secret wellness',
    questions: [
      { kind: 'scale', prompt: 'Secret sleep question', min: 1, max: 7, metric: 'sleepQuality' },
    ],
  });
  const question = questions[0]!;
  const distribution = await distributeSurvey(db, {
    clubId,
    surveyId: survey.id,
    athleteIds,
    distributedAt: new Date('2026-11-14T07:30:00Z'),
  });
  await db.insert(surveyAnswers).values({
    clubId,
    surveyId: survey.id,
    distributionId: distribution.id,
    athleteId: athleteIds[0]!,
    submittedAt: new Date('2026-11-14T08:00:00Z'),
    values: { [question.id]: 6 },
  });
  const [trigger] = await db
    .insert(surveyTimerTriggers)
    .values({
      clubId,
      surveyId: survey.id,
      kind: 'daily',
      localTime: '07:30',
      timeZone: 'Europe/London',
      active: false,
    })
    .returning();
  return {
    ids: {
      surveyId: survey.id,
      surveyQuestionId: question.id,
      surveyDistributionId: distribution.id,
      surveyTriggerId: trigger!.id,
    },
    secrets: [
      survey.id,
      question.id,
      distribution.id,
      trigger!.id,
      'Secret wellness',
      'Secret sleep question',
    ],
  };
}

/** Every survey field that takes ids, called with the target's. */
export const SURVEY_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Mutation.submitSurveyAnswer': [
    {
      covers: ['distributionId', 'answers.questionId'],
      query: `mutation ($distributionId: ID!, $answers: [SurveyAnswerInput!]!) {
        submitSurveyAnswer(distributionId: $distributionId, answers: $answers) {
          answer { id submittedAt values replacedCount } errors { path fullMessages } } }`,
      variables: (target) => ({
        distributionId: target.surveyDistributionId,
        answers: [{ questionId: target.surveyQuestionId, value: 7 }],
      }),
    },
  ],
};

export const SURVEY_REST_FIXTURES: Record<string, RestCase[]> = {
  'GET /api/export/surveys/:surveyId/answers.csv': [
    {
      covers: [':surveyId'],
      request: (target) => ({
        method: 'GET',
        url: `/api/export/surveys/${target.surveyId}/answers.csv?start_date=2026-11-01T00:00:00Z&end_date=2026-11-30T00:00:00Z`,
      }),
    },
  ],
};

export const SURVEY_JOB_FIXTURES: Record<string, JobCase> = {
  [FIRE_SURVEY_TRIGGER]: (victim, clubId) => ({ clubId, triggerId: victim.ids.surveyTriggerId }),
};
