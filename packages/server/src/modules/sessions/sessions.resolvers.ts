import { filter, pipe, Repeater } from 'graphql-yoga';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import { session as sessionSubject } from '../../access/session.js';
import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { done, payload } from '../../errors/mutationOutcome.js';
import { renewForEvent } from '../../graphql/renewForEvent.js';
import { startingWith } from '../../pubsub/startingWith.js';
import { createSession } from './createSession.service.js';
import { deleteSession } from './deleteSession.service.js';
import { parseSessionInput } from './sessionInput.js';
import { updateSession } from './updateSession.service.js';

export const sessionsResolvers: Resolvers = {
  Mutation: {
    createSession: async (_parent, { input }, ctx) => {
      // Input mistakes (InvalidInputError) are answered under `input` with their text.
      const { session, errors } = await payload('session', ['input'], async () => {
        const club = await authorize(ctx.access, 'Create', inClub(input.clubId, 'Session'));
        return done(await createSession(ctx.db, club.id, parseSessionInput(input)));
      });
      return {
        sessionId: session?.id ?? null,
        dataProcessing: session?.dataProcessing ?? null,
        errors,
      };
    },
    updateSession: (_parent, { input }, ctx) =>
      payload('session', ['input'], () => updateSession(ctx, input)),
    deleteSession: (_parent, { id }, ctx) => payload('id', ['id'], () => deleteSession(ctx, id)),
  },
  Subscription: {
    sessionProcessed: {
      subscribe: async (_parent, { sessionId }, ctx) => {
        const session = await authorize(ctx.access, 'Show', sessionSubject(sessionId));
        // The current state first: the page may have missed the end of processing.
        // Each file's step (processingProgressed) moves the page's progress bar too.
        return startingWith(
          { clubId: session.clubId, sessionId: session.id },
          pipe(
            Repeater.merge([
              ctx.pubSub.subscribe('sessionProcessed', session.clubId),
              ctx.pubSub.subscribe('processingProgressed', session.clubId),
            ]),
            filter((event) => event.sessionId === session.id),
          ),
        );
      },
      // Answered afresh: the viewer may have left the club since subscribing.
      resolve: async (event: { sessionId: string }, _args: unknown, ctx: GraphQLContext) => {
        const session = await authorize(
          renewForEvent(ctx),
          'Show',
          sessionSubject(event.sessionId),
        );
        return { sessionId: session.id, dataProcessing: session.dataProcessing };
      },
    },
    sessionsChanged: {
      subscribe: async (_parent, { clubId }, ctx) => {
        const club = await authorize(ctx.access, 'Show', inClub(clubId));
        return startingWith<{ clubId: string; sessionId: string | null }>(
          { clubId: club.id, sessionId: null },
          ctx.pubSub.subscribe('sessionsChanged', club.id),
        );
      },
      // Answered afresh: the viewer may have left the club; a deleted session answers null.
      resolve: async (
        event: { clubId: string; sessionId: string | null },
        _args: unknown,
        ctx: GraphQLContext,
      ) => {
        const access = renewForEvent(ctx);
        await authorize(access, 'Show', inClub(event.clubId));
        const session = event.sessionId && (await access.loaders.sessionById.load(event.sessionId));
        return {
          clubId: event.clubId,
          sessionId: event.sessionId,
          session: session && session.clubId === event.clubId ? session : null,
        };
      },
    },
  },
};
