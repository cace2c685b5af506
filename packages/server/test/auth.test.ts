import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const UNAUTHENTICATED = {
  errors: [
    {
      message: 'You need to sign in before continuing.',
      extensions: { code: 'UNAUTHENTICATED' },
    },
  ],
};
const CSRF_REFUSED = {
  errors: [{ message: 'Invalid or missing CSRF token.', extensions: { code: 'FORBIDDEN' } }],
};

let testApp: TestApp;
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

  it('locks an e-mail after 5 failures, even against the right password', async () => {
    const ip = '10.0.0.5';
    const email = 'athlete@touchline.test';
    for (let failure = 1; failure <= 5; failure++) {
      const response = await postSignIn(testApp.app, { email, password: 'nope' }, { ip });
      expect(response.statusCode).toBe(401);
    }
    const sixth = await postSignIn(testApp.app, { email, password: 'nope' }, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toMatch(
      /Too many failed sign-in attempts\. Please try again in 1[45] minutes\./,
    );
    const correct = await postSignIn(testApp.app, { email, password: 'touchline-demo' }, { ip });
    expect(correct.statusCode).toBe(429);
    expect(correct.cookies.some((cookie) => cookie.name === 'touchline_session')).toBe(false);
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
