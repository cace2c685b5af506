import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/graphql/checkJsonValue.js';
import { MAX_DOCUMENT_DEPTH } from '../src/graphql/useDocumentDepthLimit.js';
import { MAX_BODY_DEPTH } from '../src/http/jsonBodyParser.js';
import { cableClient } from './support/cableClient.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

// Bad input of any shape gets a clear 4xx or BAD_USER_INPUT, never
// 'Internal server error' (found by a hardening probe): bodies and documents nested
// deeper than any real request, and JSON values PostgreSQL cannot store.

let testApp: TestApp;
let coach: Session;
beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(() => testApp.close());

const nestedArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const nestedObject = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};
/** Any JSON argument: CSV Builder's layout of an unknown dataset (checked before the resolver). */
const JSON_ARGUMENT = `mutation ($layout: JSON!) {
  updateDataset(id: "7a4c1a8e-3a55-4a6b-9d87-1d2b4a0c9e10", attributes: { gridConfig: $layout }) {
    errors { path fullMessages } } }`;

type Answer = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

describe('a JSON body nested too deeply', () => {
  const post = (url: string, body: string) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...coach.headers, 'content-type': 'application/json' },
      payload: body,
    });

  it.each(['/api/graphql', '/api/auth/identities/sign_out', '/api/uploads'])(
    'is a 400 naming the limit at %s',
    async (url) => {
      const response = await post(
        url,
        `{"query": "{ __typename }", "variables": {"x": ${nestedArray(100_000)}}}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`,
      });
    },
  );

  it('is read as before within the limit', async () => {
    const response = await post(
      '/api/graphql',
      JSON.stringify({ query: '{ __typename }', variables: { x: nestedObject(20) } }),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('a document nested too deeply', () => {
  const DEEP = `mutation { updateDataset(id: "x", attributes: { gridConfig: ${'{a:'.repeat(5_000)}1${'}'.repeat(5_000)} }) { errors { path } } }`;

  it('is a BAD_USER_INPUT over HTTP', async () => {
    const answer = await graphql(testApp.app, coach, DEEP);
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors?.[0]).toMatchObject({
      message: `The query is nested more than ${MAX_DOCUMENT_DEPTH} levels deep.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is an error over the websocket, which stays open', async () => {
    let closed: number | null = null;
    const client = await cableClient(testApp.app, coach, {
      on: { closed: (event) => (closed = (event as { code: number }).code) },
    });
    try {
      const ask = (query: string) =>
        new Promise<unknown>((resolve) => {
          client.subscribe({ query }, { next: resolve, error: resolve, complete: () => undefined });
        });
      const refused = (await ask(DEEP)) as { message?: string }[];
      expect(JSON.stringify(refused)).toContain(
        `nested more than ${MAX_DOCUMENT_DEPTH} levels deep`,
      );
      expect(await ask('{ currentPerson { name } }')).toEqual({
        data: { currentPerson: { name: 'Alex Morgan' } },
      });
      expect(closed).toBeNull();
    } finally {
      await client.dispose();
    }
  });
});

describe('a JSON argument', () => {
  const ask = (layout: unknown) => graphql(testApp.app, coach, JSON_ARGUMENT, { layout });
  const refusal = (answer: Answer) => ({
    status: answer.errors?.[0]?.extensions?.code,
    message: answer.errors?.[0]?.message,
  });

  it.each([
    ['a NUL in a value', { title: 'a\u0000b' }],
    ['a NUL in a key', { 'a\u0000': 1 }],
    ['a lone surrogate', { title: 'a\ud800b' }],
    ['a lone low surrogate in a list', ['ok', '\udc00']],
  ])('with %s is a BAD_USER_INPUT, stored nowhere', async (_name, layout) => {
    const answer = (await ask(layout)) as Answer & { status: number };
    expect(answer.status).toBeLessThan(500);
    expect(refusal(answer).status).toBe('BAD_USER_INPUT');
    expect(refusal(answer).message).toContain('contains a NUL character or a lone surrogate');
  });

  it('nested deeper than any real one is a BAD_USER_INPUT', async () => {
    const answer = (await ask(nestedObject(MAX_JSON_DEPTH + 1))) as Answer;
    expect(refusal(answer).status).toBe('BAD_USER_INPUT');
    expect(refusal(answer).message).toContain(`nested more than ${MAX_JSON_DEPTH} levels deep`);
  });

  it('of real text reaches its resolver', async () => {
    const answer = (await ask({ title: 'Ça va 😀' })) as Answer;
    expect(answer.errors).toBeUndefined();
  });
});
