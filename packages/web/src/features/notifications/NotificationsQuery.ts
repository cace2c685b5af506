import { graphql } from '../../gql';

/** How many a list shows: the newest. */
export const NOTIFICATIONS_SHOWN = 30;

graphql(`
  fragment NotificationFields on Notification {
    id
    type
    sentence
    path
    createdAt
    readAt
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications($limit: Int!) {
    unreadNotificationCount
    myNotifications(limit: $limit) {
      ...NotificationFields
    }
  }
`);

export const NotificationReceivedSubscription = graphql(`
  subscription NotificationReceived {
    notificationReceived {
      ...NotificationFields
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      notification {
        ...NotificationFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      markedCount
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
