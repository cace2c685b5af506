import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '@touchline/domain';
import { athletes, clubs } from '../../src/db/schema.js';
import {
  notifications,
  surveyDistributionRecipients,
  surveyTimerTriggers,
} from '../../src/db/surveysSchema.js';
import { fireSurveyTrigger } from '../../src/modules/surveys/fireSurveyTrigger.js';
import { signIn } from '../support/testApp.js';
import { MY_DISTRIBUTIONS, SUBMIT, type MyDistributions } from './surveyOperations.js';
import {
  ask,
  athlete,
  athleteId,
  clubId,
  coach,
  data,
  db,
  testApp,
  useSurveysWorld,
} from './surveysWorld.js';

useSurveysWorld();

const SURVEY = `id title archived
  questions { id position kind prompt required min max minLabel maxLabel unit choices metric hidden }
  timers { id kind localTime offsetMinutes timeZone allAthletes athleteIds athleteGroupIds }`;
const PAYLOAD = `survey { ${SURVEY} } errors { path fullMessages }`;

interface Question {
  id: string;
  position: number;
  kind: string;
  prompt: string;
  hidden: boolean;
}
interface Survey {
  id: string;
  title: string;
  archived: boolean;
  questions: Question[];
  timers: { id: string; kind: string; localTime: string | null; timeZone: string }[];
}
type Errors = { path: string[]; fullMessages: string[] }[];
type Saved = { survey: Survey | null; errors: Errors };

const everyone = { allAthletes: true, athleteIds: [] as string[], athleteGroupIds: [] as string[] };
const scale = {
  kind: 'scale',
  prompt: 'How do you feel?',
  required: true,
  min: 1,
  max: 7,
  minLabel: 'Very good',
  maxLabel: 'Very poor',
  choices: [],
};
const hours = {
  kind: 'number',
  prompt: 'Hours slept',
  required: true,
  max: 24,
  unit: 'hours',
  choices: [],
};
const venue = {
  kind: 'singleChoice',
  prompt: 'Where?',
  required: false,
  choices: ['Pitch', 'Gym'],
};

async function mutate(name: string, args: string, variables: Record<string, unknown>, as = coach) {
  const signature = Object.keys(variables)
    .map((key) => `$${key}: ${ARGUMENT_TYPES[key]}`)
    .join(', ');
  const answer = await data<Record<string, Saved>>(
    `mutation (${signature}) { ${name}(${args}) { ${PAYLOAD} } }`,
    variables,
    as,
  );
  return answer[name]!;
}
const ARGUMENT_TYPES: Record<string, string> = {
  clubId: 'ID!',
  id: 'ID!',
  surveyId: 'ID!',
  title: 'String!',
  question: 'SurveyQuestionInput!',
  position: 'Int!',
  hidden: 'Boolean!',
  timer: 'SurveyTimerInput!',
};

async function aBuiltSurvey(title = 'Morning check') {
  const created = await mutate('createSurvey', 'clubId: $clubId, title: $title', { clubId, title });
  const surveyId = created.survey!.id;
  for (const question of [scale, hours, venue])
    await mutate('addSurveyQuestion', 'surveyId: $surveyId, question: $question', {
      surveyId,
      question,
    });
  return (await clubSurvey(surveyId))!;
}

async function clubSurvey(id: string): Promise<Survey | undefined> {
  const answer = await data<{ club: { surveys: Survey[] } }>(
    `query ($id: ID!) { club(id: $id) { surveys(includeArchived: true) { ${SURVEY} } } }`,
    { id: clubId },
    coach,
  );
  return answer.club.surveys.find((survey) => survey.id === id);
}

async function sendNow(surveyId: string, recipients = everyone, as = coach) {
  const answer = await data<{
    sendSurveyNow: { distributionId: string | null; recipientCount: number | null; errors: Errors };
  }>(
    `mutation ($surveyId: ID!, $recipients: SurveyRecipientsInput!) {
      sendSurveyNow(surveyId: $surveyId, recipients: $recipients) {
        distributionId recipientCount errors { path fullMessages } } }`,
    { surveyId, recipients },
    as,
  );
  return answer.sendSurveyNow;
}

