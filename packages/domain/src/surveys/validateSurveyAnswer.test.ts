import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from './surveyTypes.js';
import { validateSurveyAnswer } from './validateSurveyAnswer.js';

const question = (id: string, fields: Partial<SurveyQuestion>): SurveyQuestion => ({
  id,
  position: 1,
  kind: 'scale',
  prompt: id,
  required: true,
  min: null,
  max: null,
  minLabel: null,
  maxLabel: null,
  unit: null,
  choices: [],
  metric: null,
  hidden: false,
  ...fields,
});

const questions = [
  question('sleep', { prompt: 'Sleep quality', min: 1, max: 7 }),
  question('hours', { kind: 'number', prompt: 'Hours slept', min: 0, max: 24, required: false }),
  question('weight', { kind: 'number', prompt: 'Body mass', min: 30, required: false }),
  question('venue', {
    kind: 'singleChoice',
    prompt: 'Where',
    choices: ['Pitch', 'Gym'],
    required: false,
  }),
  question('sore', {
    kind: 'multipleChoice',
    prompt: 'Sore areas',
    choices: ['Calf', 'Hamstring', 'Back'],
    required: false,
  }),
  question('notes', { kind: 'text', prompt: 'Notes', required: false }),
];

const valid = [
  { questionId: 'sleep', value: 5 },
  { questionId: 'hours', value: 7.5 },
  { questionId: 'venue', value: 'Gym' },
  { questionId: 'sore', value: ['Calf', 'Back'] },
  { questionId: 'notes', value: 'Fine' },
];

const issuesOf = (answers: { questionId: string; value: unknown }[]) =>
  validateSurveyAnswer(questions, answers);
const withAnswer = (questionId: string, value: unknown) => [
  ...valid.filter((answer) => answer.questionId !== questionId),
  { questionId, value },
];

describe('validateSurveyAnswer', () => {
  it('accepts an answer to every question, and one leaving the optional ones out', () => {
    expect(issuesOf(valid)).toEqual([]);
    expect(issuesOf([{ questionId: 'sleep', value: 1 }])).toEqual([]);
    const blanks = [
      { questionId: 'sleep', value: 3 },
      { questionId: 'notes', value: ' ' },
      { questionId: 'sore', value: [] },
    ];
    expect(issuesOf(blanks)).toEqual([]);
  });

  it('wants a whole number within a scale’s bounds', () => {
    const message = 'Answer "Sleep quality" with a whole number from 1 to 7.';
    for (const value of [0, 8, 4.5, '5', [5], true])
      expect(issuesOf(withAnswer('sleep', value))).toEqual([{ path: ['sleep'], message }]);
    expect(issuesOf(withAnswer('sleep', 7))).toEqual([]);
  });

  it('wants a number within a number question’s bounds, when it has them', () => {
    expect(issuesOf(withAnswer('hours', 25))).toEqual([
      { path: ['hours'], message: 'Answer "Hours slept" with a number from 0 to 24.' },
    ]);
    expect(issuesOf(withAnswer('hours', 'seven'))).toEqual([
      { path: ['hours'], message: 'Answer "Hours slept" with a number.' },
    ]);
    expect(issuesOf([...valid, { questionId: 'weight', value: 29.9 }])).toEqual([
      { path: ['weight'], message: 'Answer "Body mass" with a number of at least 30.' },
    ]);
    expect(issuesOf([...valid, { questionId: 'weight', value: 300 }])).toEqual([]);
  });

  it('wants one of the choices of a single choice question', () => {
    const message = 'Answer "Where" with one of "Pitch", "Gym".';
    for (const value of ['Pool', ['Gym'], 1])
      expect(issuesOf(withAnswer('venue', value))).toEqual([{ path: ['venue'], message }]);
  });

  it('wants distinct choices of a multiple choice question', () => {
    const message = 'Answer "Sore areas" with some of "Calf", "Hamstring", "Back".';
    for (const value of ['Calf', ['Calf', 'Knee'], [1]])
      expect(issuesOf(withAnswer('sore', value))).toEqual([{ path: ['sore'], message }]);
    expect(issuesOf(withAnswer('sore', ['Calf', 'Calf']))).toEqual([
      { path: ['sore'], message: 'Choose each answer to "Sore areas" once.' },
    ]);
  });

  it('wants text of at most 2,000 characters', () => {
    expect(issuesOf(withAnswer('notes', 'x'.repeat(2000)))).toEqual([]);
    expect(issuesOf(withAnswer('notes', 'x'.repeat(2001)))).toEqual([
      { path: ['notes'], message: 'The answer to "Notes" is longer than 2,000 characters.' },
    ]);
    expect(issuesOf(withAnswer('notes', 12))).toEqual([
      { path: ['notes'], message: 'Answer "Notes" with text.' },
    ]);
  });

  it('wants every required question answered', () => {
    const message = '"Sleep quality" must be answered.';
    expect(issuesOf(valid.slice(1))).toEqual([{ path: ['sleep'], message }]);
    expect(issuesOf(withAnswer('sleep', null))).toEqual([{ path: ['sleep'], message }]);
    const required = question('areas', {
      kind: 'multipleChoice',
      prompt: 'Areas',
      choices: ['Calf'],
    });
    expect(validateSurveyAnswer([required], [{ questionId: 'areas', value: [] }])).toEqual([
      { path: ['areas'], message: '"Areas" must be answered.' },
    ]);
  });

  it('refuses a question the survey does not have, and one answered twice', () => {
    expect(issuesOf([...valid, { questionId: 'mood', value: 3 }])).toEqual([
      { path: ['mood'], message: 'The survey has no such question.' },
    ]);
    expect(issuesOf([...valid, { questionId: 'sleep', value: 4 }])).toEqual([
      { path: ['sleep'], message: '"Sleep quality" is answered twice.' },
    ]);
  });
});

describe('validateSurveyAnswer and hidden questions', () => {
  it('neither asks nor takes a hidden question', () => {
    const hidden = question('old', { prompt: 'Old question', min: 1, max: 7, hidden: true });
    const visible = question('new', { prompt: 'New question', min: 1, max: 7 });
    expect(validateSurveyAnswer([hidden, visible], [{ questionId: 'new', value: 3 }])).toEqual([]);
    expect(
      validateSurveyAnswer(
        [hidden, visible],
        [
          { questionId: 'new', value: 3 },
          { questionId: 'old', value: 3 },
        ],
      ),
    ).toEqual([{ path: ['old'], message: 'The survey has no such question.' }]);
  });
});
