import { DEMO_PASSWORD } from '../../src/demo/demoAccounts.js';

const SIGN_IN = '/api/auth/identities/sign_in';

function cookieOf(response: Response, name: string): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [key, value] = (pair ?? '').split('=');
    if (key === name) return value;
  }
  return undefined;
}

/** A signed-in browser talking to a server over real HTTP (any of several processes). */
export interface HttpBrowser {
  cookie: string;
  graphql<T>(base: string, query: string, variables?: Record<string, unknown>): Promise<T>;
  upload(
    base: string,
    fields: Record<string, string>,
    file: { name: string; content: string },
  ): Promise<Response>;
}

export async function signInOverHttp(base: string, email: string): Promise<HttpBrowser> {
  const page = await fetch(`${base}${SIGN_IN}`);
  const csrf = cookieOf(page, 'touchline_csrf')!;
  const response = await fetch(`${base}${SIGN_IN}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `touchline_csrf=${csrf}`,
    },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD, csrf_token: csrf }).toString(),
  });
  const session = cookieOf(response, 'touchline_session');
  if (!session) throw new Error(`Signing in as ${email} failed with ${response.status}`);
  const cookie = `touchline_session=${session}; touchline_csrf=${csrf}`;
  const headers = { cookie, 'x-csrf-token': csrf };
  return {
    cookie,
    async graphql<T>(server: string, query: string, variables: Record<string, unknown> = {}) {
      const answer = await fetch(`${server}/api/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await answer.json()) as { data?: T; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data as T;
    },
    upload(server, fields, file) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([file.content]), file.name);
      return fetch(`${server}/api/uploads`, { method: 'POST', headers, body: form });
    },
  };
}

/** Resolves once the server answers its sign-in page. */
export async function untilServing(base: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${base}${SIGN_IN}`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${base} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
