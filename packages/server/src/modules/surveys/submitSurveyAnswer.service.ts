import {
  surveyAnswerValues,
  validateSurveyAnswer,
  type SubmittedSurveyAnswer,
} from '@touchline/domain';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import {
  notifications,
  surveyAnswers,
  surveyDistributionRecipients,
} from '../../db/surveysSchema.js';
import type { MutationError } from '../../errors/mutationOutcome.js';
import type { SurveyAnswerParent } from './surveyAnswerParent.js';
import { receivedDistributionSubject } from './surveySubjects.js';

export interface SubmittedAnswerOutcome {
  answer: SurveyAnswerParent | null;
  errors: MutationError[];
}

/** The issues as the payload's errors, under `answers` and the question's id. */
function errorsOf(issues: ReturnType<typeof validateSurveyAnswer>): MutationError[] {
  const byPath = new Map<string, MutationError>();
  for (const issue of issues) {
    const path = ['answers', ...issue.path];
    const key = JSON.stringify(path);
    const known = byPath.get(key);
    if (known) known.fullMessages.push(issue.message);
    else byPath.set(key, { path, fullMessages: [issue.message] });
  }
  return [...byPath.values()];
}

/**
 * The asker's answer to a distribution sent to them: validated per question
 * kind; stored with a value per question. A second submission supersedes
 * the current one (kept as history) in the same transaction, and the
 * athlete's person is told (SurveyCompleted). Invalid answers change nothing.
 */
export async function submitSurveyAnswer(
  ctx: GraphQLContext,
  distributionId: string,
  answers: readonly SubmittedSurveyAnswer[],
  now: Date = new Date(),
): Promise<SubmittedAnswerOutcome> {
  const received = await authorize(
    ctx.access,
    'Update',
    receivedDistributionSubject(distributionId),
  );
  const questions = await ctx.loaders.surveyQuestionsBySurveyId.load(received.surveyId);
  const issues = validateSurveyAnswer(questions, answers);
  if (issues.length > 0) return { answer: null, errors: errorsOf(issues) };
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
    await tx.insert(notifications).values({
      clubId: received.clubId,
      personId: ctx.viewer.personId,
      type: 'SurveyCompleted',
      payload: { surveyId: received.surveyId, distributionId: received.id, answerId: stored!.id },
    });
    return { ...stored!, replacedCount: replaced?.count ?? 0 };
  });
  return { answer, errors: [] };
}
