import { startChunkService, type ChunkService } from '../fixtures/chunkService.js';
import { installFakeTracker, serverPublicKey } from '../fixtures/fakeTracker.js';
import { expect, test as base } from '../fixtures/test.js';

const CHUNK_COUNT = 1000;
const DUPLICATES = [3, 64, 500, 998];
const LOSSES = [10, 11, 12, 300, 640, 901];
const EMPTY = [450, 451];
/** The diagnostics service fails these chunks' first POST. */
const FLAKY = [100, 101];

/** Chunk `index`: its number in two bytes, then filler of a length that varies. */
function chunkBody(index: number): Buffer {
  if (EMPTY.includes(index)) return Buffer.alloc(0);
  return Buffer.from([index >> 8, index & 0xff, ...Array<number>(index % 23).fill(0xa5)]);
}

const test = base.extend<{ chunkService: ChunkService }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this
  chunkService: async ({}, use) => {
    const service = await startChunkService();
    await use(service);
    await service.stop();
  },
});

test('1,000 chunks with duplicates and gaps reach the diagnostics service in order', async ({
  page,
  signInAs,
  chunkService,
}) => {
  // A hang, not slowness: beside the whole suite on two cores, the transfer took over 3 minutes.
  test.setTimeout(600_000);
  const chunks = Array.from({ length: CHUNK_COUNT }, (_, index) => chunkBody(index));
  await installFakeTracker(page, {
    publicKey: await serverPublicKey(),
    serialNumber: 'EDGE-E2E-1',
    boardName: 'edge-2.1.0',
    dataUri: chunkService.dataUri('EDGE-E2E-1'),
    authorization: 'Memfault-Project-Key: e2e-project-key',
    chunks: chunks.map((chunk) => chunk.toString('base64')),
    duplicates: DUPLICATES,
    losses: LOSSES,
    reservedBits: true,
    packetsPerTick: 25,
  });
  const failedOnce = new Set<number>();
  chunkService.answer = (body) => {
    const index = body.length > 0 ? body.readUInt16BE(0) : -1;
    const flaky = FLAKY.includes(index) && !failedOnce.has(index);
    if (flaky) failedOnce.add(index);
    return flaky ? 503 : 202;
  };
  const forwarded = chunkService.received;

  await signInAs('providerStaff', '/edge_diagnostics');
  await expect(page.getByRole('heading', { name: 'Edge Diagnostics', level: 1 })).toBeVisible();
  await expect(page.getByText('No transfer yet')).toBeVisible();
  await page.getByRole('button', { name: 'Transfer Memfault Diagnostics' }).click();

  const expectedBodies = chunks.filter(
    (chunk, index) => chunk.length > 0 && !LOSSES.includes(index),
  );
  const summary = page.getByRole('region', { name: 'Transfer summary' });
  await expect(summary.getByText('Tracker EDGE-E2E-1 · edge-2.1.0')).toBeVisible();
  await expect(summary.getByText(expectedBodies.length.toLocaleString('en'))).toBeVisible({
    timeout: 540_000,
  });
  await page.getByRole('button', { name: 'Stop transfer' }).click();
  await expect(summary.getByRole('status')).toHaveText('Finished');
  await expect(page.getByRole('log')).toContainText(
    `Transfer finished: ${expectedBodies.length} chunks forwarded`,
  );

  // Order and bodies: byte 0 stripped, duplicates dropped, empty chunks skipped, retries in place.
  const delivered = forwarded.filter((request) => request.status === 202);
  expect(delivered.map((request) => request.body.toString('hex'))).toEqual(
    expectedBodies.map((body) => body.toString('hex')),
  );
  const order = forwarded.map((request) => request.body.readUInt16BE(0));
  expect(order.slice(order.indexOf(100), order.indexOf(100) + 5)).toEqual([
    100, 100, 101, 101, 102,
  ]);
  for (const request of forwarded) {
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(request.headers['memfault-project-key']).toBe('e2e-project-key');
    expect(request.headers.cookie).toBeUndefined();
  }

  await expect(page.getByRole('list', { name: 'Warnings (8)' }).getByRole('listitem')).toHaveText([
    'Duplicate chunk 3: received twice, the copy was dropped',
    'Data loss: expected sequence number 10, received 13',
    'Duplicate chunk 0: received twice, the copy was dropped',
    'Data loss: expected sequence number 12, received 13',
    'Duplicate chunk 20: received twice, the copy was dropped',
    'Data loss: expected sequence number 0, received 1',
    'Data loss: expected sequence number 5, received 6',
    'Duplicate chunk 6: received twice, the copy was dropped',
  ]);
  await expect(page.getByRole('list', { name: /^Errors/ })).toHaveCount(0);
  await expect(summary.getByText('8', { exact: true })).toBeVisible();
});

test('a tracker whose authorization has no colon is refused before anything is sent', async ({
  page,
  signInAs,
}) => {
  await installFakeTracker(page, {
    publicKey: await serverPublicKey(),
    serialNumber: 'EDGE-E2E-2',
    authorization: 'e2e-project-key',
    chunks: [Buffer.from('never sent').toString('base64')],
  });
  let posted = 0;
  await page.route('https://chunks.memfault.test/**', (route) => {
    posted += 1;
    return route.abort();
  });
  await signInAs('providerStaff', '/edge_diagnostics');
  await page.getByRole('button', { name: 'Transfer Memfault Diagnostics' }).click();

  await expect(page.getByRole('list', { name: 'Errors (1)' })).toHaveText(
    'Invalid authorization config',
  );
  const summary = page.getByRole('region', { name: 'Transfer summary' });
  await expect(summary.getByRole('status')).toHaveText('Failed');
  expect(posted).toBe(0);
});

test('a browser without Web Bluetooth gets an explanation instead of the button', async ({
  page,
  signInAs,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'bluetooth', { value: undefined, configurable: true });
  });
  await signInAs('providerStaff', '/edge_diagnostics');
  await expect(page.getByText('This browser cannot talk to Bluetooth trackers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transfer Memfault Diagnostics' })).toHaveCount(0);
});

test('someone who is not provider staff gets Page Not Found', async ({ page, signInAs }) => {
  await signInAs('athlete', '/edge_diagnostics');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transfer Memfault Diagnostics' })).toHaveCount(0);
});
