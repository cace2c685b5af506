import type { InviteOutcome } from '../../gql/graphql';

/** What an invite came to, in a sentence (docs/product/club-administration.md §3). */
export function inviteOutcomeText(
  outcome: InviteOutcome,
  invited: { email: string; athleteName?: string | null },
): string {
  const who = invited.email || 'The person you invite';
  const record = invited.athleteName ? `${invited.athleteName}’s athlete record` : 'their record';
  switch (outcome) {
    case 'ALREADY_LINKED':
      return invited.athleteName && !invited.email
        ? `${record} belongs to an account already.`
        : `${who} is a member of the club already.`;
    case 'INVALID_EMAIL':
      return `${who} is not an e-mail address.`;
    case 'LINK_TO_NEW_CLUB':
      return `${who} has a Touchline account: they sign in with the link to join the club.`;
    case 'NEW_CLAIMABLE_ATHLETE':
      return `${who} signs up with the link and takes over ${record}.`;
    case 'NEW_USER':
      return `${who} signs up with the link to join the club.`;
    case 'NO_EMAIL':
      return 'Hand this link to the person you invite: it works once, for 7 days.';
    case 'PENDING_MEMBER':
      return `${who} is waiting for approval already: approve them under Waiting for approval.`;
    case 'SIGN_IN_REQUIRED':
      return `${who} has a Touchline account: they sign in with the link to take over ${record}.`;
  }
}

/** Whether the invite went by e-mail, for the same dialog. */
export function inviteDeliveryText(emailSent: boolean, hasEmail: boolean): string {
  if (emailSent) return 'The invite was e-mailed. You can also copy the link.';
  return hasEmail
    ? 'Nothing was e-mailed (this server sends no e-mail): copy the link and send it yourself.'
    : 'Copy the link and hand it over.';
}
