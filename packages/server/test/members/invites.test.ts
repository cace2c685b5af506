import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes, invites } from '../../src/db/schema.js';
import {
  app,
  ask,
  clubId,
  coach,
  currentClubs,
  db,
  freshEmail,
  INVITE,
  membersOf,
  RENEW_INVITE,
  REVOKE,
  signInAs,
  signUpAs,
  submitForm,
  useMembersWorld,
  type PayloadErrors,
} from './membersWorld.js';

useMembersWorld();

interface Invited {
  inviteMember: {
    outcome: string | null;
    invitePath: string | null;
    emailSent: boolean;
    invite: { id: string; email: string; role: string; expired: boolean } | null;
  } & PayloadErrors;
}

const invite = (input: Record<string, unknown>, as = coach) =>
  ask<Invited>(INVITE, { input: { clubId, role: 'staff', ...input } }, as).then(
    (answer) => answer.inviteMember,
  );

const INVALID =
  'This invite link does not work: it was used, revoked or has expired. Ask your coach for a new one.';

describe('inviting', () => {
  it('answers what the address means for the club', async () => {
    expect((await invite({ email: 'athlete@touchline.test' })).outcome).toBe('ALREADY_LINKED');
    expect((await invite({ email: 'pending@touchline.test' })).outcome).toBe('PENDING_MEMBER');
    expect((await invite({ email: 'subscriber@touchline.test' })).outcome).toBe('LINK_TO_NEW_CLUB');
    expect((await invite({ email: freshEmail() })).outcome).toBe('NEW_USER');
    expect((await invite({ email: '  ' })).outcome).toBe('NO_EMAIL');
    const bad = await invite({ email: 'not-an-address' });
    expect(bad.outcome).toBe('INVALID_EMAIL');
    expect(bad.errors).toEqual([
      { path: ['input', 'email'], fullMessages: ['not-an-address is not an e-mail address.'] },
    ]);
    expect(bad.invite).toBeNull();
  });

  it('offers an athlete record without an account to claim', async () => {
    const [record] = await db()
      .insert(athletes)
      .values({ clubId, name: 'Noor Khan', initials: 'NK' })
      .returning();
    expect((await membersOf()).unclaimedAthletes.map((athlete) => athlete.name)).toContain(
      'Noor Khan',
    );
    const claimable = await invite({ email: freshEmail(), role: 'athlete', athleteId: record!.id });
    expect(claimable.outcome).toBe('NEW_CLAIMABLE_ATHLETE');
    const signIn = await invite({
      email: 'subscriber@touchline.test',
      role: 'athlete',
      athleteId: record!.id,
    });
    expect(signIn.outcome).toBe('SIGN_IN_REQUIRED');
    const asStaff = await invite({ email: freshEmail(), role: 'staff', athleteId: record!.id });
    expect(asStaff.errors[0]?.fullMessages).toEqual([
      'Only an athlete can take over an athlete record.',
    ]);
    // The person signs up with the link and becomes that athlete.
    const email = freshEmail('noor');
    const sent = await invite({ email, role: 'athlete', athleteId: record!.id });
    const { session } = await signUpAs(
      email,
      `/api/auth/identities/sign_up?invite=${sent.invitePath!.split('/').pop()}`,
      'Noor Khan',
    );
    expect(session).not.toBeNull();
    const [claimed] = await db().select().from(athletes).where(eq(athletes.id, record!.id));
    expect(claimed!.personId).not.toBeNull();
    expect((await currentClubs(session!)).map((club) => club.id)).toEqual([clubId]);
  });

  it('refuses athletes and pending people, and writes nothing', async () => {
    const before = await db().select().from(invites);
    const athlete = await signInAs('athlete@touchline.test');
    const refused = await invite({ email: freshEmail() }, athlete);
    expect(refused.errors[0]?.fullMessages).toEqual(['Only club staff can invite people']);
    const pending = await signInAs('pending@touchline.test');
    const hidden = await invite({ email: freshEmail() }, pending);
    expect(hidden.errors[0]?.fullMessages).toEqual(['Club not found']);
    expect(await db().select().from(invites)).toHaveLength(before.length);
  });
});

describe('an invite’s link', () => {
  it('stores only a digest, works once, and lands the person in the club in its role', async () => {
    const email = freshEmail('staffer');
    const sent = await invite({ email });
    expect(sent.emailSent).toBe(false);
    const token = sent.invitePath!.replace('/invite/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db().select().from(invites).where(eq(invites.id, sent.invite!.id));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Not signed in: the link leads to sign-up.
    const opened = await testGet(`/invite/${token}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/api/auth/identities/sign_up?invite=${token}`);
    const page = await testGet(`/api/auth/identities/sign_up?invite=${token}`);
    expect(page.body).toContain('You are invited to join Touchline FC as staff.');
    const { response, session } = await signUpAs(
      email,
      `/api/auth/identities/sign_up?invite=${token}`,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const joined = (await membersOf()).members.find((member) => member.email === email);
    expect(joined?.role).toBe('staff');
    expect(await currentClubs(session!)).toHaveLength(1);
    // Used: the link no longer works, for anyone.
    const again = await testGet(`/invite/${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(INVALID);
  });

  it('lets a signed-in person accept with a button, and refuses an expired link', async () => {
    const sent = await invite({ email: 'subscriber@touchline.test', role: 'athlete' });
    const subscriber = await signInAs('subscriber@touchline.test');
    const page = await testGet(sent.invitePath!, subscriber.cookie);
    expect(page.body).toContain('You are invited to join as athlete.');
    const { response } = await submitForm(sent.invitePath!, {}, { session: subscriber });
    expect(response.headers.location).toBe('/');
    expect((await currentClubs(subscriber)).map((club) => club.id)).toContain(clubId);

    const expiring = await invite({ email: freshEmail() });
    await db()
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, expiring.invite!.id));
    const expired = await testGet(expiring.invitePath!);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain(INVALID);
    expect(
      (await membersOf()).invites.find((each) => each.id === expiring.invite!.id)?.expired,
    ).toBe(true);
  });

  it('gets a new link (the old one stops working) and is revoked', async () => {
    const sent = await invite({ email: freshEmail() });
    type Renewed = { renewInviteLink: { invitePath: string | null } & PayloadErrors };
    const renewed = await ask<Renewed>(RENEW_INVITE, { id: sent.invite!.id });
    expect(renewed.renewInviteLink.invitePath).not.toBe(sent.invitePath);
    expect((await testGet(sent.invitePath!)).statusCode).toBe(404);
    expect((await testGet(renewed.renewInviteLink.invitePath!)).statusCode).toBe(303);
    type Revoked = { revokeInvite: { removedId: string | null } & PayloadErrors };
    const revoked = await ask<Revoked>(REVOKE, { id: sent.invite!.id });
    expect(revoked.revokeInvite).toEqual({ removedId: sent.invite!.id, errors: [] });
    expect((await testGet(renewed.renewInviteLink.invitePath!)).statusCode).toBe(404);
    const unknown = await ask<Revoked>(REVOKE, { id: sent.invite!.id });
    expect(unknown.revokeInvite.errors[0]?.fullMessages).toEqual(['Invite not found']);
  });
});

function testGet(url: string, cookie?: string) {
  return app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}
