import { createHash } from 'node:crypto';

interface Answer {
  body: Uint8Array;
  contentType: string;
}

interface CachedAnswer extends Answer {
  storedAt: number;
}

// A session page's batch answers in about 300 KB; this keeps a few hundred.
const MAX_BYTES = 64 * 1024 * 1024;
// A safety net only: every write the server knows of clears the cache at once.
const TTL_MS = 10_000;

/**
 * Answers to read-only GraphQL requests, per person, time zone and request
 * body, kept until anything changes. A screen's batch of queries costs tens of
 * milliseconds of database and execution time; the same person asking again
 * (a reload, another tab, polling) before anything changed gets the same
 * bytes. Any mutation, upload, finished processing or club change, in any
 * process (they all NOTIFY), clears it. Requests arriving while the same
 * one is being answered wait for that answer instead of computing it again,
 * so a clear under load costs one computation, not one per waiting request.
 */
export class GraphqlResponseCache {
  private readonly answers = new Map<string, CachedAnswer>();
  /** Answers being computed, so that the same request arriving meanwhile waits for them. */
  private readonly inFlight = new Map<string, Promise<Answer | undefined>>();
  private bytes = 0;
  /** Counts the clears: an answer computed across one is not kept. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  keyOf(personId: string, timeZone: string, requestBody: unknown): string {
    return createHash('sha256')
      .update(`${personId}\n${timeZone}\n`)
      .update(typeof requestBody === 'string' ? requestBody : JSON.stringify(requestBody))
      .digest('base64url');
  }

  get(key: string): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (this.now() - answer.storedAt > TTL_MS) {
      this.remove(key, answer);
      return undefined;
    }
    // Most recently used last, so the oldest go first when space runs out.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /** The answer of the same request being computed now, if one is (undefined if not shareable). */
  joinFlight(key: string): Promise<Answer | undefined> | undefined {
    return this.inFlight.get(`${this.generation} ${key}`);
  }

  /**
   * Announces that this request is being computed; the function returned
   * hands its answer (or undefined, when it is not to be shared) to whoever
   * joined meanwhile. Calling it again does nothing.
   */
  takeOff(key: string): (answer: Answer | undefined) => void {
    const flight = `${this.generation} ${key}`;
    let land: ((answer: Answer | undefined) => void) | null = null;
    this.inFlight.set(flight, new Promise((resolve) => (land = resolve)));
    return (answer) => {
      if (!land) return;
      this.inFlight.delete(flight);
      land(answer);
      land = null;
    };
  }

  /** What `set` needs to know that nothing changed while an answer was computed. */
  get currentGeneration(): number {
    return this.generation;
  }

  set(key: string, body: Uint8Array, contentType: string, computedIn: number): void {
    if (computedIn !== this.generation || body.byteLength > MAX_BYTES / 8) return;
    const old = this.answers.get(key);
    if (old) this.remove(key, old);
    this.answers.set(key, { body, contentType, storedAt: this.now() });
    this.bytes += body.byteLength;
    for (const [oldest, answer] of this.answers) {
      if (this.bytes <= MAX_BYTES) break;
      this.remove(oldest, answer);
    }
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
    this.bytes = 0;
  }

  private remove(key: string, answer: CachedAnswer) {
    this.answers.delete(key);
    this.bytes -= answer.body.byteLength;
  }
}
