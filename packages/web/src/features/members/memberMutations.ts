import { graphql } from '../../gql';

export const InviteMemberMutation = graphql(`
  mutation InviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      outcome
      invitePath
      emailSent
      invite {
        ...ClubInviteFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const RenewInviteLinkMutation = graphql(`
  mutation RenewInviteLink($id: ID!) {
    renewInviteLink(id: $id) {
      invitePath
      invite {
        ...ClubInviteFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const RevokeInviteMutation = graphql(`
  mutation RevokeInvite($id: ID!) {
    revokeInvite(id: $id) {
      removedId
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const ApproveMemberMutation = graphql(`
  mutation ApproveMember($id: ID!) {
    approveMember(id: $id) {
      member {
        ...ClubMemberFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const DeclineMemberMutation = graphql(`
  mutation DeclineMember($id: ID!) {
    declineMember(id: $id) {
      removedId
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateMemberRoleMutation = graphql(`
  mutation UpdateMemberRole($id: ID!, $role: MemberRole!) {
    updateMemberRole(id: $id, role: $role) {
      member {
        ...ClubMemberFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const RemoveMemberMutation = graphql(`
  mutation RemoveMember($id: ID!) {
    removeMember(id: $id) {
      removedId
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const RenewJoinLinkMutation = graphql(`
  mutation RenewJoinLink($clubId: ID!) {
    renewJoinLink(clubId: $clubId) {
      joinPath
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
