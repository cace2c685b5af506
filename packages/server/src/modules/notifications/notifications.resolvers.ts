import { filter, pipe } from 'graphql-yoga';
import type { GraphQLContext } from '../../context.js';
import { payload, payloadErrorsOf } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { Resolvers } from '../../generated/graphql.js';
import { renewForEvent } from '../../graphql/renewForEvent.js';
import {
  markAllNotificationsRead,
  markNotificationRead,
  myNotification,
  myNotifications,
  unreadNotificationCount,
} from './notifications.service.js';
import { notificationTextOf } from './notificationTextOf.js';
import {
  notificationSettings,
  subscribeToPush,
  unsubscribeFromPush,
  updateNotificationPreference,
} from './notificationSettings.service.js';

export const notificationsResolvers: Resolvers = {
  Query: {
    myNotifications: (_parent, { limit, offset }, ctx) => myNotifications(ctx, limit, offset),
    unreadNotificationCount: (_parent, _args, ctx) => unreadNotificationCount(ctx),
    notificationSettings: (_parent, _args, ctx) => notificationSettings(ctx),
    vapidPublicKey: (_parent, _args, ctx) => ctx.push?.publicKey ?? null,
  },
  Mutation: {
    markNotificationRead: (_parent, { id }, ctx) =>
      payload('notification', ['id'], () => markNotificationRead(ctx, id)),
    updateNotificationPreference: (_parent, { input }, ctx) =>
      payload('preference', ['input'], () => updateNotificationPreference(ctx, input)),
    subscribeToPush: async (_parent, { subscription }, ctx) => {
      const outcome = await subscribeToPush(ctx, subscription);
      return { subscribed: outcome.value, errors: payloadErrorsOf(outcome.issues) };
    },
    unsubscribeFromPush: async (_parent, { endpoint }, ctx) => {
      const outcome = await unsubscribeFromPush(ctx, endpoint);
      return { unsubscribed: outcome.value, errors: payloadErrorsOf(outcome.issues) };
    },
    markAllNotificationsRead: async (_parent, _args, ctx) => {
      const outcome = await markAllNotificationsRead(ctx);
      return { markedCount: outcome.value, errors: payloadErrorsOf(outcome.issues) };
    },
  },
  Subscription: {
    notificationReceived: {
      // The person's own events only: they are routed by the person's id.
      subscribe: (_parent, _args, ctx) =>
        pipe(
          ctx.pubSub.subscribe('notificationReceived', ctx.viewer.personId),
          filter((event) => event.personId === ctx.viewer.personId),
        ),
      // Answered afresh: the person may have left the notification's club since.
      resolve: async (event: { notificationId: string }, _args: unknown, ctx: GraphQLContext) => {
        renewForEvent(ctx);
        const row = await myNotification(ctx, event.notificationId);
        if (!row) throw new TouchlineError('NOTIFICATION_NOT_FOUND');
        return row;
      },
    },
  },
  Notification: {
    sentence: async (row, _args, ctx) => (await notificationTextOf(ctx.loaders, row)).sentence,
    path: async (row, _args, ctx) => (await notificationTextOf(ctx.loaders, row)).path,
    createdAt: (row) => row.createdAt.toISOString(),
    readAt: (row) => row.readAt?.toISOString() ?? null,
  },
};
