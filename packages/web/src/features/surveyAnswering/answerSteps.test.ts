import { describe, expect, it } from 'vitest';
import {
  answerInputs,
  answerText,
  askedQuestions,
  isAnswered,
  numberValue,
  progressText,
  scaleValues,
  startingValues,
  type AnsweringQuestion,
} from './answerSteps';

const question = (id: string, position: number, more: Partial<AnsweringQuestion> = {}) => ({
  id,
  position,
  kind: 'scale' as const,
  prompt: id,
  required: true,
  min: 1,
  max: 7,
  choices: [],
  hidden: false,
  ...more,
});

describe('answering a survey, step by step', () => {
  it('asks the questions that are not hidden, in order', () => {
    const asked = askedQuestions([
      question('b', 2),
      question('gone', 3, { hidden: true }),
      question('a', 1),
    ]);
    expect(asked.map((q) => q.id)).toEqual(['a', 'b']);
  });

  it('counts blank text, empty lists and null as no answer', () => {
    expect([null, undefined, '  ', [], 0, 'x', ['Calf']].map(isAnswered)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('says where the athlete is', () => {
    expect(progressText(1, 5)).toBe('Question 2 of 5');
    expect(progressText(5, 5)).toBe('Review your answers');
  });

  it("offers a scale's whole numbers", () => {
    expect(scaleValues(question('s', 1, { min: 0, max: 10 }))).toHaveLength(11);
    expect(scaleValues(question('s', 1))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows answers for review, with the unit of a number', () => {
    expect(answerText(question('h', 1, { kind: 'number', unit: 'hours' }), 7.5)).toBe('7.5 hours');
    expect(answerText(question('m', 1, { kind: 'multipleChoice' }), ['Calf', 'Back'])).toBe(
      'Calf, Back',
    );
    expect(answerText(question('t', 1, { kind: 'text' }), ' ')).toBe('No answer');
  });

  it('reads the number field', () => {
    expect(numberValue('7.5')).toBe(7.5);
    expect(numberValue('')).toBeNull();
    expect(numberValue('abc')).toBe('abc');
  });

  it('submits every asked question, null where unanswered', () => {
    const questions = [question('a', 1), question('b', 2), question('c', 3, { hidden: true })];
    expect(answerInputs(questions, { a: 3, b: '  ', c: 5 })).toEqual([
      { questionId: 'a', value: 3 },
      { questionId: 'b', value: null },
    ]);
  });

  it('starts from what is kept on the phone, else from the current answer', () => {
    expect(startingValues([{ questionId: 'a', value: 2 }], { a: 5 })).toEqual({ a: 2 });
    expect(startingValues(null, { a: 5 })).toEqual({ a: 5 });
    expect(startingValues(null, null)).toEqual({});
  });
});
