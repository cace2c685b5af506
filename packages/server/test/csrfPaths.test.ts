import { request as httpRequest } from 'node:http';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/sessionsSchema.js';
import { clubIdNamed } from './support/rivalClub.js';
import { addAthletes, createShortMatch, edgeExports } from './support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { multipartBody } from './support/uploadFile.js';

const CSRF_REFUSED = { error: 'Invalid or missing CSRF token.' };

let testApp: TestApp;
let port: number;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  // No processing: a stored upload is all these tests look for.
  testApp = await startTestApp({ workers: false });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => testApp.close());

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends the path exactly as written (fetch and inject would normalise it first). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: { payload: Buffer | string; contentType: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `127.0.0.1:${port}`,
          ...headers,
          ...(body ? { 'content-type': body.contentType } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body?.payload);
  });
}

/** The ways one path can be spelled; Fastify routes some of them, all must be guarded. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  return [
    path,
    `/%61pi/${rest}`,
    `/api/${rest.slice(0, -1)}%${rest.charCodeAt(rest.length - 1).toString(16)}`,
    `/API/${rest}`,
    `/${path}`,
    path.replace('/api/', '/api//'),
    path.replace('/api/', '/api/./'),
    path.replace('/api/', '/x/../api/'),
    `${path}/`,
    path.replace('/api/', '/api%2F'),
    path.replace('/api/', '/api%2f'),
    `${path}?next=/`,
    `${path};x`,
    `http://127.0.0.1:${port}${path}`,
    `http://evil.example${path}`,
  ];
}

/** The CSRF check refused it: every variant, routed by Fastify or not, gets the same 403. */
function expectRefused(answer: RawAnswer, variant: string) {
  expect(answer.status, variant).toBe(403);
  expect(JSON.parse(answer.body), variant).toEqual(CSRF_REFUSED);
}

const withoutToken = (session: Session) => ({ cookie: session.cookie });
const foreignOrigin = (session: Session) => ({
  ...session.headers,
  origin: 'https://evil.example',
});

async function storedUploads(): Promise<number> {
  const [row] = await db().select({ count: count() }).from(uploads);
  return row?.count ?? 0;
}

describe('POST /api/uploads, however the path is spelled', () => {
  it('stores nothing without the CSRF token or from a foreign Origin', async () => {
    const coach = await signIn(testApp.app, 'coach@touchline.test');
    const clubId = await clubIdNamed(db(), 'Touchline FC');
    const session = await createShortMatch(db(), clubId);
    const [athleteId] = await addAthletes(db(), clubId, ['Path Tester']);
    const body = () =>
      multipartBody(
        { sessionId: session.id, athleteId: athleteId! },
        { name: 'edge.csv', content: edgeExports(1)[0]! },
      );

    const before = await storedUploads();
    for (const variant of spellings('/api/uploads')) {
      for (const headers of [withoutToken(coach), foreignOrigin(coach)]) {
        expectRefused(await send('POST', variant, headers, body()), variant);
      }
    }
    expect(await storedUploads()).toBe(before);

    // The decoded spelling does reach the upload route: with the token it stores.
    const stored = await send('POST', '/%61pi/uploads', coach.headers, body());
    expect(stored.status, stored.body).toBe(201);
    expect(await storedUploads()).toBe(before + 1);
  });
});

describe('POST /api/graphql, however the path is spelled', () => {
  it('runs no mutation without the CSRF token or from a foreign Origin', async () => {
    const athlete = await signIn(testApp.app, 'athlete@touchline.test');
    const mutation = {
      payload: JSON.stringify({
        query: 'mutation { updateUnitSystem(unitSystem: imperial) { unitSystem } }',
      }),
      contentType: 'application/json',
    };
    for (const variant of spellings('/api/graphql')) {
      for (const headers of [withoutToken(athlete), foreignOrigin(athlete)]) {
        expectRefused(await send('POST', variant, headers, mutation), variant);
      }
    }
    const answer = await graphql(testApp.app, athlete, '{ currentPerson { unitSystem } }');
    expect(answer.data).toEqual({ currentPerson: { unitSystem: 'metric' } });
  });
});

describe('DELETE /api/auth/identities/sign_out, however the path is spelled', () => {
  it('keeps the session without the CSRF token or from a foreign Origin', async () => {
    const staff = await signIn(testApp.app, 'staff@touchline.test');
    for (const variant of spellings('/api/auth/identities/sign_out')) {
      for (const headers of [withoutToken(staff), foreignOrigin(staff)]) {
        expectRefused(await send('DELETE', variant, headers), variant);
      }
    }
    const answer = await graphql(testApp.app, staff, '{ currentPerson { name } }');
    expect(answer.status).toBe(200);

    const signedOut = await send('DELETE', '/%61pi/auth/identities/sign_out', staff.headers);
    expect(signedOut.status).toBe(204);
    expect((await graphql(testApp.app, staff, '{ currentPerson { name } }')).status).toBe(401);
  });
});

describe('every state-changing method on any path', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s needs the token when signed in',
    async (method) => {
      const coach = await signIn(testApp.app, 'coach@touchline.test');
      for (const path of ['/', '/dashboard', '/api/nothing-here', '/api/auth/identities/sign_in']) {
        // The sign-in route checks its own form field (403 page); every other one the header.
        const answer = await send(method, path, withoutToken(coach));
        if (method === 'POST' && path === '/api/auth/identities/sign_in') {
          expect(answer.status).toBe(403);
          expect(answer.body).toContain('Invalid or missing CSRF token.');
        } else {
          expectRefused(answer, `${method} ${path}`);
        }
      }
    },
  );

  it('leaves the sign-in form to its own check, recognised by the route the router matched', async () => {
    // An encoded spelling of the sign-in path is still the sign-in route: its page answers.
    const answer = await send('POST', '/api/auth/identities/sign_%69n', {
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('<form');
    expect(answer.body).toContain('Invalid or missing CSRF token.');
  });

  it('makes the sign-in form post back to this server, whatever the request line named', async () => {
    for (const target of [
      'http://evil.example/api/auth/identities/sign_in?next=/clubs',
      '/api/auth/identities/sign_in?next=/clubs',
    ]) {
      const page = await send('GET', target, {});
      expect(page.status).toBe(200);
      expect(page.body).toContain('action="/api/auth/identities/sign_in?next=/clubs"');
    }
    const unparsable = await send('GET', 'http://[evil/api/auth/identities/sign_in', {});
    expect(unparsable.status).toBeLessThan(500);
  });
});
