import { DiagnosticsTransfer, type UnlockRequest } from '../DiagnosticsTransfer';
import { TransferLog } from '../TransferLog';
import { FakeTracker, type FakeTrackerOptions } from './FakeTracker';
import { createTestSigner } from './testSigner';

export interface ForwardedPost {
  url: string;
  headers: Record<string, string>;
  body: number[];
  credentials: RequestCredentials | undefined;
}

export interface SigningScene {
  signed: () => Promise<string>;
  tracker: FakeTracker;
  transfer: DiagnosticsTransfer;
}

export interface HarnessOptions {
  tracker?: Omit<FakeTrackerOptions, 'publicKey'>;
  /** The diagnostics service's answer to each POST (by arrival, retries included). */
  respond?: (post: ForwardedPost, index: number) => Promise<number> | number;
  /** Replaces the server's answer; `signed` gives the test signer's. */
  signUnlock?: (request: UnlockRequest, scene: SigningScene) => Promise<string | null>;
}

/** A transfer from a fake tracker, signed by a test key, to a recording diagnostics service. */
export async function startTransfer(options: HarnessOptions = {}) {
  const signer = await createTestSigner();
  const tracker = new FakeTracker({ publicKey: signer.publicKey, ...options.tracker });
  const log = new TransferLog();
  const posts: ForwardedPost[] = [];
  const delays: number[] = [];
  const transfer: DiagnosticsTransfer = new DiagnosticsTransfer({
    bluetooth: tracker,
    log,
    async fetch(url, init) {
      const post: ForwardedPost = {
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        body: Array.from(init.body as Uint8Array),
        credentials: init.credentials,
      };
      posts.push(post);
      const status = await (options.respond?.(post, posts.length - 1) ?? 202);
      return new Response(null, { status });
    },
    signUnlock: (request) =>
      options.signUnlock
        ? options.signUnlock(request, {
            signed: () => signer.signUnlock(request),
            tracker,
            transfer,
          })
        : signer.signUnlock(request),
    wait: (ms) => Promise.resolve(void delays.push(ms)),
  });
  const done = transfer.run();
  /** Resolves once the log says `count` chunks were forwarded. */
  const untilForwarded = async (count: number) => {
    while (log.snapshot().forwarded < count) {
      if (log.snapshot().phase === 'failed') throw new Error(log.texts('error').join('\n'));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  };
  return { tracker, log, transfer, posts, delays, done, signer, untilForwarded };
}

/** Chunk bodies that say which they are: index (two bytes) and a length that varies. */
export function numberedChunks(count: number): Uint8Array[] {
  return Array.from({ length: count }, (_, index) =>
    Uint8Array.from({ length: 2 + (index % 7) }, (_, byte) =>
      byte === 0 ? index >> 8 : byte === 1 ? index & 0xff : 0x55,
    ),
  );
}
