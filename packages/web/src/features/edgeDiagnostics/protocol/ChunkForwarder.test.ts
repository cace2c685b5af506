import { describe, expect, it } from 'vitest';
import { ChunkForwarder, type Chunk, type PostChunk } from './ChunkForwarder';

const chunk = (sequenceNumber: number): Chunk => ({
  sequenceNumber,
  bytes: Uint8Array.of(sequenceNumber, 0xaa),
});

function recordingEvents() {
  const events: string[] = [];
  return {
    events,
    handlers: {
      forwarded: (sent: Chunk, status: number) => events.push(`${sent.sequenceNumber} ${status}`),
      retrying: (sent: Chunk, problem: string, attempt: number, delayMs: number) =>
        events.push(`${sent.sequenceNumber} ${problem}, attempt ${attempt} in ${delayMs}`),
      failed: (sent: Chunk, problem: string) =>
        events.push(`${sent.sequenceNumber} failed: ${problem}`),
    },
  };
}

const noWait = () => Promise.resolve();

describe('ChunkForwarder', () => {
  it('posts one chunk at a time, in the order they came', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const bodies: number[] = [];
    const post: PostChunk = async (bytes) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, bytes[0]! % 3));
      bodies.push(bytes[0]!);
      inFlight -= 1;
      return 202;
    };
    const { events, handlers } = recordingEvents();
    const forwarder = new ChunkForwarder(post, handlers);
    for (let number = 0; number < 20; number++) forwarder.enqueue(chunk(number));
    expect(forwarder.pending).toBe(20);
    await forwarder.drained();
    expect(bodies).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(mostInFlight).toBe(1);
    expect(events[0]).toBe('0 202');
    expect(forwarder.pending).toBe(0);
  });

  it('retries a failed POST with backoff before the next chunk goes', async () => {
    const answers = [503, 0, 429, 200, 200];
    const sent: number[] = [];
    const post: PostChunk = (bytes) => {
      sent.push(bytes[0]!);
      const status = answers.shift()!;
      return status === 0
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(status);
    };
    const delays: number[] = [];
    const { events, handlers } = recordingEvents();
    const forwarder = new ChunkForwarder(
      post,
      handlers,
      { attempts: 5, firstDelayMs: 100, maxDelayMs: 250 },
      (ms) => Promise.resolve(void delays.push(ms)),
    );
    forwarder.enqueue(chunk(7));
    forwarder.enqueue(chunk(8));
    await forwarder.drained();
    expect(sent).toEqual([7, 7, 7, 7, 8]);
    expect(delays).toEqual([100, 200, 250]);
    expect(events).toEqual([
      '7 HTTP 503, attempt 2 in 100',
      '7 network error (Failed to fetch), attempt 3 in 200',
      '7 HTTP 429, attempt 4 in 250',
      '7 200',
      '8 200',
    ]);
  });

  it('stops at a chunk the service refuses, keeping the rest unsent', async () => {
    const { events, handlers } = recordingEvents();
    const forwarder = new ChunkForwarder(
      (bytes) => Promise.resolve(bytes[0] === 1 ? 401 : 200),
      handlers,
      undefined,
      noWait,
    );
    for (let number = 0; number < 4; number++) forwarder.enqueue(chunk(number));
    await forwarder.drained();
    expect(events).toEqual(['0 200', '1 failed: refused with HTTP 401']);
    expect(forwarder.failed).toBe(true);
    expect(forwarder.pending).toBe(3);
  });

  it('gives up after the last attempt', async () => {
    const { events, handlers } = recordingEvents();
    const forwarder = new ChunkForwarder(
      () => Promise.resolve(500),
      handlers,
      { attempts: 3, firstDelayMs: 1, maxDelayMs: 1 },
      noWait,
    );
    forwarder.enqueue(chunk(0));
    await forwarder.drained();
    expect(events.at(-1)).toBe('0 failed: HTTP 500 after 3 attempts');
    expect(events).toHaveLength(3);
  });
});
