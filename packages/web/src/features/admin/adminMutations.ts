import { graphql } from '../../gql';

// Every change of Admin Functions answers the changed thing or its errors
// (docs/product/club-administration.md §7); each writes an audit row.

export const AdminCreateClubMutation = graphql(`
  mutation AdminCreateClubMutation($input: AdminCreateClubInput!) {
    adminCreateClub(input: $input) {
      club {
        ...AdminClubFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const AdminSetClubSuspendedMutation = graphql(`
  mutation AdminSetClubSuspendedMutation($clubId: ID!, $suspended: Boolean!) {
    adminSetClubSuspended(clubId: $clubId, suspended: $suspended) {
      club {
        ...AdminClubFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const AdminSetFeatureSwitchMutation = graphql(`
  mutation AdminSetFeatureSwitchMutation($clubId: ID!, $name: FeatureName!, $enabled: Boolean!) {
    adminSetFeatureSwitch(clubId: $clubId, name: $name, enabled: $enabled) {
      club {
        ...AdminClubFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const AdminSetSubscriptionMutation = graphql(`
  mutation AdminSetSubscriptionMutation($clubId: ID!, $input: AdminSubscriptionInput!) {
    adminSetSubscription(clubId: $clubId, input: $input) {
      club {
        ...AdminClubFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const AdminSetTouchlineStaffMutation = graphql(`
  mutation AdminSetTouchlineStaffMutation($personId: ID!, $touchlineStaff: Boolean!) {
    adminSetTouchlineStaff(personId: $personId, touchlineStaff: $touchlineStaff) {
      person {
        id
        touchlineStaff
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const AdminCreatePasswordResetLinkMutation = graphql(`
  mutation AdminCreatePasswordResetLinkMutation($personId: ID!) {
    adminCreatePasswordResetLink(personId: $personId) {
      path
      expiresAt
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const AdminReprocessSessionMutation = graphql(`
  mutation AdminReprocessSessionMutation($sessionId: ID!) {
    adminReprocessSession(sessionId: $sessionId) {
      sessionDiagnostics {
        ...SessionDiagnosticsFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const AdminRetryJobMutation = graphql(`
  mutation AdminRetryJobMutation($jobId: ID!) {
    adminRetryJob(jobId: $jobId) {
      job {
        ...AdminJobFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
