import { describe, expect, it } from 'vitest';
import { surveyAnswerValues } from './surveyAnswerValues.js';
import type { SurveyQuestion } from './surveyTypes.js';

const question = (id: string, kind: SurveyQuestion['kind']): SurveyQuestion => ({
  id,
  position: 1,
  kind,
  prompt: id,
  required: false,
  min: null,
  max: null,
  minLabel: null,
  maxLabel: null,
  unit: null,
  choices: ['A', 'B'],
  metric: null,
  hidden: false,
});

describe('surveyAnswerValues', () => {
  it('holds a value per question, null for the unanswered ones', () => {
    const questions = [question('q1', 'scale'), question('q2', 'text'), question('q3', 'text')];
    expect(
      surveyAnswerValues(questions, [
        { questionId: 'q1', value: 4 },
        { questionId: 'q2', value: '  ' },
      ]),
    ).toEqual({ q1: 4, q2: null, q3: null });
  });
});
