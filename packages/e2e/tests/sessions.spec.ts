import { readFile } from 'node:fs/promises';
import { gpxTrack } from '../fixtures/gpxTrack.js';
import { screenshotOf } from '../fixtures/screenshot.js';
import { SessionsPage } from '../fixtures/SessionsPage.js';
import { expect, test as base } from '../fixtures/test.js';
import { TouchlineApi } from '../fixtures/touchlineApi.js';

const test = base.extend<{ sessions: SessionsPage; api: TouchlineApi }>({
  sessions: async ({ page }, use) => use(new SessionsPage(page)),
  api: async ({ page }, use) => use(new TouchlineApi(page)),
});

/** Splits a CSV file into rows of cells (quoted cells may hold commas). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) =>
      [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)]
        .filter((match, index, all) => index < all.length - 1 || match[0] !== '')
        .map((match) => match[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')),
    );
}

test('the newest session opens by itself, and the list loads more as it scrolls', async ({
  page,
  signInAs,
  sessions,
}) => {
  await signInAs('coach', '/sessions');
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  await expect(sessions.sessionRows()).toHaveCount(20);
  await expect(sessions.sessionRows().first()).toHaveAttribute('aria-current', 'page');
  await expect(sessions.sessionRows().first()).toHaveText(
    /(Training|Match) Session\d{1,2} \w{3} · \d\d:\d\d-\d\d:\d\d/,
  );

  // Twenty a batch: the next batch is asked for once, however often the list is scrolled.
  // A busy server's 503 ran nothing, and the client sends that same request again: not counted.
  const batches: number[] = [];
  page.on('response', (response) => {
    const body = response.request().postData() ?? '';
    if (
      response.url().endsWith('/api/graphql') &&
      response.status() !== 503 &&
      body.includes('SessionsQuery')
    ) {
      batches.push(Number(/"offset":(\d+)/.exec(body)?.[1] ?? -1));
    }
  });
  for (let scroll = 0; scroll < 3; scroll += 1) {
    await sessions.sessionList.evaluate((list) => {
      const scroller = list.parentElement!;
      scroller.scrollTop = scroller.scrollHeight;
    });
    await page.waitForTimeout(300);
  }
  // 33 demo sessions (8 weeks of 4, and the extended training), and one more
  // when the processing test below has made its own.
  await expect.poll(() => sessions.sessionRows().count()).toBeGreaterThanOrEqual(33);
  expect(await sessions.sessionRows().count()).toBeLessThanOrEqual(34);
  expect(batches).toEqual([20]);
});

// A training session's report, in three tests that each open it: one long walk
// through it took more than 30 s on a busy machine.
test("a training session's overview: its cards, its charts and where to create segments", async ({
  page,
  signInAs,
  sessions,
}) => {
  await signInAs('coach', '/sessions');
  await sessions.trainingRows().first().click();
  await expect(page.getByRole('heading', { name: 'Training Session', level: 2 })).toBeVisible();
  const sessionId = sessions.openSessionId();

  await expect(page.getByRole('heading', { name: 'Session Overview' })).toBeVisible();
  for (const card of [
    'Athlete Average Metrics',
    'Overall Distance/Athlete',
    'Sprint Distance',
    'Speed Zones',
    'Session Segments',
  ]) {
    await expect(sessions.card(card)).toBeVisible();
  }
  await expect(sessions.card('Athlete Average Metrics')).toContainText(/\d+(\.\d+)? (km|m)/);
  await expect(
    sessions
      .card('Overall Distance/Athlete')
      .getByRole('img', { name: 'Overall distance per athlete' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'High Intensity Distance' }).click();
  await expect(
    sessions
      .card('High Intensity Distance')
      .getByRole('img', { name: 'High Intensity Distance per athlete' }),
  ).toBeVisible();
  await expect(
    sessions.card('Session Segments').getByRole('link', { name: 'Create Segments' }),
  ).toHaveAttribute('href', `/sessions/${sessionId}/segments`);
});

test('a training session: every tab in the URL, and Back returns to the tab before', async ({
  page,
  signInAs,
  sessions,
}) => {
  await signInAs('coach', '/sessions');
  await sessions.trainingRows().first().click();
  await expect(page.getByRole('heading', { name: 'Training Session', level: 2 })).toBeVisible();
  const sessionId = sessions.openSessionId();

  await sessions.openTab('Details');
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}/Details$`));
  await expect(sessions.detailsTable()).toBeVisible();

  await sessions.openTab('Speeds');
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}/Speeds$`));
  await expect(page.getByRole('img', { name: 'Speed Breakdown' })).toBeVisible();

  await sessions.openTab('Session Avg');
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}/SessionAvg$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}/Speeds$`));
  await expect(sessions.tab('Speeds')).toHaveAttribute('aria-selected', 'true');
});

test('a training session: the athletes chosen are the rows of its details, none chosen is everyone', async ({
  page,
  signInAs,
  sessions,
}) => {
  await signInAs('coach', '/sessions');
  await sessions.trainingRows().first().click();
  await expect(page.getByRole('heading', { name: 'Training Session', level: 2 })).toBeVisible();

  await sessions.openTab('Details');
  const rows = sessions.detailsTable().getByRole('row');
  await expect(rows).not.toHaveCount(0);
  const everyone = (await rows.count()) - 1;
  expect(everyone).toBeGreaterThan(10);

  await sessions.showAthletesTab();
  const names = await sessions.athleteList
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  await sessions.toggleAthlete(names[0]!);
  await sessions.toggleAthlete(names[1]!);
  await expect(rows).toHaveCount(3);
  await expect(sessions.detailsTable()).toContainText(names[0]!);
  await expect(sessions.detailsTable()).not.toContainText(names[2]!);

  // None ticked shows everyone again.
  await sessions.toggleAthlete(names[0]!);
  await sessions.toggleAthlete(names[1]!);
  await expect(rows).toHaveCount(everyone + 1);
});

test("the session overview's metrics download as CSV", async ({ page, signInAs, sessions }) => {
  await signInAs('coach', '/sessions');
  await sessions.trainingRows().first().click();
  await sessions.showAthletesTab();
  const athletes = await sessions.athleteList.getByRole('checkbox').count();

  const download = await sessions.downloadCsv('Overview Metrics');
  expect(download.suggestedFilename()).toMatch(/^Touchline FC - Training - .* - .*\.csv$/);
  const csv = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(csv[0]!.slice(0, 3)).toEqual(['Athlete', 'Distance (m)', 'Sprints']);
  expect(csv).toHaveLength(athletes + 1);
  expect(Number(csv[1]![1])).toBeGreaterThan(0);

  // Further downloads rest for five seconds.
  await expect(sessions.downloadButton()).toBeDisabled();
  // A condition, not a sleep: the five seconds run in the browser, slower on a busy machine.
  await expect(sessions.downloadButton()).toBeEnabled({ timeout: 15_000 });
  const profile = await sessions.downloadCsv('Distance Profile');
  const rows = parseCsv(await readFile(await profile.path(), 'utf8'));
  expect(rows[0]![0]).toBe('Athlete');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('provider staff reach the diagnostics of the session they read', async ({
  page,
  signInAs,
  sessions,
}) => {
  await signInAs('providerStaff', '/sessions');
  await sessions.trainingRows().first().click();
  await expect(page.getByRole('heading', { name: 'Training Session', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Session Diagnostics' })).toHaveAttribute(
    'href',
    `/admin/sessions/${sessions.openSessionId()}`,
  );
});

test("staff read why a tracker's file gave no data, in the session's processing warnings", async ({
  page,
  signInAs,
  api,
}) => {
  await signInAs('coach', '/sessions');
  // The demo world has one training whose tracker file is corrupt.
  const [session] = await api.sessionsWithWarnings('Touchline FC');
  expect(session, 'a session with a processing warning').toBeDefined();
  await page.goto(`/sessions/${session!.id}`);
  const panel = page.getByRole('region', { name: 'Processing warnings' });
  const warnings = panel.getByRole('listitem');
  // The staff panels ask for every file of the session after the report: on a busy machine
  // they come in well after the report has drawn.
  await expect(warnings).toHaveCount(session!.processingWarnings.length, { timeout: 60_000 });
  for (const warning of session!.processingWarnings) {
    const item = warnings.filter({ hasText: warning.message });
    await expect(item).toContainText(warning.athlete?.name ?? 'Whole session');
  }
  await screenshotOf(panel, 'processing-warnings');
});

test('distances and speeds follow the unit system, at once and on the next visit', async ({
  page,
  signInAs,
  sessions,
  api,
}) => {
  // Provider staff of Touchline FC: switching their units leaves the coach's tests alone.
  await signInAs('providerStaff', '/sessions');
  await sessions.trainingRows().first().click();
  await sessions.openTab('Details');
  const table = sessions.detailsTable();
  await expect(table).toContainText(/\d (km|m)\b/);
  await expect(table).toContainText('km/h');

  try {
    // The sidebar's Units menu: every screen follows at once, and so does the next visit.
    await page.getByRole('button', { name: 'Units' }).click();
    await page.getByRole('menuitem', { name: 'Imperial (miles, mph)' }).click();
    await expect(table).toContainText('mph');
    await page.reload();
    await expect(table).toContainText(/\d (mi|yd)\b/);
    await expect(table).toContainText('mph');
    await expect(table).not.toContainText('km/h');
  } finally {
    // Back to metric for the other tests of this account (the API fails the test otherwise).
    await api.setUnitSystem('metric');
  }
});

test("a session being processed says so, and its report appears once it's done", async ({
  page,
  signInAs,
  sessions,
  api,
}) => {
  test.setTimeout(120_000);
  await signInAs('coach', '/sessions');
  await expect(sessions.sessionRows().first()).toBeVisible();
  const athletes = await api.sessionAthletes(sessions.openSessionId());
  const clubId = await api.clubId('Touchline FC');

  // Older than the demo season, so it stays out of the other tests' first batch.
  const start = new Date(Date.now() - 70 * 24 * 3_600_000);
  start.setUTCHours(10, 0, 0, 0);
  const sessionId = await api.createTraining(clubId, start, new Date(start.getTime() + 7_200_000));

  // The page is open before any data arrives: the uploads switch it to the processing message.
  await sessions.open(`/sessions/${sessionId}`);
  await expect(page.getByText('No data for this session')).toBeVisible();
  const uploads = athletes.map((athlete, index) =>
    api.uploadTrackerFile({
      sessionId,
      athleteId: athlete.id,
      fileName: `athlete-${index + 1}.gpx`,
      content: gpxTrack({
        startTime: new Date(start.getTime() + 300_000),
        durationS: 5_400,
        seed: index + 1,
      }),
    }),
  );
  await expect(sessions.processingMessage).toBeVisible();
  const answers = await Promise.all(uploads);
  expect(answers.every((answer) => answer.dataProcessing)).toBe(true);

  await expect(sessions.processingMessage).toBeHidden({ timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Session Overview' })).toBeVisible();
  await expect(sessions.card('Athlete Average Metrics')).toContainText(/\d+(\.\d+)? (km|m)/);
  await sessions.openTab('Details');
  await expect(sessions.detailsTable().getByRole('row')).toHaveCount(athletes.length + 1);
});
