/** Requests worked on at once: enough to keep the database's pool busy, few enough to answer fast. */
export const MAX_RUNNING = 8;
/** Requests waiting for a place; past this a request is refused at once. */
export const MAX_WAITING = 32;
/** A request that waited this long is refused: its person is better off trying again. */
export const MAX_WAIT_MS = 500;
/** What a refused request is told to wait before trying again (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 1;

interface Waiting {
  admit: (release: () => void) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Bounds the work one process takes on: at most MAX_RUNNING requests are
 * worked on together, at most MAX_WAITING wait (first come, first served),
 * and none waits longer than MAX_WAIT_MS. A request past those bounds is
 * refused at once (the caller answers 503 with Retry-After) instead of
 * queueing without end, so under overload the answers that are given stay
 * fast, and the process is quick again as soon as the load stops.
 */
export class RequestAdmission {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(
    private readonly limits: { running: number; waiting: number; waitMs: number } = {
      running: MAX_RUNNING,
      waiting: MAX_WAITING,
      waitMs: MAX_WAIT_MS,
    },
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
        timer: setTimeout(leave, this.limits.waitMs),
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
      const next = this.waiting.shift();
      if (!next) {
        this.running -= 1;
        return;
      }
      // The place passes straight to the next request.
      clearTimeout(next.timer);
      next.admit(this.releaser());
    };
  }
}
