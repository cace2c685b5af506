import { expect, type Page } from '@playwright/test';
import { test as base } from '../fixtures/test.js';
import { TouchlineApi } from '../fixtures/touchlineApi.js';

const test = base.extend<{ api: TouchlineApi }>({
  api: async ({ page }, use) => use(new TouchlineApi(page)),
});

interface StoredMetrics {
  avgTotalDistanceM: number;
  avgTotalSprintDistanceM: number;
  avgTotalHighIntensityDistanceM: number;
  avgSprintEvents: number;
  avgHighIntensityEvents: number;
  avgAccelerationEvents: number;
  avgDecelerationEvents: number;
  avgMetresPerMinute: number;
}

interface StoredSegment {
  id: string;
  title: string;
  segmentMetricSet: StoredMetrics | null;
  segmentParticipations: {
    athlete: { name: string };
    athleteMetricSet: { totalDistanceM: number; accelerationEvents: number } | null;
  }[];
}

/** Metric units, as the demo coach reads them: km with two decimals from 1000 m, else whole metres. */
const distance = (metres: number) =>
  Math.round(metres) >= 1000 ? `${(metres / 1000).toFixed(2)} km` : `${Math.round(metres)} m`;

/** The newest demo training that has segments, and its first segment as the server holds it. */
async function demoSegment(api: TouchlineApi, page: Page) {
  await page.goto('/sessions');
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  const [session] = await api.trainingsWithSegments('Touchline FC');
  expect(session, 'a demo training with segments').toBeDefined();
  const segmentId = session!.segments[0]!.id;
  const { segment } = await api.graphql<{ segment: StoredSegment }>(
    `query ($id: ID!) { segment(id: $id) {
      id title
      segmentMetricSet { avgTotalDistanceM avgTotalSprintDistanceM avgTotalHighIntensityDistanceM
        avgSprintEvents avgHighIntensityEvents avgAccelerationEvents avgDecelerationEvents avgMetresPerMinute }
      segmentParticipations { athlete { name } athleteMetricSet { totalDistanceM accelerationEvents } }
    } }`,
    { id: segmentId },
  );
  return { sessionId: session!.id, segment };
}

test('segment details: the averages and every athlete as the database holds them', async ({
  page,
  signInAs,
  api,
}) => {
  await signInAs('coach', '/sessions');
  const { sessionId, segment } = await demoSegment(api, page);
  const metrics = segment.segmentMetricSet!;
  expect(metrics, 'the demo segment has its metrics').not.toBeNull();

  await page.goto(`/sessions/${sessionId}/segments/${segment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: segment.title })).toBeVisible();
  const averages = page.getByRole('region', { name: 'Segment Averages' });
  const expected: [string, string][] = [
    ['Distance', distance(metrics.avgTotalDistanceM)],
    ['Sprint Distance', distance(metrics.avgTotalSprintDistanceM)],
    ['High Int. Running', distance(metrics.avgTotalHighIntensityDistanceM)],
    ['Sprints', String(Math.round(metrics.avgSprintEvents))],
    ['High Int. Events', String(Math.round(metrics.avgHighIntensityEvents))],
    ['Accelerations', String(Math.round(metrics.avgAccelerationEvents))],
    ['Decelerations', String(Math.round(metrics.avgDecelerationEvents))],
    ['Distance p/m', `${Math.round(metrics.avgMetresPerMinute)} m/min`],
  ];
  for (const [label, value] of expected) {
    await expect(averages.getByText(label, { exact: true }).locator('xpath=..')).toContainText(
      value,
    );
  }

  const table = page.getByRole('table', { name: 'Athlete Segment Details' });
  await expect(table.getByRole('row')).toHaveCount(segment.segmentParticipations.length + 1);
  for (const header of ['Athlete', 'Distance', 'Top Speed', 'Accelerations', 'Decelerations']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  for (const { athlete, athleteMetricSet } of segment.segmentParticipations.slice(0, 3)) {
    const row = table.getByRole('row').filter({ hasText: athlete.name });
    await expect(row).toContainText(distance(athleteMetricSet!.totalDistanceM));
  }

  // Sorted by distance, highest first; a header click sorts by accelerations.
  const mostAccelerations = [...segment.segmentParticipations].sort(
    (a, b) => b.athleteMetricSet!.accelerationEvents - a.athleteMetricSet!.accelerationEvents,
  )[0]!;
  await table.getByRole('columnheader', { name: 'Accelerations' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(
    String(mostAccelerations.athleteMetricSet!.accelerationEvents),
  );

  await page.getByRole('link', { name: 'Segments' }).click();
  await expect(page).toHaveURL(`/sessions/${sessionId}/segments`);
  await expect(page.getByRole('group', { name: 'Segment lane' })).toBeVisible();
});

test("segment details: an unknown segment reads 'No segment data'", async ({
  page,
  signInAs,
  api,
}) => {
  await signInAs('coach', '/sessions');
  const { sessionId } = await demoSegment(api, page);
  await page.goto(`/sessions/${sessionId}/segments/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText('No segment data')).toBeVisible();
});
