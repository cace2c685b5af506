import type { Db } from '../../src/db/database.js';
import { surveyAnswers, surveyTimerTriggers } from '../../src/db/surveysSchema.js';
import { createSurvey } from '../../src/modules/surveys/createSurvey.service.js';
import { distributeSurvey } from '../../src/modules/surveys/distributeSurvey.service.js';
import { FIRE_SURVEY_TRIGGER } from '../../src/modules/surveys/surveyQueues.js';
import type { GraphqlCase } from './graphqlFixtures.js';
import type { JobCase } from './jobFixtures.js';
import type { RestCase } from './restFixtures.js';
import type { TargetIds } from './victimClub.js';

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

const SURVEY = `survey { id title archived
  questions { id prompt hidden } timers { id localTime athleteIds } } errors { path fullMessages }`;
const QUESTION = {
  kind: 'scale',
  prompt: 'Outsider question',
  required: true,
  min: 1,
  max: 7,
  choices: [],
};
const recipientsOf = (target: TargetIds) => ({
  allAthletes: false,
  athleteIds: [target.athleteId],
  athleteGroupIds: [target.athleteGroupId],
});
const timerOf = (target: TargetIds) => ({
  kind: 'daily',
  localTime: '06:00',
  recipients: recipientsOf(target),
});

/** A mutation on one survey thing by id, answering the survey. */
const onSurvey = (
  name: string,
  args: string,
  variables: (target: TargetIds) => Record<string, unknown>,
  covers: string[],
): GraphqlCase[] => [
  {
    covers,
    query: `mutation (${args}) { ${name}(${args
      .split(', ')
      .map((arg) => {
        const key = arg.split(':')[0]!.slice(1);
        return `${key}: $${key}`;
      })
      .join(', ')}) { ${SURVEY} } }`,
    variables,
  },
];

/** Every survey field that takes ids, called with the target's. */
export const SURVEY_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Mutation.createSurvey': onSurvey(
    'createSurvey',
    '$clubId: ID!, $title: String!',
    (target) => ({ clubId: target.clubId, title: 'Outsider survey' }),
    ['clubId'],
  ),
  'Mutation.updateSurvey': onSurvey(
    'updateSurvey',
    '$id: ID!, $title: String!',
    (target) => ({ id: target.surveyId, title: 'Renamed by an outsider' }),
    ['id'],
  ),
  'Mutation.archiveSurvey': onSurvey(
    'archiveSurvey',
    '$id: ID!',
    (target) => ({ id: target.surveyId }),
    ['id'],
  ),
  'Mutation.restoreSurvey': onSurvey(
    'restoreSurvey',
    '$id: ID!',
    (target) => ({ id: target.surveyId }),
    ['id'],
  ),
  'Mutation.addSurveyQuestion': onSurvey(
    'addSurveyQuestion',
    '$surveyId: ID!, $question: SurveyQuestionInput!',
    (target) => ({ surveyId: target.surveyId, question: QUESTION }),
    ['surveyId'],
  ),
  'Mutation.updateSurveyQuestion': onSurvey(
    'updateSurveyQuestion',
    '$id: ID!, $question: SurveyQuestionInput!',
    (target) => ({ id: target.surveyQuestionId, question: QUESTION }),
    ['id'],
  ),
  'Mutation.moveSurveyQuestion': onSurvey(
    'moveSurveyQuestion',
    '$id: ID!, $position: Int!',
    (target) => ({ id: target.surveyQuestionId, position: 1 }),
    ['id'],
  ),
  'Mutation.removeSurveyQuestion': onSurvey(
    'removeSurveyQuestion',
    '$id: ID!',
    (target) => ({ id: target.surveyQuestionId }),
    ['id'],
  ),
  'Mutation.setSurveyQuestionHidden': onSurvey(
    'setSurveyQuestionHidden',
    '$id: ID!, $hidden: Boolean!',
    (target) => ({ id: target.surveyQuestionId, hidden: true }),
    ['id'],
  ),
  'Mutation.createSurveyTimer': onSurvey(
    'createSurveyTimer',
    '$surveyId: ID!, $timer: SurveyTimerInput!',
    (target) => ({ surveyId: target.surveyId, timer: timerOf(target) }),
    ['surveyId', 'timer.recipients.athleteIds', 'timer.recipients.athleteGroupIds'],
  ),
  'Mutation.updateSurveyTimer': onSurvey(
    'updateSurveyTimer',
    '$id: ID!, $timer: SurveyTimerInput!',
    (target) => ({ id: target.surveyTriggerId, timer: timerOf(target) }),
    ['id', 'timer.recipients.athleteIds', 'timer.recipients.athleteGroupIds'],
  ),
  'Mutation.deleteSurveyTimer': onSurvey(
    'deleteSurveyTimer',
    '$id: ID!',
    (target) => ({ id: target.surveyTriggerId }),
    ['id'],
  ),
  'Mutation.sendSurveyNow': [
    {
      covers: ['surveyId', 'recipients.athleteIds', 'recipients.athleteGroupIds'],
      query: `mutation ($surveyId: ID!, $recipients: SurveyRecipientsInput!) {
        sendSurveyNow(surveyId: $surveyId, recipients: $recipients) {
          distributionId recipientCount errors { path fullMessages } } }`,
      variables: (target) => ({ surveyId: target.surveyId, recipients: recipientsOf(target) }),
    },
  ],
  'Mutation.remindSurveyRecipients': [
    {
      covers: ['distributionId'],
      query: `mutation ($distributionId: ID!) {
        remindSurveyRecipients(distributionId: $distributionId) { reminded errors { path fullMessages } } }`,
      variables: (target) => ({ distributionId: target.surveyDistributionId }),
    },
  ],
  'Query.surveyCompletionBoard': [
    {
      covers: ['clubId'],
      query: `query ($clubId: ID!) { surveyCompletionBoard(clubId: $clubId, date: "2026-11-14") {
        id survey { id title } recipients { athlete { id name } answeredAt remindedAt } } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
  'Query.wellnessFlags': [
    {
      covers: ['clubId'],
      query: `query ($clubId: ID!) { wellnessFlags(clubId: $clubId, date: "2026-11-14") {
        athlete { id name } hooperIndex mean standardDeviation baselineDays } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
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
