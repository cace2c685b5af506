// Opening a session page in Chromium: how many GraphQL round trips (HTTP
// requests to /api/graphql; the web app batches queries started together)
// and how long the slowest of them takes, for a 24-athlete training session
// and match of the demo season. Numbers only.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, median, signIn } from './browser.mjs';

const RUNS = 5;
const QUIET_MS = 750;

/** The newest processed training session and match of the club the page works in. */
export async function pickSessions(page) {
  // The app stores the club it opened once the person's clubs are known.
  await page.waitForFunction(() => localStorage.getItem('touchline.currentClub'));
  return page.evaluate(async () => {
    const csrfToken = decodeURIComponent(
      document.cookie.match(/(?:^|; )touchline_csrf=([^;]*)/)?.[1] ?? '',
    );
    const post = async (query, variables) => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify({ query, variables }),
      });
      const { data, errors } = await response.json();
      if (errors) throw new Error(errors.map((error) => error.message).join('; '));
      return data;
    };
    const clubId = localStorage.getItem('touchline.currentClub');
    const picked = {};
    let offset = 0;
    while (offset != null && (!picked.TrainingSession || !picked.MatchSession)) {
      const data = await post(
        `query BenchSessions($clubId: ID!, $offset: Int) { club(id: $clubId) {
          sessions(offset: $offset) { nextOffset nodes { __typename id dataProcessing
            sessionParticipations { id } } } } }`,
        { clubId, offset },
      );
      for (const session of data.club.sessions.nodes) {
        if (!session.dataProcessing && !picked[session.__typename]) {
          picked[session.__typename] = {
            id: session.id,
            athletes: session.sessionParticipations.length,
          };
        }
      }
      offset = data.club.sessions.nextOffset;
    }
    return picked;
  });
}

/** Navigates inside the app (fresh Apollo cache) and records the GraphQL requests it makes. */
async function openSession(page, baseUrl, sessionId) {
  await page.goto(`${baseUrl}/dashboard`);
  await page.waitForLoadState('networkidle');
  const requests = [];
  const onRequest = (request) => {
    if (request.url().endsWith('/api/graphql') && request.method() === 'POST') {
      requests.push(request);
    }
  };
  page.on('request', onRequest);
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/sessions/${sessionId}`);
  let settled = 0;
  let seen = -1;
  while (settled < QUIET_MS) {
    await page.waitForTimeout(50);
    const pending = await Promise.all(requests.map((request) => request.response()));
    settled = requests.length === seen && pending.every(Boolean) ? settled + 50 : 0;
    seen = requests.length;
  }
  page.off('request', onRequest);
  return requests.map((request) => request.timing().responseEnd);
}

export async function benchSessionPage(baseUrl, executablePath) {
  console.log('\n== opening a session page (Chromium, demo season)');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await signIn(page, baseUrl);
    const sessions = await pickSessions(page);
    for (const [kind, session] of Object.entries(sessions)) {
      const roundTrips = [];
      const slowest = [];
      for (let run = 0; run < RUNS; run += 1) {
        const durations = await openSession(page, baseUrl, session.id);
        roundTrips.push(durations.length);
        slowest.push(Math.max(...durations));
      }
      console.log(
        `${kind.padEnd(16)} ${String(session.athletes).padStart(2)} athletes: ` +
          `${Math.max(...roundTrips)} GraphQL round trips, slowest ${median(slowest).toFixed(0)} ms ` +
          `(median of ${RUNS}; min ${Math.min(...slowest).toFixed(0)} ms)`,
      );
    }
  } finally {
    await browser.close();
  }
}
