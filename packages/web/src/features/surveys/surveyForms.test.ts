import { describe, expect, it } from 'vitest';
import {
  NEW_QUESTION,
  questionInput,
  questionSummary,
  recipientsSummary,
  timerInput,
  timerSummary,
  type EditedQuestion,
  type EditedTimer,
} from './surveyForms';

const question = (fields: Partial<EditedQuestion>): EditedQuestion => ({
  id: 'q1',
  position: 1,
  kind: 'scale',
  prompt: 'Sleep',
  required: true,
  min: 1,
  max: 7,
  minLabel: null,
  maxLabel: null,
  unit: null,
  choices: [],
  metric: null,
  hidden: false,
  ...fields,
});

describe('questionInput', () => {
  it('sends only the fields the kind has', () => {
    const typed = {
      ...NEW_QUESTION,
      prompt: 'Where?',
      unit: 'kg',
      minLabel: 'Low',
      choices: 'Pitch\n\n Gym ',
    };
    expect(questionInput({ ...typed, kind: 'singleChoice' })).toEqual({
      kind: 'singleChoice',
      prompt: 'Where?',
      required: true,
      min: null,
      max: null,
      minLabel: null,
      maxLabel: null,
      unit: null,
      choices: ['Pitch', 'Gym'],
      metric: null,
    });
    expect(questionInput({ ...typed, kind: 'number', min: '', max: '24' })).toMatchObject({
      min: null,
      max: 24,
      unit: 'kg',
      minLabel: null,
      choices: [],
    });
    expect(questionInput({ ...typed, kind: 'scale' }, 'mood')).toMatchObject({
      min: 1,
      max: 7,
      minLabel: 'Low',
      metric: 'mood',
    });
  });

  it('leaves a bound that is not a number for the server to refuse', () => {
    expect(questionInput({ ...NEW_QUESTION, min: 'one' }).min).toBeNaN();
  });
});

describe('summaries', () => {
  it('say each kind in one line', () => {
    expect(questionSummary(question({ minLabel: 'Very good', maxLabel: 'Very poor' }))).toBe(
      'Scale 1 - 7 (Very good - Very poor)',
    );
    expect(questionSummary(question({ kind: 'number', min: null, max: 24, unit: 'hours' }))).toBe(
      'Number … - 24, hours',
    );
    expect(questionSummary(question({ kind: 'multipleChoice', choices: ['Calf', 'Back'] }))).toBe(
      'Multiple choice: Calf, Back',
    );
  });

  it('say when a timer sends and to whom', () => {
    const timer: EditedTimer = {
      id: 't1',
      kind: 'daily',
      localTime: '07:30',
      offsetMinutes: null,
      timeZone: 'Europe/London',
      allAthletes: true,
      athleteIds: [],
      athleteGroupIds: [],
    };
    expect(timerSummary(timer)).toBe('Every day at 07:30 (Europe/London)');
    expect(timerSummary({ ...timer, kind: 'afterSession', offsetMinutes: 30 })).toBe(
      '30 minutes after each session ends',
    );
    const athletes = [{ id: 'a1', name: 'Ada Byrne' }];
    const groups = [{ id: 'g1', name: 'Defenders' }];
    expect(
      recipientsSummary(
        { allAthletes: false, athleteIds: ['a1'], athleteGroupIds: ['g1'] },
        athletes,
        groups,
      ),
    ).toBe('Defenders, Ada Byrne');
    expect(recipientsSummary({ ...timer, athleteIds: ['a1'] }, athletes, groups)).toBe(
      'all athletes',
    );
  });

  it('send a timer’s own kind of time only', () => {
    expect(
      timerInput({
        kind: 'afterSession',
        localTime: '07:30',
        offsetMinutes: '45',
        recipients: { allAthletes: true, athleteIds: ['a1'], athleteGroupIds: [] },
      }),
    ).toEqual({
      kind: 'afterSession',
      localTime: null,
      offsetMinutes: 45,
      recipients: { allAthletes: true, athleteIds: [], athleteGroupIds: [] },
    });
  });
});
