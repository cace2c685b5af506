import { expect, type Locator, type Page } from '@playwright/test';
import { test as base } from '../fixtures/test.js';
import { TouchlineApi } from '../fixtures/touchlineApi.js';

/** The segment editor as a user sees it: the lane, the graphs, the sidebar cards. */
class SegmentEditor {
  readonly lane: Locator;
  readonly segmentsList: Locator;
  readonly titleInput: Locator;

  constructor(private readonly page: Page) {
    this.lane = page.getByRole('group', { name: 'Segment lane' });
    this.segmentsList = page.getByRole('table', { name: 'Segments' });
    this.titleInput = page.getByPlaceholder('Enter a segment name');
  }

  async open(sessionId: string) {
    await this.page.goto(`/sessions/${sessionId}/segments`);
    await expect(this.lane).toBeVisible();
  }

  graph(athleteName: string) {
    return this.page.getByRole('img', { name: `${athleteName} speed` });
  }

  card(title: string | RegExp) {
    return this.page.getByRole('region', { name: title });
  }

  /**
   * A drag from one x to another at `y` of the element's box, as a person drags; Shift held
   * once the drag is under way turns snapping off, so the drag ends where the pointer does.
   */
  async drag(
    target: Locator,
    fromX: number,
    toX: number,
    { ctrl = false, snap = false, y = 20 } = {},
  ) {
    const box = (await target.boundingBox())!;
    if (ctrl) await this.page.keyboard.down('Control');
    await this.page.mouse.move(box.x + fromX, box.y + y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + (fromX + toX) / 2, box.y + y, { steps: 4 });
    if (!snap) await this.page.keyboard.down('Shift');
    await this.page.mouse.move(box.x + toX, box.y + y, { steps: 4 });
    await this.page.mouse.up();
    if (!snap) await this.page.keyboard.up('Shift');
    if (ctrl) await this.page.keyboard.up('Control');
  }

  async save(message = 'Segment saved') {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.page.getByRole('status').filter({ hasText: message })).toBeVisible();
  }

  segmentRow(title: string) {
    return this.segmentsList.getByRole('row').filter({ hasText: title });
  }
}

interface StoredSegment {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
  tagDefinitionIds: string[];
  clippedTimePeriodsByAthlete: {
    athleteId: string;
    clippedTimePeriods: { startOffset: number; endOffset: number }[];
  }[];
}

const test = base.extend<{ api: TouchlineApi; editor: SegmentEditor }>({
  api: async ({ page }, use) => use(new TouchlineApi(page)),
  editor: async ({ page }, use) => use(new SegmentEditor(page)),
});

/** The session's segments as the server holds them. */
async function storedSegments(api: TouchlineApi, sessionId: string): Promise<StoredSegment[]> {
  const data = await api.graphql<{ session: { segments: StoredSegment[] } }>(
    `query ($id: ID!) { session(id: $id) { ... on TrainingSession { segments {
      id title startTime endTime tagDefinitionIds
      clippedTimePeriodsByAthlete { athleteId clippedTimePeriods { startOffset endOffset } }
    } } } }`,
    { id: sessionId },
  );
  return data.session.segments;
}

interface DemoTraining {
  sessionId: string;
  startMs: number;
  /** The editor's default scale: the whole session across 500 px. */
  msPerPx: number;
  /** Pixels from the session's start to its first segment: the empty lane a test cuts in. */
  freePx: number;
  /** The first athlete row (by name). */
  firstAthlete: { id: string; name: string };
}

/**
 * A demo training, newest first among those with segments. Each test takes its own, and
 * leaves it as it found it: the demo season's sessions are what the other specs count.
 */
async function demoTraining(api: TouchlineApi, page: Page, index: number): Promise<DemoTraining> {
  await page.goto('/sessions');
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  const clubId = await api.clubId('Touchline FC');
  const data = await api.graphql<{
    club: {
      sessions: {
        nodes: {
          id: string;
          startTime: string;
          endTime: string;
          segments?: { title: string; startTime: string }[];
          sessionParticipations: { athlete: { id: string; name: string } }[];
        }[];
      };
    };
  }>(
    `query ($clubId: ID!) { club(id: $clubId) { sessions { nodes {
      id startTime endTime sessionParticipations { athlete { id name } }
      ... on TrainingSession { segments { title startTime } } } } } }`,
    { clubId },
  );
  const trainings = data.club.sessions.nodes.filter((node) => (node.segments ?? []).length > 0);
  const session = trainings[index]!;
  expect(session, `demo training ${index}`).toBeDefined();
  const startMs = Date.parse(session.startTime);
  const msPerPx = (Date.parse(session.endTime) - startMs) / 500;
  // A drill an interrupted run left behind is not the demo's.
  const firstSegmentMs = Math.min(
    ...session
      .segments!.filter((segment) => !segment.title.startsWith('E2E'))
      .map((segment) => Date.parse(segment.startTime)),
  );
  const [firstAthlete] = session.sessionParticipations
    .map((participation) => participation.athlete)
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    sessionId: session.id,
    startMs,
    msPerPx,
    freePx: (firstSegmentMs - startMs) / msPerPx,
    firstAthlete: firstAthlete!,
  };
}