describe('surveys', () => {
  it('are created, renamed, archived and restored by staff, with a clear message for a bad title', async () => {
    const blank = await mutate('createSurvey', 'clubId: $clubId, title: $title', {
      clubId,
      title: ' ',
    });
    expect(blank).toEqual({
      survey: null,
      errors: [{ path: ['title'], fullMessages: ["Title can't be blank."] }],
    });
    const { survey } = await mutate('createSurvey', 'clubId: $clubId, title: $title', {
      clubId,
      title: '  Pre-match check ',
    });
    expect(survey).toMatchObject({ title: 'Pre-match check', archived: false, questions: [] });
    const renamed = await mutate('updateSurvey', 'id: $id, title: $title', {
      id: survey!.id,
      title: 'Match-day check',
    });
    expect(renamed.survey!.title).toBe('Match-day check');
    expect((await mutate('archiveSurvey', 'id: $id', { id: survey!.id })).survey!.archived).toBe(
      true,
    );
    const active = await data<{ club: { surveys: { id: string }[] } }>(
      `query ($id: ID!) { club(id: $id) { surveys { id } } }`,
      { id: clubId },
      coach,
    );
    expect(active.club.surveys.map((each) => each.id)).not.toContain(survey!.id);
    expect((await mutate('restoreSurvey', 'id: $id', { id: survey!.id })).survey!.archived).toBe(
      false,
    );
  });

  it('are refused to athletes, and unknown to other clubs’ people', async () => {
    const made = await aBuiltSurvey('Not for athletes');
    const refused = await mutate(
      'updateSurvey',
      'id: $id, title: $title',
      { id: made.id, title: 'Mine' },
      athlete,
    );
    expect(refused.errors).toEqual([
      { path: ['id'], fullMessages: ['Only club staff can create, change or send surveys'] },
    ]);
    const created = await mutate(
      'createSurvey',
      'clubId: $clubId, title: $title',
      { clubId, title: 'Mine' },
      athlete,
    );
    expect(created.errors[0]!.fullMessages).toEqual([
      'Only club staff can create, change or send surveys',
    ]);
    const stranger = await signIn(testApp.app, 'subscriber@touchline.test');
    const unknown = await mutate(
      'updateSurvey',
      'id: $id, title: $title',
      { id: made.id, title: 'Mine' },
      stranger,
    );
    expect(unknown.errors).toEqual([{ path: ['id'], fullMessages: ['Survey not found'] }]);
    expect((await clubSurvey(made.id))!.title).toBe('Not for athletes');
  });
});

describe('questions', () => {
  it('of every kind are added in order with their bounds, labelled ends, unit and choices', async () => {
    const survey = await aBuiltSurvey();
    expect(survey.questions).toMatchObject([
      { position: 1, kind: 'scale', min: 1, max: 7, minLabel: 'Very good', maxLabel: 'Very poor' },
      { position: 2, kind: 'number', min: null, max: 24, unit: 'hours' },
      { position: 3, kind: 'singleChoice', choices: ['Pitch', 'Gym'], required: false },
    ]);
  });

  it('written wrong get every message at its field, and nothing is saved', async () => {
    const survey = await aBuiltSurvey();
    const wrong = await mutate('addSurveyQuestion', 'surveyId: $surveyId, question: $question', {
      surveyId: survey.id,
      question: { ...venue, prompt: '', choices: ['Pitch'], unit: 'kg' },
    });
    expect(wrong).toEqual({
      survey: null,
      errors: [
        { path: ['question', 'prompt'], fullMessages: ["Prompt can't be blank."] },
        { path: ['question', 'unit'], fullMessages: ['Only a number has a unit.'] },
        { path: ['question', 'choices'], fullMessages: ['Give at least two choices.'] },
      ],
    });
    expect((await clubSurvey(survey.id))!.questions).toHaveLength(3);
  });

  it('move, and the others close up', async () => {
    const survey = await aBuiltSurvey();
    const [first, second, third] = survey.questions;
    const moved = await mutate('moveSurveyQuestion', 'id: $id, position: $position', {
      id: third!.id,
      position: 1,
    });
    expect(moved.survey!.questions.map((question) => [question.id, question.position])).toEqual([
      [third!.id, 1],
      [first!.id, 2],
      [second!.id, 3],
    ]);
    const outside = await mutate('moveSurveyQuestion', 'id: $id, position: $position', {
      id: third!.id,
      position: 4,
    });
    expect(outside.errors).toEqual([
      { path: ['position'], fullMessages: ['The position must be a whole number from 1 to 3.'] },
    ]);
  });

  it('without answers are deleted; with answers are hidden instead, no longer asked', async () => {
    const survey = await aBuiltSurvey();
    const [feel, slept, where] = survey.questions;
    const removed = await mutate('removeSurveyQuestion', 'id: $id', { id: where!.id });
    expect(removed.survey!.questions.map((question) => question.id)).toEqual([feel!.id, slept!.id]);
    const sent = await sendNow(survey.id, {
      allAthletes: false,
      athleteIds: [athleteId],
      athleteGroupIds: [],
    });
    const submitted = await data<{ submitSurveyAnswer: { errors: Errors } }>(
      SUBMIT,
      {
        distributionId: sent.distributionId,
        answers: [
          { questionId: feel!.id, value: 3 },
          { questionId: slept!.id, value: 7.5 },
        ],
      },
      athlete,
    );
    expect(submitted.submitSurveyAnswer.errors).toEqual([]);
    const refused = await mutate('removeSurveyQuestion', 'id: $id', { id: slept!.id });
    expect(refused.errors).toEqual([
      {
        path: ['id'],
        fullMessages: ['This question has answers, so it cannot be deleted: hide it instead.'],
      },
    ]);
    const kind = await mutate('updateSurveyQuestion', 'id: $id, question: $question', {
      id: slept!.id,
      question: { ...scale, prompt: 'Hours slept' },
    });
    expect(kind.errors[0]!.fullMessages).toEqual([
      'This question has answers, so it keeps its kind: hide it and add a new one.',
    ]);
    const hidden = await mutate('setSurveyQuestionHidden', 'id: $id, hidden: $hidden', {
      id: slept!.id,
      hidden: true,
    });
    expect(hidden.survey!.questions.map((question) => question.hidden)).toEqual([false, true]);
    const mine = await data<MyDistributions>(MY_DISTRIBUTIONS, { state: null, limit: 50 }, athlete);
    const asked = mine.mySurveyDistributions.find((each) => each.id === sent.distributionId)!;
    expect(asked.survey.questions.map((question) => question.id)).toEqual([feel!.id]);
    const again = await data<{ submitSurveyAnswer: { errors: Errors } }>(
      SUBMIT,
      {
        distributionId: sent.distributionId,
        answers: [{ questionId: feel!.id, value: 2 }],
      },
      athlete,
    );
    expect(again.submitSurveyAnswer.errors).toEqual([]);
  });
});

