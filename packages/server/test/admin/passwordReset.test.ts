import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordReset, PASSWORD_RESET_TTL_MS } from '../../src/auth/passwordResets.js';
import { authSessions, identities, passwordResets, persons } from '../../src/db/schema.js';
import { graphql, postSignIn, signIn, startTestApp, type TestApp } from '../support/testApp.js';

// The page of a password-reset link (docs/product/club-administration.md §7): single use,
// 24 hours, the new password's rules, and every session of the person ended.

let testApp: TestApp;
let athleteId: string;
const db = () => testApp.testDatabase.database.db;
const NEW_PASSWORD = 'a long walk by the touchline';

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  const [athlete] = await db()
    .select()
    .from(persons)
    .where(eq(persons.email, 'athlete@touchline.test'));
  athleteId = athlete!.id;
});
afterAll(() => testApp.close());

// A spent link's page sets no cookie: the browser keeps the one it has.
function cookieOf(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === 'touchline_csrf')?.value ?? 'kept-csrf';
}

async function openLink(path: string) {
  return testApp.app.inject({ method: 'GET', url: path });
}

async function sendForm(path: string, password: string, csrf?: string) {
  const page = await openLink(path);
  const token = csrf ?? cookieOf(page);
  return testApp.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams({ password, csrf_token: token }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `touchline_csrf=${cookieOf(page)}`,
    },
  });
}

describe('a password-reset link', () => {
  it('shows the form with its CSRF field, CSP and no referrer', async () => {
    const { path } = await createPasswordReset(db(), athleteId);
    const page = await openLink(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Set a new password');
    expect(page.body).toContain(`name="csrf_token" value="${cookieOf(page)}"`);
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a weak password and a form without the CSRF token, changing nothing', async () => {
    const { path } = await createPasswordReset(db(), athleteId);
    const weak = await sendForm(path, 'short');
    expect(weak.statusCode).toBe(422);
    expect(weak.body).toContain('The password must have at least 12 characters.');
    const forged = await sendForm(path, NEW_PASSWORD, 'forged');
    expect(forged.statusCode).toBe(403);
    expect((await openLink(path)).statusCode).toBe(200);
  });

  it('sets the password once, ends every session, and is then spent', async () => {
    const before = await signIn(testApp.app, 'athlete@touchline.test');
    const { path } = await createPasswordReset(db(), athleteId);
    const done = await sendForm(path, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Password set');
    const [identity] = await db()
      .select()
      .from(identities)
      .where(eq(identities.personId, athleteId));
    expect(
      await db().select().from(authSessions).where(eq(authSessions.identityId, identity!.id)),
    ).toEqual([]);
    expect((await graphql(testApp.app, before, '{ currentPerson { id } }')).status).toBe(401);
    const signedIn = await postSignIn(testApp.app, {
      email: 'athlete@touchline.test',
      password: NEW_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(303);
    const again = await sendForm(path, 'another long password here');
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This password reset link has expired or has already been used.');
  });

  it('expires after 24 hours, and an unknown token is alike', async () => {
    const { path } = await createPasswordReset(
      db(),
      athleteId,
      new Date(Date.now() - PASSWORD_RESET_TTL_MS - 1000),
    );
    expect((await openLink(path)).statusCode).toBe(404);
    expect((await sendForm(path, NEW_PASSWORD)).statusCode).toBe(404);
    const unknown = await openLink('/api/auth/password_reset/nothing-like-a-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe((await openLink(path)).body);
    const stored = await db().select().from(passwordResets);
    expect(stored.every((row) => !row.tokenHash.includes(path.split('/').at(-1)!))).toBe(true);
  });
});
