// A signed-in client over plain HTTP, as the web app is: the session cookie,
// the CSRF token echoed in X-CSRF-Token, the browser's time zone.

const SIGN_IN = '/api/auth/identities/sign_in';
export const DEMO_PASSWORD = 'touchline-demo';
const REQUEST_TIMEOUT_MS = 120_000;

function cookiesOf(response) {
  const cookies = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return cookies;
}

/**
 * Signs in through the sign-in form the way a browser does (the form's CSRF
 * cookie and field), and returns what later requests send: the cookie header
 * and the CSRF header.
 */
export async function signInOverHttp(baseUrl, email = 'coach@touchline.test') {
  const page = await fetch(`${baseUrl}${SIGN_IN}`);
  await page.arrayBuffer();
  const formCsrf = cookiesOf(page).touchline_csrf;
  if (!formCsrf) throw new Error('the sign-in page set no CSRF cookie');
  const response = await fetch(`${baseUrl}${SIGN_IN}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `touchline_csrf=${formCsrf}`,
    },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD, csrf_token: formCsrf }).toString(),
  });
  const answer = await response.text();
  const { touchline_session: token, touchline_csrf: csrf } = cookiesOf(response);
  if (response.status !== 303 || !token || !csrf) {
    throw new Error(`signing in as ${email} answered ${response.status}: ${answer.slice(0, 300)}`);
  }
  const cookie = `touchline_session=${token}; touchline_csrf=${csrf}`;
  return {
    baseUrl,
    cookie,
    csrf,
    headers: { cookie, 'x-csrf-token': csrf, 'x-time-zone': 'Europe/London' },
  };
}

/** One GraphQL operation; throws with the server's messages when it answers errors. */
export async function graphql(session, query, variables = {}) {
  const response = await fetch(`${session.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`GraphQL answered ${response.status}: ${text.slice(0, 200)}`);
  }
  if (answer.errors?.length) {
    throw new Error(answer.errors.map((error) => error.message).join('; '));
  }
  return answer.data;
}

/**
 * POSTs a ready-made body to /api/uploads with the session's cookie and CSRF
 * header; resolves with the status, the answer's text and the milliseconds
 * it took, or with `status: 0` and the client error when there was no answer.
 */
export async function postUpload(session, { body, contentType }, timeoutMs = REQUEST_TIMEOUT_MS) {
  const started = performance.now();
  try {
    const response = await fetch(`${session.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': contentType },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  } catch (error) {
    const timedOut = error?.name === 'TimeoutError';
    return {
      status: 0,
      text: '',
      ms: performance.now() - started,
      clientError: timedOut ? 'time-out' : String(error?.cause?.code ?? error?.message ?? error),
    };
  }
}
