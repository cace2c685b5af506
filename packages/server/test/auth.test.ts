import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, signInAttempts } from '../src/db/schema.js';
import {
  csrfFromSignInPage,
  graphql,
  postSignIn,
  SIGN_IN,
  signIn,
  startTestApp,
  type TestApp,
} from './support/testApp.js';

const CURRENT_PERSON = '{ currentPerson { name } }';
const UNAUTHENTICATED = { error: 'You need to sign in before continuing.' };
const CSRF_REFUSED = { error: 'Invalid or missing CSRF token.' };

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

/** Failed sign-ins as earlier attempts (of any process) left them, just now. */
async function seedFailures(times: number, failure: { email: string; ip: string }) {
  const attemptedAt = new Date();
  await db()
    .insert(signInAttempts)
    .values(Array.from({ length: times }, () => ({ ...failure, attemptedAt })));
}

const sessionCount = () => db().select({ count: count() }).from(authSessions);

/** The sign-in form as a browser that holds more cookies (a device cookie) posts it. */
async function postSignInWithCookies(
  form: { email: string; password: string },
  cookies: string,
  ip: string,
) {
  const csrf = await csrfFromSignInPage(testApp.app);
  return testApp.app.inject({
    method: 'POST',
    url: SIGN_IN,
    payload: new URLSearchParams({ ...form, csrf_token: csrf }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `touchline_csrf=${csrf}; ${cookies}`,
    },
    remoteAddress: ip,
  });
}

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

describe('sign-in page', () => {
  it('renders a form that posts back with a CSRF field and sets the CSRF cookie', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${SIGN_IN}?next=/clubs` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<span class="wordmark">Touchline</span>');
    expect(response.body).toContain('Sign in</button>');
    expect(response.body).toContain('action="/api/auth/identities/sign_in?next=/clubs"');
    const csrf = response.cookies.find((cookie) => cookie.name === 'touchline_csrf');
    expect(csrf?.httpOnly).toBeFalsy();
    expect(response.body).toContain(`name="csrf_token" value="${csrf?.value}"`);
  });
});

describe('signing in', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and redirects to a local next', async () => {
    const response = await postSignIn(
      testApp.app,
      { email: 'Coach@Touchline.test', password: 'touchline-demo' },
      { next: '/sessions/12?tab=Details' },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sessions/12?tab=Details');
    const session = response.cookies.find((cookie) => cookie.name === 'touchline_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'goes to / instead of next=%s',
    async (next) => {
      const response = await postSignIn(
        testApp.app,
        { email: 'coach@touchline.test', password: 'touchline-demo' },
        { next },
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    },
  );

  it('refuses a wrong password with 401, the message and the e-mail kept', async () => {
    const response = await postSignIn(testApp.app, {
      email: 'coach@touchline.test',
      password: 'wrong-password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Invalid email or password.');
    expect(response.body).toContain('value="coach@touchline.test"');
    expect(response.cookies.some((cookie) => cookie.name === 'touchline_session')).toBe(false);
  });

  it('slows an e-mail at one address after repeated failures, even against the right password', async () => {
    const email = 'athlete@touchline.test';
    await seedFailures(10, { email, ip: '10.0.0.5' });
    const correct = await postSignIn(
      testApp.app,
      { email, password: 'touchline-demo' },
      { ip: '10.0.0.5' },
    );
    expect(correct.statusCode).toBe(429);
    expect(correct.body).toMatch(
      /Too many failed sign-in attempts\. Please try again in [1-3] minutes?\./,
    );
    expect(Number(correct.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(correct.headers['retry-after'])).toBeLessThanOrEqual(128);
    expect(correct.body).toContain(`value="${email}"`);
    expect(correct.cookies.some((cookie) => cookie.name === 'touchline_session')).toBe(false);
    // The same e-mail from anywhere else is not slowed by those failures.
    const elsewhere = await postSignIn(
      testApp.app,
      { email, password: 'touchline-demo' },
      { ip: '10.0.0.6' },
    );
    expect(elsewhere.statusCode).toBe(303);
  });

  it('gives the browser a device cookie that strangers’ failures never slow down', async () => {
    const email = 'staff@touchline.test';
    const first = await postSignIn(
      testApp.app,
      { email, password: 'touchline-demo' },
      { ip: '10.0.0.7' },
    );
    const device = first.cookies.find((cookie) => cookie.name === 'touchline_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: SIGN_IN });
    expect(device?.maxAge).toBeGreaterThan(30 * 24 * 60 * 60);

    await seedFailures(10, { email, ip: '10.0.0.7' });
    await seedFailures(30, { email: 'someone-else@touchline.test', ip: '10.0.0.7' });
    const stranger = await postSignIn(
      testApp.app,
      { email, password: 'touchline-demo' },
      { ip: '10.0.0.7' },
    );
    expect(stranger.statusCode).toBe(429);
    const owner = await postSignInWithCookies(
      { email, password: 'touchline-demo' },
      `touchline_device=${device?.value}`,
      '10.0.0.7',
    );
    expect(owner.statusCode).toBe(303);
    expect(owner.cookies.some((cookie) => cookie.name === 'touchline_session')).toBe(true);
  });

  it('refuses the form without its csrf_token field', async () => {
    const response = await postSignIn(
      testApp.app,
      { email: 'coach@touchline.test', password: 'touchline-demo' },
      { csrf: null },
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Invalid or missing CSRF token.');
  });

  it('refuses the form with a field that does not match the cookie', async () => {
    const csrf = await csrfFromSignInPage(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: `email=coach%40touchline.test&password=touchline-demo&csrf_token=forged`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `touchline_csrf=${csrf}`,
      },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('where signing in leads', () => {
  it.each([
    ['/日本', '/%E6%97%A5%E6%9C%AC'],
    ['/sessions/ü?tab=ö#ä', '/sessions/%C3%BC?tab=%C3%B6#%C3%A4'],
    ['/a b', '/a%20b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/a\u0000b', '/'],
    ['/a\r\nSet-Cookie: touchline_session=x', '/'],
    ['/\t/evil.example', '/'],
    [' /evil', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    [`/${'a'.repeat(5000)}`, '/'],
  ])('next=%j goes to %j', async (next, location) => {
    const response = await postSignIn(
      testApp.app,
      { email: 'coach@touchline.test', password: 'touchline-demo' },
      { next },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(location);
  });

  it.each(['%ED%A0%80', '%FF', '/%C0%AF', '/%E6%97', '%00', '/%0d%0aX:%20y', 'a&next=/b'])(
    'a raw next=%s answers with a local redirect, never a server error',
    async (rawNext) => {
      const csrf = await csrfFromSignInPage(testApp.app);
      const [before] = await sessionCount();
      const response = await testApp.app.inject({
        method: 'POST',
        url: `${SIGN_IN}?next=${rawNext}`,
        payload: `email=coach%40touchline.test&password=touchline-demo&csrf_token=${csrf}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `touchline_csrf=${csrf}`,
        },
      });
      const [after] = await sessionCount();
      expect(response.statusCode).toBe(303);
      const location = String(response.headers.location);
      expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$|^\/$/);
      expect(after?.count).toBe((before?.count ?? 0) + 1);
    },
  );
});

