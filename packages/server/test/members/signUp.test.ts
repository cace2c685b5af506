import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { persons, signInAttempts } from '../../src/db/schema.js';
import {
  app,
  ask,
  clubId,
  currentClubs,
  db,
  freshEmail,
  GOOD_PASSWORD,
  membersOf,
  RENEW_JOIN,
  SIGN_UP,
  signInAs,
  signUpAs,
  submitForm,
  useMembersWorld,
} from './membersWorld.js';

useMembersWorld();

const joinLink = async () => {
  type Renewed = { renewJoinLink: { joinPath: string | null } };
  return (await ask<Renewed>(RENEW_JOIN, { clubId })).renewJoinLink.joinPath!;
};

describe('signing up', () => {
  it('is linked from the sign-in page and makes an account with no club', async () => {
    const signInPage = await app().inject({ method: 'GET', url: '/api/auth/identities/sign_in' });
    expect(signInPage.body).toContain(`href="${SIGN_UP}"`);
    const page = await app().inject({ method: 'GET', url: SIGN_UP });
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    expect(page.body).toContain('At least 12 characters');
    const { response, session } = await signUpAs(freshEmail());
    expect(response.statusCode).toBe(303);
    expect(await currentClubs(session!)).toEqual([]);
  });

  it('shows every broken rule and writes nothing', async () => {
    const email = freshEmail('rules');
    const { response, session } = await submitForm(SIGN_UP, {
      name: ' ',
      email,
      password: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Name is required.');
    expect(response.body).toContain('The password must have at least 12 characters.');
    expect(session).toBeNull();
    const taken = await signUpAs('coach@touchline.test');
    expect(taken.response.body).toContain('An account for coach@touchline.test exists already.');
    const escaped = await submitForm(SIGN_UP, { name: '<b>x</b>', email, password: 'short' });
    expect(escaped.response.body).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(await db().select().from(persons).where(eq(persons.email, email))).toEqual([]);
  });

  it('refuses a form without its CSRF token', async () => {
    const response = await app().inject({
      method: 'POST',
      url: SIGN_UP,
      payload: new URLSearchParams({
        name: 'No Token',
        email: freshEmail(),
        password: GOOD_PASSWORD,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('is throttled like signing in: attempts from one address count', async () => {
    const ip = '203.0.113.77';
    const email = freshEmail('many');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await submitForm(
        SIGN_UP,
        { name: 'Many', email, password: 'short' },
        { ip },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([422, 422, 422]);
    expect(statuses).toContain(429);
    const counted = await db().select().from(signInAttempts).where(eq(signInAttempts.ip, ip));
    expect(counted.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the join link', () => {
  it('makes a new person a pending member who sees no club until approved', async () => {
    const path = await joinLink();
    const opened = await app().inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    const code = path.replace('/join/', '');
    expect(opened.headers.location).toBe(`${SIGN_UP}?join=${code}`);
    const email = freshEmail('joiner');
    const { session } = await signUpAs(email, `${SIGN_UP}?join=${code}`, 'Jo Joiner');
    expect(await currentClubs(session!)).toEqual([]);
    const waiting = (await membersOf()).waitingMembers.find((member) => member.email === email);
    expect(waiting).toMatchObject({ role: 'athlete', pending: true, name: 'Jo Joiner' });
  });

  it('makes an existing account pending too, and a new link retires the old one', async () => {
    const path = await joinLink();
    const subscriber = await signInAs('subscriber@touchline.test');
    const page = await app().inject({
      method: 'GET',
      url: path,
      headers: { cookie: subscriber.cookie },
    });
    expect(page.body).toContain('Join Touchline FC');
    const { response } = await submitForm(path, {}, { session: subscriber });
    expect(response.headers.location).toBe('/');
    const waiting = (await membersOf()).waitingMembers.map((member) => member.email);
    expect(waiting).toContain('subscriber@touchline.test');
    await joinLink();
    const old = await app().inject({ method: 'GET', url: path });
    expect(old.statusCode).toBe(404);
    expect(old.body).toContain('This join link does not work any more.');
  });
});
