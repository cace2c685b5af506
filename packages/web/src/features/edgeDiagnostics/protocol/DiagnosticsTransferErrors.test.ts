import { describe, expect, it } from 'vitest';
import { createTestSigner } from './testing/testSigner';
import { numberedChunks, startTransfer, type HarnessOptions } from './testing/transferHarness';
import { TRACKER_GATT } from './trackerGatt';

const { mds, unlock } = TRACKER_GATT;

/** Runs a transfer that should fail, and answers its log's errors. */
async function failingTransfer(options: HarnessOptions) {
  const run = await startTransfer({
    ...options,
    tracker: { chunks: numberedChunks(3), ...options.tracker },
  });
  await run.done;
  expect(run.log.snapshot().phase).toBe('failed');
  expect(run.posts).toEqual([]);
  return { errors: run.log.texts('error'), tracker: run.tracker };
}

describe('a transfer that cannot go ahead', () => {
  it.each([
    mds.service,
    unlock.service,
    mds.supportedFeatures,
    mds.dataExport,
    unlock.nonce,
    unlock.signature,
  ])("says 'Missing service or characteristic' without %s", async (missing) => {
    const { errors } = await failingTransfer({ tracker: { missing: [missing] } });
    expect(errors).toEqual(['Missing service or characteristic']);
  });

  it.each([{ serialNumber: '' }, { boardName: '' }, { serialNumber: '\0\0' }])(
    "says 'Device serial number or board name not set' for %o",
    async (tracker) => {
      const { errors } = await failingTransfer({ tracker });
      expect(errors).toEqual(['Device serial number or board name not set']);
    },
  );

  it.each([{ failNonceRead: true }, { nonceLength: 8 }, { nonceLength: 33 }])(
    "says 'Failed to read nonce from device' for %o",
    async (tracker) => {
      const { errors } = await failingTransfer({ tracker });
      expect(errors).toEqual(['Failed to read nonce from device']);
    },
  );

  it.each([
    [null, 'No signed message'],
    ['', 'No signed message'],
    ['bm90IGEgc2lnbmF0dXJl', 'No signed message'],
    [
      new Error('Too many diagnostics unlocks in a short time: try again in 4 minutes.'),
      'Too many',
    ],
    [new Error(''), 'Unknown error'],
  ])('reports the server answer %s', async (answer, message) => {
    const { errors, tracker } = await failingTransfer({
      signUnlock: () =>
        answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
    });
    expect(errors).toEqual([expect.stringContaining(message) as string]);
    expect(tracker.history).not.toContain('unlock');
  });

  it('is refused by the tracker when the signature is not the server key’s', async () => {
    const stranger = await createTestSigner();
    const { errors, tracker } = await failingTransfer({
      signUnlock: (request) => stranger.signUnlock(request),
    });
    expect(errors).toEqual([
      'The tracker refused the unlock (The unlock signature does not verify.)',
    ]);
    expect(tracker.unlocked).toBe(false);
  });

  it.each([
    [{ dataUri: '' }, 'Data Uri or Authorization Header not set'],
    [{ authorization: '  ' }, 'Data Uri or Authorization Header not set'],
    [{ missing: [mds.authorization] }, 'Missing service or characteristic'],
    [{ authorization: 'Bearer secret' }, 'Invalid authorization config'],
    [
      { dataUri: 'http://collector.evil.test/x' },
      'Refused to send diagnostics to http://collector.evil.test/x: the data URI must use https.',
    ],
    [
      { supportedFeatures: [0, 2] },
      'The tracker asks for diagnostics features this page does not support (0x0002)',
    ],
  ])('refuses the tracker configuration %o', async (tracker, message) => {
    const { errors } = await failingTransfer({ tracker });
    expect(errors).toEqual([message]);
  });

  it("says 'Server not connected' when the tracker leaves before the unlock", async () => {
    const { errors } = await failingTransfer({
      signUnlock: async (_request, { signed, tracker }) => {
        const signature = await signed();
        tracker.dropLink();
        return signature;
      },
    });
    expect(errors).toEqual(['Server not connected']);
  });

  it('reports the browser’s words when the chooser is closed', async () => {
    const { errors } = await failingTransfer({ tracker: { chooserCancelled: true } });
    expect(errors).toEqual(['User cancelled the requestDevice() chooser.']);
  });
});
