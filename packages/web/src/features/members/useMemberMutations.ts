import { useMutation } from '@apollo/client/react';
import type { MemberRole } from '../../gql/graphql';
import {
  ApproveMemberMutation,
  DeclineMemberMutation,
  InviteMemberMutation,
  RemoveMemberMutation,
  RenewInviteLinkMutation,
  RenewJoinLinkMutation,
  RevokeInviteMutation,
  UpdateMemberRoleMutation,
} from './memberMutations';
import { MembersQuery } from './MembersQuery';

/** A mutation's data, or its request's error thrown (Apollo's error policy is 'all'). */
function dataOf<T>(result: { data?: T | null; error?: Error }): T | undefined {
  if (result.error) throw result.error;
  return result.data ?? undefined;
}

/** The Members screen's mutations; each one refreshes the screen's lists. */
export function useMemberMutations(clubId: string) {
  const refetch = { refetchQueries: [{ query: MembersQuery, variables: { clubId } }] };
  const [invite] = useMutation(InviteMemberMutation, refetch);
  const [renewInvite] = useMutation(RenewInviteLinkMutation, refetch);
  const [revokeInvite] = useMutation(RevokeInviteMutation, refetch);
  const [approve] = useMutation(ApproveMemberMutation, refetch);
  const [decline] = useMutation(DeclineMemberMutation, refetch);
  const [updateRole] = useMutation(UpdateMemberRoleMutation, refetch);
  const [remove] = useMutation(RemoveMemberMutation, refetch);
  const [renewJoin] = useMutation(RenewJoinLinkMutation, refetch);
  return {
    invite: async (input: { email: string; role: 'staff' | 'athlete'; athleteId: string | null }) =>
      dataOf(await invite({ variables: { input: { clubId, ...input } } }))?.inviteMember,
    renewInvite: async (id: string) =>
      dataOf(await renewInvite({ variables: { id } }))?.renewInviteLink,
    revokeInvite: async (id: string) =>
      dataOf(await revokeInvite({ variables: { id } }))?.revokeInvite,
    approve: async (id: string) => dataOf(await approve({ variables: { id } }))?.approveMember,
    decline: async (id: string) => dataOf(await decline({ variables: { id } }))?.declineMember,
    updateRole: async (id: string, role: MemberRole) =>
      dataOf(await updateRole({ variables: { id, role } }))?.updateMemberRole,
    remove: async (id: string) => dataOf(await remove({ variables: { id } }))?.removeMember,
    renewJoin: async () => dataOf(await renewJoin({ variables: { clubId } }))?.renewJoinLink,
  };
}

export type MemberMutations = ReturnType<typeof useMemberMutations>;
