import { filter, pipe } from 'graphql-yoga';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import { session as sessionSubject } from '../../access/session.js';
import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { done, payload } from '../../errors/mutationOutcome.js';
import { startingWith } from '../../pubsub/startingWith.js';
import { createSession } from './createSession.service.js';
import { parseTime } from './sessionInput.js';

export const sessionsResolvers: Resolvers = {
  Mutation: {
    createSession: async (_parent, { input }, ctx) => {
      // Input mistakes (InvalidInputError) are answered under `input` with their text.
      const { session, errors } = await payload('session', ['input'], async () => {
        const club = await authorize(ctx.access, 'Create', inClub(input.clubId, 'Session'));
        return done(
          await createSession(ctx.db, club.id, {
            ...input,
            startTime: parseTime(input.startTime, 'startTime'),
            endTime: parseTime(input.endTime, 'endTime'),
            periods: input.periods?.map((period) => ({
              name: period.name,
              startTime: parseTime(period.startTime, `${period.name} startTime`),
              endTime: parseTime(period.endTime, `${period.name} endTime`),
            })),
          }),
        );
      });
      return {
        sessionId: session?.id ?? null,
        dataProcessing: session?.dataProcessing ?? null,
        errors,
      };
    },
  },
  Subscription: {
    sessionProcessed: {
      subscribe: async (_parent, { sessionId }, ctx) => {
        const session = await authorize(ctx.access, 'Show', sessionSubject(sessionId));
        // The current state first: the page may have missed the end of processing.
        return startingWith(
          { clubId: session.clubId, sessionId: session.id },
          pipe(
            ctx.pubSub.subscribe('sessionProcessed', session.clubId),
            filter((event) => event.sessionId === session.id),
          ),
        );
      },
      // Answered afresh: the viewer may have left the club since subscribing.
      resolve: async (event: { sessionId: string }, _args: unknown, ctx: GraphQLContext) => {
        const session = await authorize(
          ctx.access.fresh(),
          'Show',
          sessionSubject(event.sessionId),
        );
        return { sessionId: session.id, dataProcessing: session.dataProcessing };
      },
    },
  },
};
