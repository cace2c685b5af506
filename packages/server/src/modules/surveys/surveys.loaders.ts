import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { surveyQuestions, surveys, surveyTimerTriggers } from '../../db/surveysSchema.js';
import { groupBy } from '../../db/loaderRows.js';
import type { SurveyTriggerRow } from './surveyRecipients.js';
import { surveyQuestionOf, type SurveyRow } from './surveyRows.js';
import type { SurveyQuestion } from '@touchline/domain';

/** Surveys, a club's surveys (archived too) and a survey's questions and timers: batched per request. */
export function createSurveyLoaders(db: Db) {
  return {
    surveyById: byIdLoader(db, surveys),
    /** By title. */
    surveysByClubId: new DataLoader<string, SurveyRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(surveys)
        .where(inArray(surveys.clubId, [...ids]))
        .orderBy(asc(surveys.title), asc(surveys.id));
      return groupBy(ids, rows, (row) => row.clubId);
    }),
    /** Oldest first. */
    surveyTimersBySurveyId: new DataLoader<string, SurveyTriggerRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(surveyTimerTriggers)
        .where(inArray(surveyTimerTriggers.surveyId, [...ids]))
        .orderBy(asc(surveyTimerTriggers.createdAt), asc(surveyTimerTriggers.id));
      return groupBy(ids, rows, (row) => row.surveyId);
    }),
    /** By position. */
    surveyQuestionsBySurveyId: new DataLoader<string, SurveyQuestion[]>(async (ids) => {
      const rows = await db
        .select()
        .from(surveyQuestions)
        .where(inArray(surveyQuestions.surveyId, [...ids]))
        .orderBy(asc(surveyQuestions.position));
      const grouped = groupBy(ids, rows, (row) => row.surveyId);
      return grouped.map((questions) => questions.map(surveyQuestionOf));
    }),
  };
}
