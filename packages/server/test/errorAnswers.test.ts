import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/tables.js';
import { errorCatalogue, type FixedTextCode } from '../src/errors/errorCatalogue.js';
import { clubIdNamed } from './support/rivalClub.js';
import { createShortMatch, edgeExports } from './support/sessionFixtures.js';
import { signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { multipartBody, postUpload } from './support/uploadFile.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** What only the server should ever see: stacks, source files, paths, SQL, drivers. */
const INTERNAL =
  /\bat \S+ \(|\.[jt]s\b|\/work\/|\/srv\/|\/home\/|node_modules|\bselect\b|\binsert into\b|\bfrom "|relation "|stack|originalError|pglite|postgres|FST_/i;

let testApp: TestApp;
let coach: Session;
let athlete: Session;
let matchId: string;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp();
  coach = await signIn(testApp.app, 'coach@touchline.test');
  athlete = await signIn(testApp.app, 'athlete@touchline.test');
  matchId = (await createShortMatch(db(), await clubIdNamed(db(), 'Touchline FC'))).id;
});
afterAll(() => testApp.close());

/** Nothing internal, and no id but the request id a person may quote. */
function expectNothingInternal(body: string, requestId?: string) {
  expect(body).not.toMatch(INTERNAL);
  expect((body.match(UUID) ?? []).filter((id) => id !== requestId)).toEqual([]);
}

function expectRestAnswer(response: LightMyRequestResponse, status: number, text: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ error: text });
  expectNothingInternal(response.body);
}

const get = (url: string, session: Session | null = coach) =>
  testApp.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

const postGraphql = (payload: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: '/api/graphql', payload, headers });

const exportUrl = (kind: 'match' | 'training', id: string, file = 'metrics.csv') =>
  `/api/export/${kind === 'match' ? 'match_sessions' : 'training_sessions'}/${id}/${file}`;

describe('REST answers every refusal as { "error": its catalogue text }', () => {
  const fixed: [string, () => Promise<LightMyRequestResponse>, number, FixedTextCode][] = [
    [
      'signed out: GraphQL',
      () =>
        postGraphql('{"query":"{ currentPerson { id } }"}', { 'content-type': 'application/json' }),
      401,
      'UNAUTHENTICATED',
    ],
    [
      'signed out: heat map',
      () => get(`/api/heatmaps/${UNKNOWN}.png`, null),
      401,
      'UNAUTHENTICATED',
    ],
    ['signed out: export', () => get(exportUrl('match', UNKNOWN), null), 401, 'UNAUTHENTICATED'],
    [
      'signed out: upload',
      () => postUpload(testApp.app, null, { sessionId: UNKNOWN }),
      401,
      'UNAUTHENTICATED',
    ],
    [
      'no CSRF token',
      () =>
        postGraphql('{"query":"{ currentPerson { id } }"}', {
          cookie: coach.cookie,
          'content-type': 'application/json',
        }),
      403,
      'CSRF_REFUSED',
    ],
    [
      'export without the permission',
      () => get(exportUrl('match', matchId), athlete),
      403,
      'EXPORT_FORBIDDEN',
    ],
    ['unknown API route', () => get('/api/nothing-here'), 404, 'ROUTE_NOT_FOUND'],
    [
      'unknown route, not GET',
      () => testApp.app.inject({ method: 'DELETE', url: '/clubs', headers: coach.headers }),
      404,
      'ROUTE_NOT_FOUND',
    ],
    ['unknown heat map', () => get(`/api/heatmaps/${UNKNOWN}.png`), 404, 'HEATMAP_NOT_FOUND'],
    [
      'unknown pitch',
      () => get('/api/pitch_backgrounds/moon.svg'),
      404,
      'PITCH_BACKGROUND_NOT_FOUND',
    ],
    ['unknown session: export', () => get(exportUrl('match', UNKNOWN)), 404, 'SESSION_NOT_FOUND'],
    [
      'match as training: export',
      () => get(exportUrl('training', matchId)),
      404,
      'SESSION_NOT_A_TRAINING',
    ],
    [
      'unknown session: upload',
      () =>
        postUpload(
          testApp.app,
          coach,
          { sessionId: UNKNOWN, athleteId: UNKNOWN },
          { name: 'a.csv', content: edgeExports(1)[0]! },
        ),
      404,
      'SESSION_NOT_FOUND',
    ],
    [
      'malformed JSON',
      () => postGraphql('{"query":', { ...coach.headers, 'content-type': 'application/json' }),
      400,
      'BODY_NOT_JSON',
    ],
    [
      'empty JSON body',
      () => postGraphql('', { ...coach.headers, 'content-type': 'application/json' }),
      400,
      'BODY_NOT_JSON',
    ],
    [
      'unsupported content type',
      () => postGraphql('<query/>', { ...coach.headers, 'content-type': 'application/xml' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'body over the limit',
      () =>
        postGraphql(
          JSON.stringify({ query: `{ currentPerson { id } } #${'x'.repeat(2 * 1024 * 1024)}` }),
          { ...coach.headers, 'content-type': 'application/json' },
        ),
      413,
      'BODY_TOO_LARGE',
    ],
    [
      'upload not multipart',
      () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/uploads',
          payload: {},
          headers: coach.headers,
        }),
      400,
      'NOT_MULTIPART',
    ],
  ];

  it.each(fixed)('%s', async (_name, request, status, code) => {
    expectRestAnswer(await request(), status, errorCatalogue[code].text);
  });

  it('a multipart body it cannot read: 400, and the connection closes', async () => {
    const { payload } = multipartBody({ sessionId: matchId }, { name: 'a.csv', content: 'x' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { ...coach.headers, 'content-type': 'multipart/form-data' },
    });
    expectRestAnswer(response, 400, errorCatalogue.MALFORMED_UPLOAD.text);
    expect(response.headers.connection).toBe('close');
  });

  it('input it cannot accept: 422 with what to change', async () => {
    const response = await postUpload(
      testApp.app,
      coach,
      { sessionId: matchId, athleteId: UNKNOWN },
      { name: 'empty.csv', content: '' },
    );
    expectRestAnswer(response, 422, 'empty.csv: the file is empty.');
  });

  it('a parameter it does not know: 400 naming the values that work', async () => {
    const response = await get(`${exportUrl('match', matchId)}?period=all`);
    expectRestAnswer(
      response,
      400,
      'Unknown period "all": use whole_Match or a period from 0 to 1.',
    );
  });

  it('a session still processing: 409', async () => {
    await db().update(sessions).set({ dataProcessing: true }).where(eq(sessions.id, matchId));
    try {
      expectRestAnswer(
        await get(exportUrl('match', matchId)),
        409,
        errorCatalogue.SESSION_DATA_PROCESSING.text,
      );
    } finally {
      await db().update(sessions).set({ dataProcessing: false }).where(eq(sessions.id, matchId));
    }
  });
});

