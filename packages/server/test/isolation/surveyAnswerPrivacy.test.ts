import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes } from '../../src/db/schema.js';
import { surveyAnswers } from '../../src/db/surveysSchema.js';
import { buildSchema } from '../../src/graphql/schema.js';
import { createSurvey } from '../../src/modules/surveys/createSurvey.service.js';
import { distributeSurvey } from '../../src/modules/surveys/distributeSurvey.service.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import { restRoutes } from './restRoutes.js';

// Survey answers are health data (docs/product/surveys.md §11): an athlete
// reads their own, never a teammate's. A walk over every schema field whose
// type carries answers or what is made of them, and every download route,
// each read as an athlete of the same club: no teammate's answer comes back.
// A new carrier or download without a case here fails the walk.

/** The types whose values are answers, or are made of them (who answered, a wellness index). */
const ANSWER_TYPES = [
  'SurveyAnswer',
  'DatasetColumn',
  'SurveyCompletion',
  'SurveyRecipientStatus',
  'WellnessFlag',
];

let testApp: TestApp;
let athlete: Session;
let coach: Session;
let clubId: string;
let ownAthleteId: string;
let surveyId: string;
let sharedDistributionId: string;
let questionIds: { sleep: string; notes: string };
const TEAMMATE_SECRET = 'Teammate private note 7c1f';
const TEAMMATE_DAY = '2026-11-14';

const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  [athlete, coach] = await Promise.all(
    ['athlete@touchline.test', 'coach@touchline.test'].map((email) => signIn(testApp.app, email)),
  );
  clubId = await clubIdNamed(db(), 'Touchline FC');
  const { rows } = await testApp.app.touchline.database.executeSql(
    `select a.id from athletes a join persons p on p.id = a.person_id
     where p.email = 'athlete@touchline.test' and a.club_id = '${clubId}'`,
  );
  ownAthleteId = (rows as { id: string }[])[0]!.id;
  const [teammate] = await db()
    .insert(athletes)
    .values({ clubId, name: 'Private Teammate', initials: 'PT' })
    .returning();
  const made = await createSurvey(db(), {
    clubId,
    title: 'Private wellness',
    questions: [
      { kind: 'scale', prompt: 'Sleep', min: 1, max: 7, metric: 'sleepQuality' },
      { kind: 'text', prompt: 'Notes', required: false },
    ],
  });
  surveyId = made.survey.id;
  questionIds = { sleep: made.questions[0]!.id, notes: made.questions[1]!.id };
  const shared = await distributeSurvey(db(), {
    clubId,
    surveyId,
    athleteIds: [ownAthleteId, teammate!.id],
    distributedAt: new Date(`${TEAMMATE_DAY}T07:30:00Z`),
  });
  sharedDistributionId = shared.id;
  await db()
    .insert(surveyAnswers)
    .values({
      clubId,
      surveyId,
      distributionId: shared.id,
      athleteId: teammate!.id,
      submittedAt: new Date(`${TEAMMATE_DAY}T07:40:00Z`),
      values: { [questionIds.sleep]: 7, [questionIds.notes]: TEAMMATE_SECRET },
    });
}, 180_000);
afterAll(() => testApp?.close());

const asAthlete = (query: string, variables: Record<string, unknown> = {}) =>
  graphql<Record<string, unknown>>(testApp.app, athlete, query, variables);

/** The answer holds nothing of the teammate's. */
function private_(answer: unknown) {
  expect(JSON.stringify(answer)).not.toContain(TEAMMATE_SECRET);
  expect(JSON.stringify(answer)).not.toContain('Private Teammate');
}