describe('timers', () => {
  it('send daily at a time in the club’s zone, or minutes after a session, with clear messages', async () => {
    const survey = await aBuiltSurvey();
    const wrong = await mutate('createSurveyTimer', 'surveyId: $surveyId, timer: $timer', {
      surveyId: survey.id,
      timer: {
        kind: 'daily',
        localTime: '7.30',
        recipients: { allAthletes: false, athleteIds: [], athleteGroupIds: [] },
      },
    });
    expect(wrong.errors).toEqual([
      { path: ['timer', 'localTime'], fullMessages: ['Give the time as HH:mm, e.g. 07:30.'] },
      {
        path: ['timer', 'recipients'],
        fullMessages: ['Choose the athletes or groups to send to.'],
      },
    ]);
    const daily = await mutate('createSurveyTimer', 'surveyId: $surveyId, timer: $timer', {
      surveyId: survey.id,
      timer: { kind: 'daily', localTime: '07:30', recipients: everyone },
    });
    const [club] = await db().select().from(clubs).where(eq(clubs.id, clubId));
    expect(daily.survey!.timers).toMatchObject([
      { kind: 'daily', localTime: '07:30', timeZone: club!.timeZone },
    ]);
    const timerId = daily.survey!.timers[0]!.id;
    const late = await mutate('updateSurveyTimer', 'id: $id, timer: $timer', {
      id: timerId,
      timer: { kind: 'afterSession', offsetMinutes: 2000, recipients: everyone },
    });
    expect(late.errors).toEqual([
      {
        path: ['timer', 'offsetMinutes'],
        fullMessages: ['Minutes after the session must be a whole number from 0 to 1,440.'],
      },
    ]);
    const after = await mutate('updateSurveyTimer', 'id: $id, timer: $timer', {
      id: timerId,
      timer: { kind: 'afterSession', offsetMinutes: 30, recipients: everyone },
    });
    expect(after.survey!.timers).toMatchObject([
      { kind: 'afterSession', localTime: null, offsetMinutes: 30 },
    ]);
    const gone = await mutate('deleteSurveyTimer', 'id: $id', { id: timerId });
    expect(gone.survey!.timers).toEqual([]);
  });

  it('of an archived survey send nothing', async () => {
    const survey = await aBuiltSurvey('Archived, timed');
    const [trigger] = await db()
      .insert(surveyTimerTriggers)
      .values({
        clubId,
        surveyId: survey.id,
        kind: 'daily',
        localTime: '07:30',
        timeZone: 'Europe/London',
        createdAt: new Date('2032-01-01T00:00:00Z'),
      })
      .returning();
    await mutate('archiveSurvey', 'id: $id', { id: survey.id });
    const now = new Date('2032-01-05T07:31:00Z');
    expect(await fireSurveyTrigger(db(), trigger!.id, now)).toEqual({
      distributed: 0,
      reminded: 0,
    });
    await mutate('restoreSurvey', 'id: $id', { id: survey.id });
    expect((await fireSurveyTrigger(db(), trigger!.id, now)).distributed).toBe(1);
  });
});

