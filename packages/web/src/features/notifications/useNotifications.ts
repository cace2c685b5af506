import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import {
  MarkAllNotificationsReadMutation,
  MarkNotificationReadMutation,
  NotificationReceivedSubscription,
  NotificationsQuery,
  NOTIFICATIONS_SHOWN,
} from './NotificationsQuery';

const variables = { limit: NOTIFICATIONS_SHOWN };

/**
 * The signed-in person's notifications and unread count, kept live: each new
 * one arrives over the cable and is put first; marking read updates both.
 */
export function useNotifications() {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(NotificationsQuery, { variables });

  const update = useCallback(
    (change: (list: NotificationFieldsFragment[], unread: number) => [typeof list, number]) =>
      client.cache.updateQuery({ query: NotificationsQuery, variables }, (current) => {
        if (!current) return current;
        const [list, unread] = change(current.myNotifications, current.unreadNotificationCount);
        return { ...current, myNotifications: list, unreadNotificationCount: Math.max(0, unread) };
      }),
    [client],
  );

  useSubscription(NotificationReceivedSubscription, {
    onData: ({ data: event }) => {
      const received = event.data?.notificationReceived;
      if (!received) return;
      update((list, unread) =>
        list.some((each) => each.id === received.id)
          ? [list, unread]
          : [[received, ...list].slice(0, NOTIFICATIONS_SHOWN), unread + (received.readAt ? 0 : 1)],
      );
    },
  });

  const [markOne] = useMutation(MarkNotificationReadMutation);
  const [markAll, markingAll] = useMutation(MarkAllNotificationsReadMutation);

  const markRead = useCallback(
    async (notification: NotificationFieldsFragment) => {
      if (notification.readAt) return;
      const answer = await markOne({ variables: { id: notification.id } });
      if (answer.data?.markNotificationRead.notification?.readAt)
        update((list, unread) => [list, unread - 1]);
    },
    [markOne, update],
  );

  const markAllRead = useCallback(async () => {
    const answer = await markAll();
    if (answer.data?.markAllNotificationsRead.errors.length !== 0) return;
    const readAt = new Date().toISOString();
    update((list) => [list.map((each) => (each.readAt ? each : { ...each, readAt })), 0]);
  }, [markAll, update]);

  return {
    notifications: data?.myNotifications ?? [],
    unread: data?.unreadNotificationCount ?? 0,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
    markRead,
    markAllRead,
    markingAll: markingAll.loading,
  };
}
