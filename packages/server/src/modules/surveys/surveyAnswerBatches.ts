import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athletes } from '../../db/schema.js';
import { surveyAnswers, surveyDistributions } from '../../db/surveysSchema.js';

/** One current answer as exported: whose, when sent and answered, and its values. */
export interface ExportedSurveyAnswer {
  answerId: string;
  distributionId: string;
  athleteName: string;
  distributedAt: Date;
  submittedAt: Date;
  values: Record<string, unknown>;
}

/** Answers read per query: the memory an export holds, whatever its range. */
export const SURVEY_EXPORT_BATCH = 500;

/**
 * A survey's current answers to the distributions sent within [from, to],
 * by distribution time, then athlete, in batches read one after another
 * (keyset pages): an export streams them as they come.
 */
export async function* surveyAnswerBatches(
  db: Db,
  survey: { id: string; clubId: string },
  range: { from: Date; to: Date },
  batchSize = SURVEY_EXPORT_BATCH,
): AsyncGenerator<ExportedSurveyAnswer[]> {
  let after: ExportedSurveyAnswer | null = null;
  for (;;) {
    const key = sql`(${surveyDistributions.distributedAt}, ${surveyDistributions.id}, ${athletes.name}, ${surveyAnswers.id})`;
    const batch: ExportedSurveyAnswer[] = await db
      .select({
        answerId: surveyAnswers.id,
        distributionId: surveyDistributions.id,
        athleteName: athletes.name,
        distributedAt: surveyDistributions.distributedAt,
        submittedAt: surveyAnswers.submittedAt,
        values: surveyAnswers.values,
      })
      .from(surveyDistributions)
      .innerJoin(surveyAnswers, eq(surveyAnswers.distributionId, surveyDistributions.id))
      .innerJoin(athletes, eq(athletes.id, surveyAnswers.athleteId))
      .where(
        and(
          eq(surveyDistributions.clubId, survey.clubId),
          eq(surveyDistributions.surveyId, survey.id),
          gte(surveyDistributions.distributedAt, range.from),
          lte(surveyDistributions.distributedAt, range.to),
          isNull(surveyAnswers.supersededAt),
          after
            ? sql`${key} > (${after.distributedAt.toISOString()}::timestamptz, ${after.distributionId}::uuid, ${after.athleteName}, ${after.answerId}::uuid)`
            : undefined,
        ),
      )
      .orderBy(
        asc(surveyDistributions.distributedAt),
        asc(surveyDistributions.id),
        asc(athletes.name),
        asc(surveyAnswers.id),
      )
      .limit(batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = batch.at(-1)!;
  }
}