async function destroySegment(api: TouchlineApi, id: string) {
  await api.graphql(
    'mutation ($id: ID!) { destroySessionSegment(id: $id) { id errors { fullMessages } } }',
    {
      id,
    },
  );
}

test('a drill: Ctrl+drag creates it; named, saved, reloaded, resized, clipped, tagged and deleted', async ({
  page,
  signInAs,
  api,
  editor,
}) => {
  test.setTimeout(90_000);
  await signInAs('coach', '/sessions');
  const training = await demoTraining(api, page, 2);
  // Whatever happens, the demo training ends as it started.
  const cleanUp = async () => {
    for (const segment of await storedSegments(api, training.sessionId)) {
      if (segment.title === 'E2E rondo') await destroySegment(api, segment.id);
    }
  };
  await cleanUp();
  try {
    await cutAndDeleteDrill(page, api, editor, training);
  } finally {
    await cleanUp();
  }
});

async function cutAndDeleteDrill(
  page: Page,
  api: TouchlineApi,
  editor: SegmentEditor,
  training: DemoTraining,
) {
  const { sessionId, startMs, msPerPx, firstAthlete } = training;
  // The warm-up before the first drill is free: the new drill and its resize stay inside it.
  expect(training.freePx).toBeGreaterThan(60);
  const [fromX, toX] = [4, Math.min(training.freePx - 30, 80)];
  const before = await storedSegments(api, sessionId);
  await editor.open(sessionId);

  // A plain drag creates nothing; Ctrl+drag creates a draft over the dragged range.
  await editor.drag(editor.lane, fromX, toX);
  await expect(editor.titleInput).toBeHidden();
  await editor.drag(editor.lane, fromX, toX, { ctrl: true });
  await expect(editor.card('Edit Segment')).toBeVisible();
  await expect(page.getByText('Unsaved Changes')).toBeVisible();
  await editor.titleInput.fill('E2E rondo');
  await editor.save();
  await expect(page.getByText('Unsaved Changes')).toBeHidden();

  await page.reload();
  await expect(editor.segmentRow('E2E rondo')).toBeVisible();
  const mine = async () =>
    (await storedSegments(api, sessionId)).find((segment) => segment.title === 'E2E rondo')!;
  let stored = await mine();
  const startX = (Date.parse(stored.startTime) - startMs) / msPerPx;
  const endX = (Date.parse(stored.endTime) - startMs) / msPerPx;
  expect(Math.abs(startX - fromX)).toBeLessThan(2);
  expect(Math.abs(endX - toX)).toBeLessThan(2);

  // Resize: the end edge dragged 20 px later.
  await editor.segmentRow('E2E rondo').click();
  await expect(editor.card('Edit Segment')).toBeVisible();
  await editor.drag(editor.lane, endX - 1, endX + 20);
  await editor.save();
  stored = await mine();
  const resizedPx = (Date.parse(stored.endTime) - startMs) / msPerPx - endX;
  expect(Math.abs(resizedPx - 20)).toBeLessThan(3);

  // Clip the first athlete: Ctrl+drag on their graph inside the drill; Enter saves.
  await editor.drag(editor.graph(firstAthlete.name), startX + 10, startX + 40, { ctrl: true });
  await expect(editor.card('1 Clip Selected')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Segment saved' })).toBeVisible();
  stored = await mine();
  const clips = stored.clippedTimePeriodsByAthlete.find(
    (entry) => entry.athleteId === firstAthlete.id,
  );
  expect(clips!.clippedTimePeriods).toHaveLength(1);
  const [clip] = clips!.clippedTimePeriods;
  expect(Math.abs(clip!.startOffset / msPerPx - 10)).toBeLessThan(3);
  expect(Math.abs(clip!.endOffset / msPerPx - 40)).toBeLessThan(3);

  // Tag it with a drill tag: picking the drill again leaves the clip.
  await editor.segmentRow('E2E rondo').click();
  await expect(editor.card('1 Clip Selected')).toBeHidden();
  const tag = editor
    .card('Edit Segment')
    .getByRole('group', { name: 'Segment tags' })
    .getByRole('button')
    .first();
  const label = await tag.innerText();
  await tag.click();
  await editor.save();
  stored = await mine();
  expect(stored.tagDefinitionIds).toHaveLength(1);
  await page.reload();
  await editor.segmentRow('E2E rondo').hover();
  await expect(page.getByRole('tooltip')).toContainText(`Tags${label}`);

  // Delete it, after the confirmation.
  await editor.segmentRow('E2E rondo').click();
  await editor.card('Edit Segment').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this segment?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Segment deleted' })).toBeVisible();
  await expect(editor.segmentRow('E2E rondo')).toHaveCount(0);
  expect(await storedSegments(api, sessionId)).toEqual(before);
}

test('undo brings back a deleted draft', async ({ page, signInAs, api, editor }) => {
  await signInAs('coach', '/sessions');
  const { sessionId, freePx } = await demoTraining(api, page, 3);
  const before = await storedSegments(api, sessionId);
  await editor.open(sessionId);

  await editor.drag(editor.lane, 4, Math.min(freePx - 10, 60), { ctrl: true });
  await editor.titleInput.fill('Draft to undo');
  await expect(editor.segmentRow('Draft to undo')).toBeVisible();
  await editor.lane.click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Backspace');
  await expect(editor.segmentRow('Draft to undo')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(editor.segmentRow('Draft to undo')).toBeVisible();
  await expect(page.getByText('Unsaved Changes')).toBeVisible();
  expect(await storedSegments(api, sessionId)).toEqual(before);
});

test("the overview's Create Segments opens the editor; a saved drill is listed there and opens its details", async ({
  page,
  signInAs,
  api,
  editor,
}) => {
  await signInAs('coach', '/sessions');
  const { sessionId, freePx } = await demoTraining(api, page, 4);
  await page.goto(`/sessions/${sessionId}`);
  const segmentsCard = page.getByRole('region', { name: 'Session Segments' });
  await segmentsCard.getByRole('link', { name: 'Create Segments' }).click();
  await expect(page).toHaveURL(`/sessions/${sessionId}/segments`);
  await expect(editor.lane).toBeVisible();

  await editor.drag(editor.lane, 4, Math.min(freePx - 10, 60), { ctrl: true });
  await editor.titleInput.fill('Finishing');
  await editor.save();
  const saved = (await storedSegments(api, sessionId)).find(
    (segment) => segment.title === 'Finishing',
  )!;
  try {
    await page.getByRole('link', { name: 'Back to the session' }).click();
    await segmentsCard.getByRole('link', { name: /Finishing/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Finishing' })).toBeVisible();
    const averages = page.getByRole('region', { name: 'Segment Averages' });
    await expect(averages.getByText('Distance', { exact: true }).locator('xpath=..')).toContainText(
      /\d+(\.\d+)? (km|m)$/,
    );
    await expect(page.getByRole('table', { name: 'Athlete Segment Details' })).toBeVisible();
  } finally {
    await destroySegment(api, saved.id);
  }
});

test('a save over someone else’s newer save is refused, and Reload shows theirs', async ({
  page,
  signInAs,
  api,
  editor,
}) => {
  await signInAs('coach', '/sessions');
  const { sessionId, freePx } = await demoTraining(api, page, 5);
  await editor.open(sessionId);
  await editor.drag(editor.lane, 4, Math.min(freePx - 10, 60), { ctrl: true });
  await editor.titleInput.fill('E2E conflict');
  await editor.save();
  const saved = (await storedSegments(api, sessionId)).find(
    (segment) => segment.title === 'E2E conflict',
  )!;
  try {
    // A change of ours not saved yet, then someone else's save of the same drill.
    await editor.titleInput.fill('E2E mine');
    await api.graphql(
      `mutation ($id: ID!) { updateSessionSegment(id: $id, patch: { title: "E2E theirs" }) {
        errors { fullMessages } } }`,
      { id: saved.id },
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Said in the sidebar, and in the snackbar with the way to their version.
    await expect(page.getByText(/changed by someone else/).first()).toBeVisible();
    const refusal = page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Reload' }) });
    await expect(refusal).toBeVisible();
    expect((await storedSegments(api, sessionId)).map((segment) => segment.title)).toContain(
      'E2E theirs',
    );
    // Our change is given up for theirs: the browser asks first, and the person agrees.
    page.once('dialog', (dialog) => void dialog.accept());
    await refusal.getByRole('button', { name: 'Reload' }).click();
    await expect(editor.segmentRow('E2E theirs')).toBeVisible();
    await expect(editor.segmentRow('E2E mine')).toHaveCount(0);
  } finally {
    await destroySegment(api, saved.id);
  }
});
