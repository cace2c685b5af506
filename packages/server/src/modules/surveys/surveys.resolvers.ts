import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { Resolvers } from '../../generated/graphql.js';
import { clubNotFound } from '../../graphql/errors.js';
import { mySurveyDistributions } from './mySurveyDistributions.service.js';
import { submitSurveyAnswer } from './submitSurveyAnswer.service.js';
import { payload } from '../../errors/mutationOutcome.js';

/**
 * A club's surveys are its staff's: anyone else (its athletes too) is
 * answered as if the club did not exist.
 */
async function clubSurveys(ctx: GraphQLContext, clubId: string) {
  try {
    await authorize(ctx.access, 'Index', inClub(clubId, 'Survey'));
  } catch (error) {
    if (TouchlineError.is(error) && error.code === 'FORBIDDEN') throw clubNotFound();
    throw error;
  }
  return ctx.loaders.surveysByClubId.load(clubId);
}

export const surveysResolvers: Resolvers = {
  Query: {
    mySurveyDistributions: (_parent, { state, limit }, ctx) =>
      mySurveyDistributions(ctx, state, limit),
  },
  Mutation: {
    submitSurveyAnswer: (_parent, { distributionId, answers }, ctx) =>
      payload('answer', ['distributionId'], () => submitSurveyAnswer(ctx, distributionId, answers)),
  },
  Club: {
    surveys: (club, _args, ctx) => clubSurveys(ctx, club.id),
  },
  Survey: {
    questions: (survey, _args, ctx) => ctx.loaders.surveyQuestionsBySurveyId.load(survey.id),
  },
  MySurveyDistribution: {
    // Whoever received it may read the survey it asks.
    survey: async (distribution, _args, ctx) => {
      const survey = await ctx.loaders.surveyById.load(distribution.surveyId);
      if (!survey) throw new Error(`Distribution ${distribution.id} has no survey`);
      return survey;
    },
    distributedAt: (distribution) => distribution.distributedAt.toISOString(),
  },
  SurveyAnswer: {
    submittedAt: (answer) => answer.submittedAt.toISOString(),
  },
};