/** How each carrier is read as the athlete, by its coordinate. */
const CASES: Record<string, () => Promise<void>> = {
  'MySurveyDistribution.answer': async () => {
    const answer = await asAthlete(
      `{ mySurveyDistributions { id answer { id values } survey { id questions { id } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const mine = answer.data!.mySurveyDistributions as { id: string; answer: unknown }[];
    expect(mine.map((each) => each.id)).toContain(sharedDistributionId);
    private_(answer);
  },
  'SubmitSurveyAnswerPayload.answer': async () => {
    const answer = await asAthlete(
      `mutation ($id: ID!, $answers: [SurveyAnswerInput!]!) {
        submitSurveyAnswer(distributionId: $id, answers: $answers) {
          answer { id values replacedCount } errors { path fullMessages } } }`,
      { id: sharedDistributionId, answers: [{ questionId: questionIds.sleep, value: 2 }] },
    );
    expect(answer.data!.submitSurveyAnswer).toMatchObject({
      answer: { values: { [questionIds.sleep]: 2, [questionIds.notes]: null } },
      errors: [],
    });
    private_(answer);
  },
  'Query.surveyCompletionBoard': async () => {
    const answer = await asAthlete(
      `query ($clubId: ID!, $date: String!) { surveyCompletionBoard(clubId: $clubId, date: $date) {
        id recipients { athlete { id name } answeredAt } } }`,
      { clubId, date: TEAMMATE_DAY },
    );
    expect(answer.errors?.[0]?.message).toBe('Only club staff can see who has answered surveys');
    expect(answer.data).toBeNull();
    private_(answer);
  },
  'SurveyCompletion.recipients': async () => {
    // Reached only through the board (above); staff read the teammate there.
    const answer = await graphql<{ surveyCompletionBoard: unknown[] }>(
      testApp.app,
      coach,
      `query ($clubId: ID!, $date: String!) { surveyCompletionBoard(clubId: $clubId, date: $date) {
        recipients { athlete { name } answeredAt } } }`,
      { clubId, date: TEAMMATE_DAY },
    );
    expect(JSON.stringify(answer.data)).toContain('Private Teammate');
  },
  'Query.wellnessFlags': async () => {
    const answer = await asAthlete(
      `query ($clubId: ID!, $date: String!) { wellnessFlags(clubId: $clubId, date: $date) {
        athlete { id name } hooperIndex mean } }`,
      { clubId, date: TEAMMATE_DAY },
    );
    expect(answer.errors?.[0]?.message).toBe('Only club staff can see who has answered surveys');
    expect(answer.data).toBeNull();
  },
  // A dataset's table goes out through visibleTable alone: read as a teammate
  // athlete (GraphQL, the CSV download and the live subscription's fields) in
  // test/datasets/datasetPrivacy.test.ts, which generates a season's dataset.
  'Dataset.columns': async () => {
    const answer = await asAthlete(`{ currentPerson { id } }`);
    expect(answer.errors).toBeUndefined();
  },
};

/** Each download route, read as the athlete. */
const DOWNLOADS: Record<string, () => Promise<void>> = {
  'GET /api/export/surveys/:surveyId/answers.csv': async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/export/surveys/${surveyId}/answers.csv?start_date=2026-11-01T00:00:00Z&end_date=2026-11-30T00:00:00Z`,
      headers: athlete.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(TEAMMATE_SECRET);
  },
  // The dataset's CSV: visibleTable's table, walked in datasetPrivacy.test.ts.
  'GET /api/export/datasets/:datasetId/dataset.csv': async () => {},
  // The dataset's Arrow table: visibleEncodedTable's table, walked in datasetPrivacy.test.ts.
  'GET /api/datasets/:datasetId/table.arrow': async () => {},
};

const SESSION_DOWNLOAD = /^GET \/api\/export\/(match|training)_sessions\/:sessionId\//;

function carriers(): string[] {
  const schema = buildSchema();
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => ANSWER_TYPES.includes(getNamedType(field.type).name))
        .map((field) => `${type.name}.${field.name}`),
    )
    .sort();
}

describe('survey answers read as a teammate athlete', () => {
  it('every schema field carrying answers has a case here', () => {
    expect(carriers()).toEqual(Object.keys(CASES).sort());
  });

  it('every download route (and dataset table) has a case here', () => {
    // A session's downloads are built from its tracks alone (src/modules/exports reads no
    // survey table); every other download must have a case.
    const downloads = restRoutes(testApp.app).filter(
      (route) =>
        (route.includes('/api/export/') || route.startsWith('GET /api/datasets/')) &&
        !SESSION_DOWNLOAD.test(route),
    );
    expect(downloads.sort()).toEqual(Object.keys(DOWNLOADS).sort());
  });

  for (const [coordinate, read] of Object.entries(CASES))
    it(`${coordinate} gives no teammate’s answer`, read);

  for (const [route, read] of Object.entries(DOWNLOADS))
    it(`${route} gives no teammate’s answer`, read);
});
