import type { SurveyQuestion } from '@touchline/domain';
import type { surveyQuestions, surveys } from '../../db/surveysSchema.js';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;

/** A stored question as the domain (validation, export, datasets) reads it. */
export function surveyQuestionOf(row: SurveyQuestionRow): SurveyQuestion {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    prompt: row.prompt,
    required: row.required,
    min: row.minValue,
    max: row.maxValue,
    minLabel: row.minLabel,
    maxLabel: row.maxLabel,
    unit: row.unit,
    choices: row.choices,
    metric: row.metric,
    hidden: row.hidden,
  };
}

/** The SurveyQuestion type's parent: the domain's question. */
export type SurveyQuestionParent = SurveyQuestion;

/**
 * The Survey type's parent: the stored survey; `askedOnly` when an athlete
 * answering reads it (its hidden questions are not asked, its timers not theirs).
 */
export type SurveyParent = SurveyRow & { askedOnly?: boolean };
