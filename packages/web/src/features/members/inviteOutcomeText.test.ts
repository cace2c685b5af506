import { describe, expect, it } from 'vitest';
import { inviteDeliveryText, inviteOutcomeText } from './inviteOutcomeText';

describe('what an invite came to', () => {
  it('has a sentence for every outcome', () => {
    const email = 'sam@club.test';
    expect(inviteOutcomeText('ALREADY_LINKED', { email })).toBe(
      'sam@club.test is a member of the club already.',
    );
    expect(inviteOutcomeText('PENDING_MEMBER', { email })).toBe(
      'sam@club.test is waiting for approval already: approve them under Waiting for approval.',
    );
    expect(inviteOutcomeText('NEW_USER', { email })).toBe(
      'sam@club.test signs up with the link to join the club.',
    );
    expect(inviteOutcomeText('LINK_TO_NEW_CLUB', { email })).toBe(
      'sam@club.test has a Touchline account: they sign in with the link to join the club.',
    );
    expect(inviteOutcomeText('NEW_CLAIMABLE_ATHLETE', { email, athleteName: 'Noor Khan' })).toBe(
      'sam@club.test signs up with the link and takes over Noor Khan’s athlete record.',
    );
    expect(inviteOutcomeText('SIGN_IN_REQUIRED', { email, athleteName: 'Noor Khan' })).toBe(
      'sam@club.test has a Touchline account: they sign in with the link to take over Noor Khan’s athlete record.',
    );
    expect(inviteOutcomeText('NO_EMAIL', { email: '' })).toBe(
      'Hand this link to the person you invite: it works once, for 7 days.',
    );
    expect(inviteOutcomeText('INVALID_EMAIL', { email: 'sam' })).toBe(
      'sam is not an e-mail address.',
    );
  });

  it('says whether the invite was e-mailed', () => {
    expect(inviteDeliveryText(true, true)).toBe(
      'The invite was e-mailed. You can also copy the link.',
    );
    expect(inviteDeliveryText(false, true)).toBe(
      'Nothing was e-mailed (this server sends no e-mail): copy the link and send it yourself.',
    );
  });
});
