import { describe, expect, it } from 'vitest';
import {
  surveyQuestionIssues,
  surveyTitleIssue,
  tidySurveyQuestion,
  type SurveyQuestionDraft,
} from './surveyAuthoring.js';

const draft = (fields: Partial<SurveyQuestionDraft>): SurveyQuestionDraft => ({
  kind: 'scale',
  prompt: 'How do you feel?',
  required: true,
  min: 1,
  max: 7,
  minLabel: null,
  maxLabel: null,
  unit: null,
  choices: [],
  metric: null,
  ...fields,
});

const messages = (fields: Partial<SurveyQuestionDraft>) =>
  surveyQuestionIssues(draft(fields)).map((issue) => `${issue.field}: ${issue.message}`);

describe('surveyTitleIssue', () => {
  it('wants a title of at most 100 characters', () => {
    expect(surveyTitleIssue('  ')).toBe("Title can't be blank.");
    expect(surveyTitleIssue('x'.repeat(101))).toBe('Title is longer than 100 characters.');
    expect(surveyTitleIssue('Morning check')).toBeNull();
  });
});

describe('surveyQuestionIssues', () => {
  it('accepts every kind written right', () => {
    expect(messages({ minLabel: 'Very good', maxLabel: 'Very poor' })).toEqual([]);
    expect(messages({ kind: 'number', min: null, max: 24, unit: 'hours' })).toEqual([]);
    expect(messages({ kind: 'number', min: null, max: null })).toEqual([]);
    expect(messages({ kind: 'singleChoice', min: null, max: null, choices: ['A', 'B'] })).toEqual(
      [],
    );
    expect(messages({ kind: 'text', min: null, max: null })).toEqual([]);
    expect(messages({ metric: 'sessionRpe', min: 0, max: 10 })).toEqual([]);
  });

  it('wants a prompt', () => {
    expect(messages({ prompt: ' ' })).toEqual(["prompt: Prompt can't be blank."]);
    expect(messages({ prompt: 'x'.repeat(201) })).toEqual([
      'prompt: Prompt is longer than 200 characters.',
    ]);
  });

  it('wants a scale’s whole-number ends, the lowest below the highest', () => {
    expect(messages({ min: null })).toEqual(['min: A scale needs its lowest and highest values.']);
    expect(messages({ max: 6.5 })).toEqual(['min: A scale’s values are whole numbers.']);
    expect(messages({ min: 7, max: 7 })).toEqual([
      'max: The highest value must be more than the lowest.',
    ]);
    expect(messages({ min: 0, max: 101 })).toEqual(['max: A scale has at most 101 points.']);
    expect(messages({ kind: 'number', min: 5, max: 1 })).toEqual([
      'max: The highest value must be more than the lowest.',
    ]);
  });

  it('keeps bounds, labels, units and choices to the kinds that have them', () => {
    expect(messages({ kind: 'text' })).toEqual(['min: Only a scale or a number has bounds.']);
    expect(messages({ kind: 'number', min: null, max: null, minLabel: 'Low' })).toEqual([
      'minLabel: Only a scale has labelled ends.',
    ]);
    expect(messages({ unit: 'kg' })).toEqual(['unit: Only a number has a unit.']);
    expect(messages({ choices: ['A'] })).toEqual(['choices: Only a choice question has choices.']);
  });

  it('wants two to 20 distinct, non-blank choices', () => {
    const choice = (choices: string[]) =>
      messages({ kind: 'multipleChoice', min: null, max: null, choices });
    expect(choice(['Calf'])).toEqual(['choices: Give at least two choices.']);
    expect(choice(['Calf', ' '])).toEqual(["choices: A choice can't be blank."]);
    expect(choice(['Calf', 'Calf '])).toEqual(['choices: "Calf" is a choice twice.']);
    expect(choice(Array.from({ length: 21 }, (_, index) => `C${index}`))).toEqual([
      'choices: A question has at most 20 choices.',
    ]);
  });

  it('wants a metric’s question to be the scale its column assumes', () => {
    expect(messages({ metric: 'sessionRpe' })).toEqual([
      'metric: A Session RPE question is a scale from 0 to 10.',
    ]);
    expect(messages({ kind: 'number', metric: 'mood' })).toEqual([
      'metric: A Mood question is a scale from 1 to 7.',
    ]);
  });
});

describe('tidySurveyQuestion', () => {
  it('trims texts and reads blank labels and units as none', () => {
    expect(
      tidySurveyQuestion(draft({ prompt: ' Sleep ', minLabel: ' ', maxLabel: ' Poor ' })),
    ).toMatchObject({ prompt: 'Sleep', minLabel: null, maxLabel: 'Poor' });
  });
});
