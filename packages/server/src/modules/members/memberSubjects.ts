import type { Subject } from '../../access/Subject.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import type { InviteRow, MembershipRow } from './memberRows.js';

/** A membership of a club: approving, declining, a role change or removal. */
export function membershipSubject(id: string): Subject<MembershipRow> {
  return {
    type: 'Membership',
    find: async (access) => (isUuid(id) ? access.loaders.membershipById.load(id) : null),
    factsOf: (membership) => ({ clubId: membership.clubId, id: membership.id }),
    notFound: () => new TouchlineError('MEMBER_NOT_FOUND'),
  };
}

/** An invite of a club: what staff may renew or revoke. */
export function inviteSubject(id: string): Subject<InviteRow> {
  return {
    type: 'Membership',
    find: async (access) => (isUuid(id) ? access.loaders.inviteById.load(id) : null),
    factsOf: (invite) => ({ clubId: invite.clubId, id: invite.id }),
    notFound: () => new TouchlineError('INVITE_NOT_FOUND'),
  };
}
