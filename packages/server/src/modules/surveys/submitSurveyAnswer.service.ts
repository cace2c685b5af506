import {
  surveyAnswerValues,
  validateSurveyAnswer,
  type SubmittedSurveyAnswer,
} from '@touchline/domain';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import { surveyAnswers, surveyDistributionRecipients } from '../../db/surveysSchema.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import type { SurveyAnswerParent } from './surveyAnswerParent.js';
import { receivedDistributionSubject } from './surveySubjects.js';
import { notifyWhenEveryoneAnswered } from './surveyCompleted.js';

/**
 * The asker's answer to a distribution sent to them: validated per question
 * kind; stored with a value per question. A second submission supersedes
 * the current one (kept as history) in the same transaction; the last
 * recipient's first answer tells the club's staff (SurveyCompleted). Invalid
 * answers change nothing.
 */
export async function submitSurveyAnswer(
  ctx: GraphQLContext,
  distributionId: string,
  answers: readonly SubmittedSurveyAnswer[],
  now: Date = new Date(),
): Promise<Outcome<SurveyAnswerParent>> {
  const received = await authorize(
    ctx.access,
    'Update',
    receivedDistributionSubject(distributionId),
  );
  const questions = await ctx.loaders.surveyQuestionsBySurveyId.load(received.surveyId);
  const issues = validateSurveyAnswer(questions, answers);
  // Under `answers` and the question's id.
  if (issues.length > 0)
    return failed(issues.map((issue) => ({ ...issue, path: ['answers', ...issue.path] })));
  const values = surveyAnswerValues(questions, answers);
  const mine = and(
    eq(surveyAnswers.distributionId, received.id),
    eq(surveyAnswers.athleteId, received.athleteId),
  );
  const answer = await ctx.db.transaction(async (tx) => {
    // One submission of a recipient at a time: the later waits, then supersedes.
    await tx
      .select({ id: surveyDistributionRecipients.athleteId })
      .from(surveyDistributionRecipients)
      .where(
        and(
          eq(surveyDistributionRecipients.distributionId, received.id),
          eq(surveyDistributionRecipients.athleteId, received.athleteId),
        ),
      )
      .for('update');
    await tx
      .update(surveyAnswers)
      .set({ supersededAt: now })
      .where(and(mine, isNull(surveyAnswers.supersededAt)));
    const [replaced] = await tx
      .select({ count: count() })
      .from(surveyAnswers)
      .where(and(mine, isNotNull(surveyAnswers.supersededAt)));
    const [stored] = await tx
      .insert(surveyAnswers)
      .values({
        clubId: received.clubId,
        surveyId: received.surveyId,
        distributionId: received.id,
        athleteId: received.athleteId,
        submittedAt: now,
        values,
      })
      .returning();
    // The first answer of the last recipient tells the staff.
    if ((replaced?.count ?? 0) === 0) await notifyWhenEveryoneAnswered(tx, received);
    return { ...stored!, replacedCount: replaced?.count ?? 0 };
  });
  return done(answer);
}
