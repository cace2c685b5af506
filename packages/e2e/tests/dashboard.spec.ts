import { DashboardPage } from '../fixtures/DashboardPage.js';
import { expect, test as base } from '../fixtures/test.js';
import { TouchlineApi } from '../fixtures/touchlineApi.js';

const test = base.extend<{ dashboard: DashboardPage; api: TouchlineApi }>({
  dashboard: async ({ page }, use) => use(new DashboardPage(page)),
  api: async ({ page }, use) => use(new TouchlineApi(page)),
});

// Days and weeks are bucketed in the browser's zone: use one with a clock change.
test.use({ timezoneId: 'Europe/London' });

interface AthleteSet {
  totalDistanceM: number;
  totalHighIntensityDistanceM: number;
  totalSprintDistanceM: number;
  sprintEvents: number;
}

/** The stored per-athlete metrics of the club's newest sessions (the session report's own API). */
async function newestSessions(api: TouchlineApi, clubId: string) {
  const data = await api.graphql<{
    club: { sessions: { nodes: { id: string; dataProcessing: boolean }[] } };
  }>('query ($clubId: ID!) { club(id: $clubId) { sessions { nodes { id dataProcessing } } } }', {
    clubId,
  });
  return data.club.sessions.nodes;
}

async function athleteSets(api: TouchlineApi, sessionId: string): Promise<AthleteSet[]> {
  const data = await api.graphql<{
    session: { sessionParticipations: { athleteMetricSet: AthleteSet | null }[] };
  }>(
    `query ($id: ID!) { session(id: $id) { sessionParticipations { athleteMetricSet {
      totalDistanceM totalHighIntensityDistanceM totalSprintDistanceM sprintEvents } } } }`,
    { id: sessionId },
  );
  return data.session.sessionParticipations.flatMap((p) =>
    p.athleteMetricSet ? [p.athleteMetricSet] : [],
  );
}

const mean = (sets: AthleteSet[], key: keyof AthleteSet) =>
  sets.reduce((sum, set) => sum + set[key], 0) / sets.length;
// docs/product/dashboard-and-segments.md §9, written out here rather than taken from the app's code.
const metres = (m: number) =>
  Math.round(m) >= 1000 ? `${(m / 1000).toFixed(2)} km` : `${Math.round(m)} m`;
function difference(current: number, previous: number, unit?: string) {
  const floored = Math.floor(current - previous);
  const sign = floored > 0 ? '+' : '';
  const percentage = Math.floor((floored / current) * 100);
  return `${sign}${floored}${unit ? ` ${unit}` : ''} (${sign}${percentage}%)`;
}
const distanceKm = (cell: string) =>
  cell.endsWith(' km') ? parseFloat(cell) * 1000 : parseFloat(cell);

