import { graphql } from '../../gql';

export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    vapidPublicKey
    notificationSettings {
      emailAvailable
      pushAvailable
      preferences {
        type
        label
        email
        push
      }
    }
  }
`);

export const UpdateNotificationPreferenceMutation = graphql(`
  mutation UpdateNotificationPreference($input: NotificationPreferenceInput!) {
    updateNotificationPreference(input: $input) {
      preference {
        type
        label
        email
        push
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const SubscribeToPushMutation = graphql(`
  mutation SubscribeToPush($subscription: PushSubscriptionInput!) {
    subscribeToPush(subscription: $subscription) {
      subscribed
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
