import type { Database } from '../db/database.js';

/** Requests worked on at once: enough to keep the database's pool busy, few enough to answer fast. */
export const MAX_RUNNING = 8;
/**
 * On the embedded database every statement runs on this thread: two requests
 * at once keep it busy (one runs while the other waits its turn), and more
 * would only make each answer later.
 */
export const MAX_RUNNING_EMBEDDED = 2;
/** Requests waiting for a place; past this a request is refused at once. */
export const MAX_WAITING = 32;
/** A request that waited this long is refused: its person is better off trying again. */
export const MAX_WAIT_MS = 500;
/** What a refused request is told to wait before trying again (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 1;

/** The bounds for a process on `driver`. */
export function admissionLimits(driver: Database['driver']) {
  return {
    running: driver === 'pglite' ? MAX_RUNNING_EMBEDDED : MAX_RUNNING,
    waiting: MAX_WAITING,
    waitMs: MAX_WAIT_MS,
  };
}

interface Waiting {
  admit: (release: () => void) => void;
  refuse: () => void;
  timer: ReturnType<typeof setTimeout>;
  /** When it started waiting (the clock's ms). */
  since: number;
}

/**
 * Bounds the work one process takes on: at most MAX_RUNNING requests are
 * worked on together, at most MAX_WAITING wait (first come, first served),
 * and none waits longer than MAX_WAIT_MS. A request past those bounds is
 * refused at once (the caller answers 503 with Retry-After) instead of
 * queueing without end, so under overload the answers that are given stay
 * fast, and the process is quick again as soon as the load stops. The wait
 * is also measured when a place frees: on an embedded database a request's
 * statements run on this thread and can keep it busy past a waiting
 * request's timer, which must not let that request in late.
 */
export class RequestAdmission {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(
    private readonly limits: { running: number; waiting: number; waitMs: number } = admissionLimits(
      'postgres',
    ),
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Resolves with the function that ends the request's turn (call it once
   * the answer is sent), or with null when the request is refused: too many
   * wait, it waited too long, or `signal` says its client has gone.
   */
  admit(signal?: AbortSignal): Promise<(() => void) | null> {
    if (signal?.aborted) return Promise.resolve(null);
    if (this.running < this.limits.running) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.limits.waiting) return Promise.resolve(null);
    return new Promise((resolve) => {
      const leave = () => {
        const at = this.waiting.indexOf(waiting);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        clearTimeout(waiting.timer);
        signal?.removeEventListener('abort', leave);
        resolve(null);
      };
      const waiting: Waiting = {
        admit: (release) => {
          signal?.removeEventListener('abort', leave);
          resolve(release);
        },
        refuse: () => {
          signal?.removeEventListener('abort', leave);
          resolve(null);
        },
        timer: setTimeout(leave, this.limits.waitMs),
        since: this.now(),
      };
      this.waiting.push(waiting);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  /** Requests being worked on and waiting, for tests and diagnostics. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.nextInTime();
      if (!next) {
        this.running -= 1;
        return;
      }
      // The place passes straight to the next request.
      next.admit(this.releaser());
    };
  }

  /** The first waiting request still within its wait; those past it are refused now. */
  private nextInTime(): Waiting | undefined {
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      clearTimeout(next.timer);
      if (this.now() - next.since <= this.limits.waitMs) return next;
      next.refuse();
    }
    return undefined;
  }
}