describe('sending now', () => {
  it('sends to the chosen athletes, or everyone; never an archived survey', async () => {
    const survey = await aBuiltSurvey();
    const chosen = await sendNow(survey.id, {
      allAthletes: false,
      athleteIds: [athleteId],
      athleteGroupIds: [],
    });
    expect(chosen).toMatchObject({ recipientCount: 1, errors: [] });
    const squad = await db()
      .select({ id: athletes.id })
      .from(athletes)
      .where(eq(athletes.clubId, clubId));
    const all = await sendNow(survey.id);
    const recipients = await db()
      .select()
      .from(surveyDistributionRecipients)
      .where(eq(surveyDistributionRecipients.distributionId, all.distributionId!));
    expect(recipients.length).toBe(all.recipientCount);
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients.length).toBeLessThanOrEqual(squad.length);
    const unknown = await sendNow(survey.id, {
      allAthletes: false,
      athleteIds: ['00000000-0000-4000-8000-000000000000'],
      athleteGroupIds: [],
    });
    expect(unknown.errors).toEqual([
      { path: ['recipients', 'athleteIds'], fullMessages: ['Athlete not found'] },
    ]);
    await mutate('archiveSurvey', 'id: $id', { id: survey.id });
    expect((await sendNow(survey.id)).errors).toEqual([
      { path: ['surveyId'], fullMessages: ['This survey is archived: restore it to send it.'] },
    ]);
    expect((await sendNow(survey.id, everyone, athlete)).errors[0]!.fullMessages).toEqual([
      'Only club staff can create, change or send surveys',
    ]);
  });
});

const BOARD = `query ($clubId: ID!, $date: String!) {
  surveyCompletionBoard(clubId: $clubId, date: $date) {
    id distributedAt survey { id title }
    recipients { athlete { id name } answeredAt remindedAt }
  }
}`;
interface Board {
  surveyCompletionBoard: {
    id: string;
    survey: { id: string };
    recipients: { athlete: { id: string }; answeredAt: string | null; remindedAt: string | null }[];
  }[];
}

/** Today in the club's zone. */
async function today() {
  const [club] = await db().select().from(clubs).where(eq(clubs.id, clubId));
  return calendarDateIn(new Date(), club!.timeZone);
}

describe('the completion board', () => {
  it('shows the day’s distributions, who answered and who is pending; Remind reminds the pending', async () => {
    const survey = await aBuiltSurvey('On the board');
    const sent = await sendNow(survey.id);
    const [feel, slept] = survey.questions;
    await data(
      SUBMIT,
      {
        distributionId: sent.distributionId,
        answers: [
          { questionId: feel!.id, value: 2 },
          { questionId: slept!.id, value: 8 },
        ],
      },
      athlete,
    );
    const board = await data<Board>(BOARD, { clubId, date: await today() }, coach);
    const mine = board.surveyCompletionBoard.find((each) => each.id === sent.distributionId)!;
    expect(mine.recipients).toHaveLength(sent.recipientCount!);
    const answered = mine.recipients.filter((recipient) => recipient.answeredAt !== null);
    expect(answered.map((recipient) => recipient.athlete.id)).toEqual([athleteId]);
    const reminded = await data<{ remindSurveyRecipients: { reminded: number; errors: Errors } }>(
      `mutation ($id: ID!) { remindSurveyRecipients(distributionId: $id) { reminded errors { path fullMessages } } }`,
      { id: sent.distributionId },
      coach,
    );
    expect(reminded.remindSurveyRecipients).toEqual({
      reminded: sent.recipientCount! - 1,
      errors: [],
    });
    const after = await data<Board>(BOARD, { clubId, date: await today() }, coach);
    const pending = after.surveyCompletionBoard
      .find((each) => each.id === sent.distributionId)!
      .recipients.filter((recipient) => recipient.answeredAt === null);
    expect(pending.length).toBe(sent.recipientCount! - 1);
    expect(pending.every((recipient) => recipient.remindedAt !== null)).toBe(true);
    // Only the athlete who answered has an account: nobody else to tell, and they are not told.
    const told = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'SurveyReminder'));
    expect(told.filter((row) => row.payload.distributionId === sent.distributionId)).toEqual([]);
  });

  it('is the staff’s: an athlete is refused, and a date must be a date', async () => {
    const refused = await ask(BOARD, { clubId, date: await today() }, athlete);
    expect(refused.errors![0]!.message).toBe('Only club staff can see who has answered surveys');
    const notADate = await ask(BOARD, { clubId, date: '29/11/2026' }, coach);
    expect(notADate.errors![0]!.message).toBe('Expected a date as yyyy-MM-dd.');
  });
});