describe('GraphQL answers a failure with its catalogue text and code, masked', () => {
  interface GraphqlError {
    message: string;
    extensions: Record<string, unknown>;
  }
  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await postGraphql(JSON.stringify({ query, variables }), {
      ...coach.headers,
      'content-type': 'application/json',
    });
    expectNothingInternal(response.body);
    return response.json<{ errors?: GraphqlError[] }>().errors ?? [];
  };
  /** Only what a client may read: the text, where, and the code. */
  const expectOnly = (error: GraphqlError | undefined, message: string, code: string) => {
    expect(error).toMatchObject({ message, extensions: { code } });
    expect(Object.keys(error!).sort()).toEqual(['extensions', 'locations', 'message', 'path']);
    expect(Object.keys(error!.extensions)).toEqual(['code']);
  };

  it('in a query', async () => {
    const [error] = await ask('query ($id: ID!) { session(id: $id) { id } }', { id: UNKNOWN });
    expectOnly(error, 'Session not found', 'NOT_FOUND');
  });

  it('in a mutation, in its payload (the input is the person’s to fix)', async () => {
    const clubId = await clubIdNamed(db(), 'Touchline FC');
    const response = await postGraphql(
      JSON.stringify({
        query:
          'mutation ($input: CreateSessionInput!) { createSession(input: $input) { sessionId errors { path fullMessages } } }',
        variables: {
          input: {
            clubId,
            kind: 'training',
            startTime: '2026-11-14T11:00:00Z',
            endTime: '2026-11-14T10:00:00Z',
          },
        },
      }),
      { ...coach.headers, 'content-type': 'application/json' },
    );
    expectNothingInternal(response.body);
    expect(response.json()).toEqual({
      data: {
        createSession: {
          sessionId: null,
          errors: [{ path: ['input'], fullMessages: ['The session must end after it starts.'] }],
        },
      },
    });
  });

  it('in a subscription', async () => {
    const response = await postGraphql(
      JSON.stringify({
        query: 'subscription ($id: ID!) { sessionProcessed(sessionId: $id) { sessionId } }',
        variables: { id: UNKNOWN },
      }),
      { ...coach.headers, 'content-type': 'application/json', accept: 'text/event-stream' },
    );
    expectNothingInternal(response.body);
    const event = response.body.split('\n').find((line) => line.startsWith('data: {'));
    const { errors } = JSON.parse(event!.slice('data: '.length)) as { errors: GraphqlError[] };
    expectOnly(errors[0], 'Session not found', 'NOT_FOUND');
  });
});

describe('a failure of ours', () => {
  // Fails the way a broken database does: the driver's message names SQL and a table.
  beforeAll(() => db().execute(sql`alter table heatmap_grids rename to heatmap_grids_gone`));
  afterAll(() => db().execute(sql`alter table heatmap_grids_gone rename to heatmap_grids`));

  it('is "Internal server error" over REST (the request id in a header), and nothing else', async () => {
    const response = await get(`/api/heatmaps/${UNKNOWN}.png`);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: errorCatalogue.INTERNAL.text });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expectNothingInternal(response.body);
  });
});
