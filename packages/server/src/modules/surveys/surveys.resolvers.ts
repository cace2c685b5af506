import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import { payload } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { Resolvers } from '../../generated/graphql.js';
import { clubNotFound } from '../../graphql/errors.js';
import { mySurveyDistributions } from './mySurveyDistributions.service.js';
import { sendSurveyNow } from './sendSurveyNow.service.js';
import { submitSurveyAnswer } from './submitSurveyAnswer.service.js';
import { createClubSurvey, renameSurvey, setSurveyArchived } from './surveyAuthoring.service.js';
import { remindSurveyRecipients, surveyCompletionBoard } from './surveyCompletionBoard.service.js';
import {
  addSurveyQuestion,
  moveSurveyQuestion,
  removeSurveyQuestion,
  setSurveyQuestionHidden,
  updateSurveyQuestion,
} from './surveyQuestions.service.js';
import { createSurveyTimer, deleteSurveyTimer, updateSurveyTimer } from './surveyTimers.service.js';
import { wellnessFlags } from './wellnessFlags.service.js';

/**
 * A club's surveys are its staff's: anyone else (its athletes too) is
 * answered as if the club did not exist.
 */
async function clubSurveys(ctx: GraphQLContext, clubId: string, includeArchived: boolean) {
  try {
    await authorize(ctx.access, 'Index', inClub(clubId, 'Survey'));
  } catch (error) {
    if (TouchlineError.is(error) && error.code === 'FORBIDDEN') throw clubNotFound();
    throw error;
  }
  const surveys = await ctx.loaders.surveysByClubId.load(clubId);
  return includeArchived ? surveys : surveys.filter((survey) => !survey.archivedAt);
}

export const surveysResolvers: Resolvers = {
  Query: {
    mySurveyDistributions: (_parent, { state, limit }, ctx) =>
      mySurveyDistributions(ctx, state, limit),
    surveyCompletionBoard: (_parent, { clubId, date }, ctx) =>
      surveyCompletionBoard(ctx, clubId, date),
    wellnessFlags: (_parent, { clubId, date }, ctx) => wellnessFlags(ctx, clubId, date),
  },
  Mutation: {
    submitSurveyAnswer: (_parent, { distributionId, answers }, ctx) =>
      payload('answer', ['distributionId'], () => submitSurveyAnswer(ctx, distributionId, answers)),
    createSurvey: (_parent, { clubId, title }, ctx) =>
      payload('survey', ['clubId'], () => createClubSurvey(ctx, clubId, title)),
    updateSurvey: (_parent, { id, title }, ctx) =>
      payload('survey', ['id'], () => renameSurvey(ctx, id, title)),
    archiveSurvey: (_parent, { id }, ctx) =>
      payload('survey', ['id'], () => setSurveyArchived(ctx, id, true)),
    restoreSurvey: (_parent, { id }, ctx) =>
      payload('survey', ['id'], () => setSurveyArchived(ctx, id, false)),
    addSurveyQuestion: (_parent, { surveyId, question }, ctx) =>
      payload('survey', ['surveyId'], () => addSurveyQuestion(ctx, surveyId, question)),
    updateSurveyQuestion: (_parent, { id, question }, ctx) =>
      payload('survey', ['id'], () => updateSurveyQuestion(ctx, id, question)),
    moveSurveyQuestion: (_parent, { id, position }, ctx) =>
      payload('survey', ['id'], () => moveSurveyQuestion(ctx, id, position)),
    removeSurveyQuestion: (_parent, { id }, ctx) =>
      payload('survey', ['id'], () => removeSurveyQuestion(ctx, id)),
    setSurveyQuestionHidden: (_parent, { id, hidden }, ctx) =>
      payload('survey', ['id'], () => setSurveyQuestionHidden(ctx, id, hidden)),
    createSurveyTimer: (_parent, { surveyId, timer }, ctx) =>
      payload('survey', ['surveyId'], () => createSurveyTimer(ctx, surveyId, timer)),
    updateSurveyTimer: (_parent, { id, timer }, ctx) =>
      payload('survey', ['id'], () => updateSurveyTimer(ctx, id, timer)),
    deleteSurveyTimer: (_parent, { id }, ctx) =>
      payload('survey', ['id'], () => deleteSurveyTimer(ctx, id)),
    sendSurveyNow: async (_parent, { surveyId, recipients }, ctx) => {
      const sent = await payload('sent', ['surveyId'], () =>
        sendSurveyNow(ctx, surveyId, recipients),
      );
      return {
        distributionId: sent.sent?.distributionId ?? null,
        recipientCount: sent.sent?.recipientCount ?? null,
        errors: sent.errors,
      };
    },
    remindSurveyRecipients: (_parent, { distributionId }, ctx) =>
      payload('reminded', ['distributionId'], () => remindSurveyRecipients(ctx, distributionId)),
  },
  Club: {
    surveys: (club, { includeArchived }, ctx) => clubSurveys(ctx, club.id, !!includeArchived),
  },
  Survey: {
    questions: async (survey, _args, ctx) => {
      const questions = await ctx.loaders.surveyQuestionsBySurveyId.load(survey.id);
      return survey.askedOnly ? questions.filter((question) => !question.hidden) : questions;
    },
    archived: (survey) => survey.archivedAt !== null,
    timers: (survey, _args, ctx) =>
      survey.askedOnly ? [] : ctx.loaders.surveyTimersBySurveyId.load(survey.id),
  },
  SurveyTimer: {
    kind: (timer) => timer.kind,
  },
  SurveyCompletion: {
    survey: async (completion, _args, ctx) => {
      const row = await ctx.loaders.surveyById.load(completion.surveyId);
      if (!row) throw new Error(`Distribution ${completion.id} has no survey`);
      return row;
    },
    distributedAt: (completion) => completion.distributedAt.toISOString(),
  },
  SurveyRecipientStatus: {
    answeredAt: (status) => status.answeredAt?.toISOString() ?? null,
    remindedAt: (status) => status.remindedAt?.toISOString() ?? null,
  },
  WellnessFlag: {
    athlete: async (flag, _args, ctx) => (await ctx.loaders.athleteById.load(flag.athleteId))!,
    baselineDays: (flag) => flag.days,
  },
  MySurveyDistribution: {
    // Whoever received it may read the questions it asks.
    survey: async (distribution, _args, ctx) => {
      const row = await ctx.loaders.surveyById.load(distribution.surveyId);
      if (!row) throw new Error(`Distribution ${distribution.id} has no survey`);
      return { ...row, askedOnly: true };
    },
    distributedAt: (distribution) => distribution.distributedAt.toISOString(),
  },
  SurveyAnswer: {
    submittedAt: (answer) => answer.submittedAt.toISOString(),
  },
};