describe('the GraphQL endpoint', () => {
  it('answers 401 without a session cookie', async () => {
    const answer = await graphql(testApp.app, null, CURRENT_PERSON);
    expect(answer).toEqual({ status: 401, ...UNAUTHENTICATED });
  });

  it('answers 401 for an unknown session token', async () => {
    const answer = await graphql(
      testApp.app,
      null,
      CURRENT_PERSON,
      {},
      {
        cookie: 'touchline_session=made-up; touchline_csrf=abc',
        'x-csrf-token': 'abc',
      },
    );
    expect(answer.status).toBe(401);
  });

  it('answers the signed-in person', async () => {
    const session = await signIn(testApp.app, 'coach@touchline.test');
    const answer = await graphql(testApp.app, session, CURRENT_PERSON);
    expect(answer).toEqual({ status: 200, data: { currentPerson: { name: 'Alex Morgan' } } });
  });

  it('refuses a cookie-authenticated POST without or with a wrong X-CSRF-Token', async () => {
    const session = await signIn(testApp.app, 'coach@touchline.test');
    for (const headers of [{}, { 'x-csrf-token': 'wrong' }]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/graphql',
        payload: { query: CURRENT_PERSON },
        headers: { cookie: session.cookie, ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(CSRF_REFUSED);
    }
  });

  it('refuses a state-changing request from a foreign Origin', async () => {
    const session = await signIn(testApp.app, 'coach@touchline.test');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: CURRENT_PERSON },
      headers: { ...session.headers, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_REFUSED);
    const sameOrigin = await testApp.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: CURRENT_PERSON },
      headers: { ...session.headers, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('signing out', () => {
  it('answers 204, clears the cookie and kills the session', async () => {
    const session = await signIn(testApp.app, 'staff@touchline.test');
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/auth/identities/sign_out',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((cookie) => cookie.name === 'touchline_session');
    expect(cleared?.value).toBe('');
    const answer = await graphql(testApp.app, session, CURRENT_PERSON);
    expect(answer.status).toBe(401);
  });

  it('answers 204 when already signed out', async () => {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/auth/identities/sign_out',
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses a sign-out without the CSRF header', async () => {
    const session = await signIn(testApp.app, 'staff@touchline.test');
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/auth/identities/sign_out',
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
