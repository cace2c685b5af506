import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { GraphQLContext } from '../../src/context.js';
import type { Database } from '../../src/db/database.js';
import { MAX_RUNNING, RequestAdmission } from '../../src/http/RequestAdmission.js';
import { DEMO_PASSWORD } from '../../src/demo/demoAccounts.js';
import { openTestDatabase, type TestDatabase } from './testDatabase.js';

export const SIGN_IN = '/api/auth/identities/sign_in';

/** One stand-in web app for every test app: a directory per app would pile up in the temp dir. */
const webDir = join(tmpdir(), 'touchline-test-web');

export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  await mkdir(webDir, { recursive: true });
  // Written aside, then renamed: test files run in parallel, and none may read half a page.
  const draft = join(webDir, `index.html.${randomUUID()}`);
  await writeFile(
    draft,
    '<!doctype html><html><head><!--touchline-config--></head><body>app</body></html>',
  );
  await rename(draft, join(webDir, 'index.html'));
  return loadConfig({ LOG_LEVEL: 'silent', TOUCHLINE_WEB_DIR: webDir, ...env });
}

export interface TestApp {
  app: FastifyInstance;
  testDatabase: TestDatabase;
  /** Another app on the same database (PostgreSQL only): a second API process. */
  buildSecondApp(): Promise<FastifyInstance | null>;
  close(): Promise<void>;
}

/**
 * Tests send requests at once to exercise the code beneath (a rate limit, a
 * race), not the process's load shedding (requestAdmission.test.ts has its
 * own): on a slow machine none is turned away for having waited.
 */
const admitEveryone = () =>
  new RequestAdmission({ running: MAX_RUNNING, waiting: 1_000, waitMs: 10 * 60_000 });

export async function startTestApp(
  options: {
    env?: Record<string, string>;
    graphqlPlugins?: Plugin<GraphQLContext>[];
    /** false: no processing workers, as an API process beside `touchline worker`. */
    workers?: boolean;
    /**
     * Keep read-only GraphQL answers as production does. Off by default:
     * tests write fixtures behind the API's back, which no event announces.
     */
    keepAnswers?: boolean;
  } = {},
): Promise<TestApp> {
  const config = await testConfig(options.env);
  const testDatabase = await openTestDatabase();
  const logger = pino({ level: 'silent' });
  const build = (database: Database) =>
    buildApp(config, {
      database,
      logger,
      graphqlPlugins: options.graphqlPlugins ?? [],
      workers: options.workers,
      keepAnswers: options.keepAnswers ?? false,
      admission: admitEveryone(),
    });
  const apps = [await build(testDatabase.database)];
  return {
    app: apps[0]!,
    testDatabase,
    async buildSecondApp() {
      const database = testDatabase.openAnother();
      if (!database) return null;
      const app = await build(database);
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps) await app.close();
      await testDatabase.drop();
    },
  };
}

/** A signed-in browser: its cookies and the CSRF header the web app would send. */
export interface Session {
  cookie: string;
  csrf: string;
  headers: Record<string, string>;
}

function cookieValue(response: { cookies: { name: string; value: string }[] }, name: string) {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** Fetches the sign-in page for its CSRF cookie, the way a browser would. */
export async function csrfFromSignInPage(app: FastifyInstance): Promise<string> {
  const page = await app.inject({ method: 'GET', url: SIGN_IN });
  const csrf = cookieValue(page, 'touchline_csrf');
  if (!csrf) throw new Error('The sign-in page set no CSRF cookie');
  return csrf;
}

export async function postSignIn(
  app: FastifyInstance,
  form: { email: string; password: string },
  options: { csrf?: string | null; next?: string; ip?: string } = {},
) {
  const csrf = options.csrf === undefined ? await csrfFromSignInPage(app) : options.csrf;
  const fields: Record<string, string> = { email: form.email, password: form.password };
  if (csrf) fields.csrf_token = csrf;
  return app.inject({
    method: 'POST',
    url:
      options.next === undefined ? SIGN_IN : `${SIGN_IN}?next=${encodeURIComponent(options.next)}`,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(csrf ? { cookie: `touchline_csrf=${csrf}` } : {}),
    },
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const response = await postSignIn(app, { email, password });
  const token = cookieValue(response, 'touchline_session');
  const csrf = cookieValue(response, 'touchline_csrf');
  if (response.statusCode !== 303 || !token || !csrf) {
    throw new Error(`Signing in as ${email} failed with ${response.statusCode}`);
  }
  const cookie = `touchline_session=${token}; touchline_csrf=${csrf}`;
  return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
}

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphql<T = Record<string, unknown>>(
  app: FastifyInstance,
  session: Session | null,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    payload: { query, variables },
    headers: { ...(session?.headers ?? {}), ...headers },
  });
  const body = response.json<Omit<GraphqlAnswer<T>, 'status'>>();
  return { status: response.statusCode, ...body };
}
