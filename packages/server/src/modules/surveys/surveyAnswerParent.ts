import type { surveyAnswers } from '../../db/surveysSchema.js';

/** An athlete's current answer, with how many submissions it replaced (the SurveyAnswer type). */
export type SurveyAnswerParent = typeof surveyAnswers.$inferSelect & { replacedCount: number };