test('the dashboard of the demo season shows the last session as stored, and the weekly table follows its controls', async ({
  page,
  signInAs,
  dashboard,
  api,
}) => {
  test.setTimeout(120_000);
  await signInAs('coach', '/dashboard');
  await dashboard.expectShown();
  const clubId = await api.clubId('Touchline FC');
  // The demo season goes through the real processing pipeline: wait for the newest two sessions.
  await expect
    .poll(
      async () => (await newestSessions(api, clubId)).slice(0, 2).some((s) => s.dataProcessing),
      {
        timeout: 90_000,
      },
    )
    .toBe(false);
  const [last, previous] = await newestSessions(api, clubId);
  const lastSets = await athleteSets(api, last!.id);
  const previousSets = await athleteSets(api, previous!.id);
  await page.reload();

  for (const [label, key] of [
    ['Distance', 'totalDistanceM'],
    ['High Intensity Distance', 'totalHighIntensityDistanceM'],
    ['Sprint Distance', 'totalSprintDistanceM'],
  ] as const) {
    const current = mean(lastSets, key);
    await expect(dashboard.metric(label)).toContainText(metres(current));
    await expect(dashboard.metric(label)).toContainText(
      difference(current, mean(previousSets, key), 'm'),
    );
  }
  const sprints = mean(lastSets, 'sprintEvents');
  await expect(dashboard.metric('Average Sprint Count')).toContainText(String(Math.round(sprints)));
  await expect(dashboard.metric('Average Sprint Count')).toContainText(
    difference(sprints, mean(previousSets, 'sprintEvents')),
  );

  await expect(dashboard.chart).toBeVisible();
  await expect(dashboard.section('Average Distance')).toContainText('session average');
  await expect(
    dashboard.section('Average Distance').getByText('SESSION AVERAGE', { exact: true }),
  ).toBeVisible();

  // Last week always holds sessions of the demo season; this one is empty on a Monday.
  await dashboard.chooseWeek(1);
  // Distance descending by default; Averages shows other numbers for the same week.
  const totals = await dashboard.tableTexts();
  expect(totals.length).toBeGreaterThan(10);
  const distances = totals.map((cells) => distanceKm(cells[1]!));
  expect(distances).toEqual([...distances].sort((a, b) => b - a));
  await dashboard.showAverages();
  await expect.poll(() => dashboard.tableTexts()).not.toEqual(totals);
  const averages = await dashboard.tableTexts();
  expect(averages.map((cells) => cells[0]).sort()).toEqual(totals.map((cells) => cells[0]).sort());
  const averageDistances = averages.map((cells) => distanceKm(cells[1]!));
  expect(averageDistances).toEqual([...averageDistances].sort((a, b) => b - a));

  // Another week: another table.
  await dashboard.chooseWeek(2);
  await expect.poll(() => dashboard.tableTexts()).not.toEqual(averages);
  await expect(dashboard.weeklyTable.locator('tbody tr').first()).toBeVisible();
});

test('an athlete reading imperial units sees yards and miles', async ({
  page,
  signInAs,
  dashboard,
  api,
}) => {
  await signInAs('athlete', '/dashboard');
  await dashboard.expectShown();
  await api.setUnitSystem('imperial');
  try {
    await page.reload();
    await expect(dashboard.metric('Distance')).toContainText(/\d\.\d\d mi|\d yd/);
    await expect(dashboard.metric('Distance')).toContainText(/-?\d+ yd \(|--/);
    await dashboard.chooseWeek(1);
    const rows = await dashboard.tableTexts();
    for (const cells of rows) expect(cells[1]).toMatch(/ (mi|yd)$|^-$/);
  } finally {
    await api.setUnitSystem('metric');
  }
});

/** Monday 09:00 in London of the week on or after today: no demo session has started that week. */
function comingMondayMorning(): Date {
  const day = 86_400_000;
  for (let date = new Date(); ; date = new Date(date.getTime() + day)) {
    const weekday = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      weekday: 'short',
    });
    if (weekday.format(date) !== 'Mon') continue;
    const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
    // 09:00 in London is 08:00 or 09:00 UTC; 08:30 UTC is a Monday morning either way.
    return new Date(`${ymd}T08:30:00Z`);
  }
}

/** '23 Mar – 29 Mar': the London week (Monday to Sunday) holding the instant (docs/product/dashboard-and-segments.md §2.2). */
function londonWeekLabel(instant: Date): string {
  const [year, month, dayOfMonth] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(instant)
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, dayOfMonth));
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const dayMonth = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return `${dayMonth.format(monday)} – ${dayMonth.format(sunday)}`;
}

test('on a Monday the weekly table opens on the week of the last session, not on the new, empty week', async ({
  page,
  signInAs,
  dashboard,
  api,
}) => {
  const monday = comingMondayMorning();
  await page.clock.setFixedTime(monday);
  await signInAs('coach', '/dashboard');
  await dashboard.expectShown();
  const clubId = await api.clubId('Touchline FC');
  const { club } = await api.graphql<{ club: { lastSession: { startTime: string } } }>(
    'query ($clubId: ID!) { club(id: $clubId) { lastSession { startTime } } }',
    { clubId },
  );
  const lastSessionWeek = londonWeekLabel(new Date(club.lastSession.startTime));
  expect(lastSessionWeek).not.toBe(londonWeekLabel(monday));

  await expect(dashboard.weekSelector).toHaveText(lastSessionWeek);
  await expect(dashboard.weeklyTable.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('No team weekly overview data found')).toHaveCount(0);
});
