import { describe, expect, it } from 'vitest';
import { numberedChunks, startTransfer } from './testing/transferHarness';
import { TRACKER_GATT } from './trackerGatt';

const indexOf = (body: number[]) => (body[0]! << 8) | body[1]!;

describe('DiagnosticsTransfer', () => {
  it('unlocks with the server signature, then forwards every chunk in order without byte 0', async () => {
    const chunks = numberedChunks(100);
    const run = await startTransfer({ tracker: { chunks } });
    await run.untilForwarded(100);
    run.transfer.stop();
    await run.done;

    expect(run.tracker.requests).toEqual([
      {
        acceptAllDevices: true,
        optionalServices: [TRACKER_GATT.mds.service, TRACKER_GATT.unlock.service],
      },
    ]);
    expect(run.signer.requests).toEqual([
      { serialNumber: 'EDGE-9001', boardName: 'edge-2.1.0', message: expect.any(String) as string },
    ]);
    expect(run.posts.map((post) => post.body)).toEqual(chunks.map((chunk) => Array.from(chunk)));
    expect(run.posts[0]).toMatchObject({
      url: 'https://chunks.memfault.test/api/v0/chunks/EDGE-9001',
      headers: {
        'content-type': 'application/octet-stream',
        'memfault-project-key': 'test-project-key',
      },
      credentials: 'omit',
    });
    expect(run.tracker.history).toEqual([
      'connect',
      'read nonce',
      'unlock',
      'start notifications',
      'write 0x01',
      'write 0x00',
      'stop notifications',
      'disconnect',
    ]);
    expect(run.log.texts('warning')).toEqual([]);
    expect(run.log.texts('chunk').slice(30, 33)).toEqual([
      'Chunk 30 forwarded: 4 bytes, HTTP 202',
      'Chunk 31 forwarded: 5 bytes, HTTP 202',
      'Chunk 0 forwarded: 6 bytes, HTTP 202',
    ]);
    expect(run.log.texts('step')).toEqual([
      'Choose the tracker in the browser’s Bluetooth window…',
      'Connecting to Touchline Edge…',
      'Memfault Diagnostic Service found; its features are supported',
      'Tracker EDGE-9001, board edge-2.1.0',
      'Read a 16-byte nonce from the tracker',
      'Asking Touchline to sign the unlock…',
      'Diagnostics unlocked',
      'Chunks go to https://chunks.memfault.test',
      'Streaming diagnostics; chunks are forwarded as they arrive',
      'Stopping the stream…',
      'Transfer finished: 100 chunks forwarded',
    ]);
    expect(run.log.snapshot()).toMatchObject({ phase: 'finished', forwarded: 100, pending: 0 });
  });

  it('drops duplicates, logs gaps, ignores reserved bits and skips empty chunks', async () => {
    const chunks = numberedChunks(200);
    chunks[50] = new Uint8Array(0);
    const run = await startTransfer({
      tracker: {
        chunks,
        reservedBits: true,
        duplicates: [5, 31, 32, 120],
        losses: [10, 11, 70, 199],
      },
    });
    const expected = chunks.filter(
      (chunk, index) => chunk.length > 0 && ![10, 11, 70, 199].includes(index),
    );
    await run.untilForwarded(expected.length);
    run.transfer.stop();
    await run.done;

    expect(run.posts.map((post) => post.body)).toEqual(expected.map((chunk) => Array.from(chunk)));
    expect(run.log.texts('warning')).toEqual([
      'Duplicate chunk 5: received twice, the copy was dropped',
      'Data loss: expected sequence number 10, received 12',
      'Duplicate chunk 31: received twice, the copy was dropped',
      'Duplicate chunk 0: received twice, the copy was dropped',
      'Data loss: expected sequence number 6, received 7',
      'Duplicate chunk 24: received twice, the copy was dropped',
    ]);
    expect(run.log.texts('step')).toContain('Chunk 18 was empty and is skipped');
    expect(run.log.snapshot().warningCount).toBe(6);
  });

  it('forwards the chunks already received when the tracker disconnects mid-stream', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const chunks = numberedChunks(80);
    const run = await startTransfer({
      tracker: { chunks, disconnectAfter: 40 },
      // The service is slow: most chunks are still queued when the link drops.
      respond: async (_post, index) => {
        if (index === 0) await held;
        return 200;
      },
    });
    while (!run.log.texts('error').length) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(run.log.snapshot().pending).toBe(40);
    release();
    await run.done;

    expect(run.posts.map((post) => indexOf(post.body))).toEqual([...Array(40).keys()]);
    expect(run.log.texts('error')).toEqual(['The tracker disconnected during the transfer']);
    expect(run.log.texts('step').slice(-2)).toEqual([
      'Forwarding the 40 chunks received before that…',
      'Transfer finished: 40 chunks forwarded',
    ]);
    expect(run.tracker.history).not.toContain('write 0x00');
  });

  it('retries failing POSTs with backoff and keeps the order', async () => {
    const failures = new Map([
      [3, 2],
      [7, 1],
    ]);
    const run = await startTransfer({
      tracker: { chunks: numberedChunks(10) },
      respond: (post) => {
        const left = failures.get(indexOf(post.body)) ?? 0;
        failures.set(indexOf(post.body), left - 1);
        return left > 0 ? 503 : 201;
      },
    });
    await run.untilForwarded(10);
    run.transfer.stop();
    await run.done;

    expect(run.posts.map((post) => indexOf(post.body))).toEqual([
      0, 1, 2, 3, 3, 3, 4, 5, 6, 7, 7, 8, 9,
    ]);
    expect(run.delays).toEqual([500, 1000, 500]);
    expect(run.log.texts('retry')).toEqual([
      'Chunk 3: HTTP 503; trying again in 0.5 s (attempt 2)',
      'Chunk 3: HTTP 503; trying again in 1 s (attempt 3)',
      'Chunk 7: HTTP 503; trying again in 0.5 s (attempt 2)',
    ]);
    expect(run.log.texts('warning')).toEqual([]);
  });

  it('stops the stream when the service refuses a chunk', async () => {
    const run = await startTransfer({
      tracker: { chunks: numberedChunks(30), packetsPerTick: 30 },
      respond: (post) => (indexOf(post.body) === 2 ? 401 : 200),
    });
    await run.done;

    expect(run.log.texts('error')).toEqual([
      'Chunk 2 could not be forwarded: refused with HTTP 401',
      '28 chunks received from the tracker could not be forwarded',
    ]);
    expect(run.tracker.history.slice(-3)).toEqual([
      'write 0x00',
      'stop notifications',
      'disconnect',
    ]);
    expect(run.log.snapshot()).toMatchObject({ phase: 'failed', forwarded: 2 });
  });

  it('cancels before streaming when stopped while connecting', async () => {
    const run = await startTransfer({
      tracker: { chunks: numberedChunks(5) },
      signUnlock: async (_request, { signed, transfer }) => {
        transfer.stop();
        return signed();
      },
    });
    await run.done;
    expect(run.log.texts('step').at(-1)).toBe('Transfer cancelled');
    expect(run.log.texts('error')).toEqual([]);
    expect(run.posts).toEqual([]);
    expect(run.tracker.connected).toBe(false);
  });
});
