import { SURVEY_METRICS, type SurveyMetric } from '@touchline/domain';
import { and, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { surveyAnswers, surveyDistributions, surveyQuestions } from '../../db/tables.js';

/** One current answer's numbers that mean something to a dataset, by metric. */
export interface SurveyMetricAnswer {
  athleteId: string;
  /** The session an after-session survey asked about. */
  sessionId: string | null;
  distributedAt: Date;
  submittedAt: Date;
  metrics: Partial<Record<SurveyMetric, number>>;
}

const isMetric = (value: unknown): value is SurveyMetric =>
  (SURVEY_METRICS as readonly unknown[]).includes(value);

/**
 * The club's current answers to distributions sent within [from, until),
 * reduced to their questions' metrics (session RPE, the wellness items):
 * two queries, whatever the range holds; only the club's rows.
 */
export async function loadSurveyMetrics(
  db: Db,
  clubId: string,
  range: { from: Date; until: Date },
): Promise<SurveyMetricAnswer[]> {
  const [questions, answers] = await Promise.all([
    db
      .select({ id: surveyQuestions.id, metric: surveyQuestions.metric })
      .from(surveyQuestions)
      .where(and(eq(surveyQuestions.clubId, clubId), isNotNull(surveyQuestions.metric))),
    db
      .select({
        athleteId: surveyAnswers.athleteId,
        sessionId: surveyDistributions.sessionId,
        distributedAt: surveyDistributions.distributedAt,
        submittedAt: surveyAnswers.submittedAt,
        values: surveyAnswers.values,
      })
      .from(surveyAnswers)
      .innerJoin(surveyDistributions, eq(surveyDistributions.id, surveyAnswers.distributionId))
      .where(
        and(
          eq(surveyAnswers.clubId, clubId),
          eq(surveyDistributions.clubId, clubId),
          isNull(surveyAnswers.supersededAt),
          gte(surveyDistributions.distributedAt, range.from),
          lt(surveyDistributions.distributedAt, range.until),
        ),
      ),
  ]);
  const metricOf = new Map(
    questions.flatMap((question) =>
      isMetric(question.metric) ? [[question.id, question.metric]] : [],
    ),
  );
  if (metricOf.size === 0) return [];
  return answers.flatMap(({ values, ...answer }) => {
    const metrics: Partial<Record<SurveyMetric, number>> = {};
    for (const [questionId, value] of Object.entries(values)) {
      const metric = metricOf.get(questionId);
      if (metric && typeof value === 'number' && Number.isFinite(value)) metrics[metric] = value;
    }
    return Object.keys(metrics).length > 0 ? [{ ...answer, metrics }] : [];
  });
}
