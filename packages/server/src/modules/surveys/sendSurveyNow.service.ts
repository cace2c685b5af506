import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import type { SurveyRecipientsInput } from '../../generated/graphql.js';
import { distributeSurvey } from './distributeSurvey.service.js';
import { surveyRecipients } from './surveyRecipients.js';
import { recipientColumns, recipientsIssues } from './surveyRecipientsInput.js';
import { surveySubject } from './surveySubjects.js';

export const ARCHIVED_NOT_SENT = 'This survey is archived: restore it to send it.';

/**
 * docs/product/surveys.md §5: staff send a survey now to every athlete, or
 * the chosen athletes and the members of the chosen groups (the current
 * squad). An archived survey, or one without a question to ask, is not sent.
 */
export async function sendSurveyNow(
  ctx: GraphQLContext,
  surveyId: string,
  recipients: SurveyRecipientsInput,
  now: Date = new Date(),
): Promise<Outcome<{ distributionId: string; recipientCount: number }>> {
  const survey = await authorize(ctx.access, 'Create', surveySubject(surveyId));
  if (survey.archivedAt) return failed([{ path: ['surveyId'], message: ARCHIVED_NOT_SENT }]);
  const questions = await ctx.loaders.surveyQuestionsBySurveyId.load(survey.id);
  if (!questions.some((question) => !question.hidden))
    return failed([{ path: ['surveyId'], message: 'Add a question before sending the survey.' }]);
  const issues = await recipientsIssues(ctx.db, survey.clubId, recipients, ['recipients']);
  if (issues.length > 0) return failed(issues);
  const athletes = await surveyRecipients(ctx.db, {
    clubId: survey.clubId,
    ...recipientColumns(recipients),
  });
  const distribution = await distributeSurvey(ctx.db, {
    clubId: survey.clubId,
    surveyId: survey.id,
    athleteIds: athletes.map((athlete) => athlete.athleteId),
    distributedAt: now,
  });
  return done({ distributionId: distribution.id, recipientCount: athletes.length });
}
