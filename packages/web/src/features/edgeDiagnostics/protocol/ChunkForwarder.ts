import { errorText } from './diagnosticsMessages';

export interface Chunk {
  sequenceNumber: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/** POSTs one chunk; resolves with the HTTP status, rejects when the network fails. */
export type PostChunk = (bytes: Uint8Array<ArrayBuffer>) => Promise<number>;

export interface RetryPolicy {
  /** Tries per chunk, the first included. */
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, firstDelayMs: 500, maxDelayMs: 8000 };

export interface ForwardingEvents {
  forwarded(chunk: Chunk, status: number): void;
  retrying(chunk: Chunk, problem: string, nextAttempt: number, delayMs: number): void;
  /** Forwarding stopped at this chunk; it and the chunks after it stay unsent. */
  failed(chunk: Chunk, problem: string): void;
}

/** Timeouts, throttling and server errors may pass; other refusals will not. */
const worthRetrying = (status: number) => status === 408 || status === 429 || status >= 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Delivery = { ok: true; status: number } | { ok: false; problem: string };

/**
 * Sends chunks one at a time in arrival order. A failed POST is retried with
 * exponential backoff before the next chunk goes; when a chunk cannot be
 * delivered, forwarding stops there so nothing is sent out of order.
 */
export class ChunkForwarder {
  private readonly queue: Chunk[] = [];
  private pumping: Promise<void> | null = null;
  private failure: string | null = null;

  constructor(
    private readonly post: PostChunk,
    private readonly events: ForwardingEvents,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {}

  enqueue(chunk: Chunk) {
    this.queue.push(chunk);
    this.pumping ??= this.pump().finally(() => (this.pumping = null));
  }

  /** Chunks received and not forwarded (yet). */
  get pending(): number {
    return this.queue.length;
  }

  get failed(): boolean {
    return this.failure !== null;
  }

  /** Resolves once every queued chunk is forwarded, or forwarding has failed. */
  async drained(): Promise<void> {
    while (this.pumping) await this.pumping;
  }

  private async pump() {
    while (this.failure === null) {
      const chunk = this.queue[0];
      if (!chunk) return;
      const delivery = await this.deliver(chunk);
      if (delivery.ok) {
        this.queue.shift();
        this.events.forwarded(chunk, delivery.status);
      } else {
        this.failure = delivery.problem;
        this.events.failed(chunk, delivery.problem);
      }
    }
  }

  private async deliver(chunk: Chunk): Promise<Delivery> {
    const { attempts, firstDelayMs, maxDelayMs } = this.retry;
    for (let attempt = 1; ; attempt++) {
      let problem: string;
      try {
        const status = await this.post(chunk.bytes);
        if (status >= 200 && status < 300) return { ok: true, status };
        problem = `HTTP ${status}`;
        if (!worthRetrying(status)) return { ok: false, problem: `refused with ${problem}` };
      } catch (error) {
        problem = `network error (${errorText(error)})`;
      }
      if (attempt >= attempts)
        return { ok: false, problem: `${problem} after ${attempts} attempts` };
      const delayMs = Math.min(maxDelayMs, firstDelayMs * 2 ** (attempt - 1));
      this.events.retrying(chunk, problem, attempt + 1, delayMs);
      await this.wait(delayMs);
    }
  }
}
