import { TouchlineError } from '../errors/TouchlineError.js';

/** Answers with large parts built at once, in the whole process. */
const PROCESS_SLOTS = 2;
/** The most of the time one person's large answers may take, however many they send. */
const PERSON_SHARE = 1 / 5;
/** Past this many people resting, those whose rest is over are forgotten. */
const MAX_RESTING = 1000;

interface Waiting {
  personId: string;
  admit: () => void;
}

/**
 * Lets answers holding large parts (datasets' tables) be built a few at a
 * time: one per person, PROCESS_SLOTS in the process, first come first
 * served; and a person whose large answer took T waits 4T before their next
 * one starts, so one person's flood takes at most a fifth of the time. Every
 * other request, and other people's large ones, go on meanwhile: the memory
 * and the thread time large answers take stay bounded.
 */
export class LargeAnswerGate {
  private running = 0;
  private readonly busyPeople = new Set<string>();
  /** When each person who had a large answer lately may start the next. */
  private readonly restingUntil = new Map<string, number>();
  private readonly waiting: Waiting[] = [];
  private wakeUp: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly slots = PROCESS_SLOTS,
    private readonly share = PERSON_SHARE,
  ) {}

  /**
   * Resolves, when the person's answer may be built, with the function that
   * ends its turn; rejects with CLIENT_GONE, leaving the line, when `signal`
   * aborts first (nobody waits for that answer any more).
   */
  admit(personId: string, signal?: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new TouchlineError('CLIENT_GONE'));
      const leave = () => {
        const at = this.waiting.indexOf(waiting);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        reject(new TouchlineError('CLIENT_GONE'));
      };
      const waiting: Waiting = {
        personId,
        admit: () => {
          signal?.removeEventListener('abort', leave);
          resolve(this.releaseOf(personId));
        },
      };
      this.waiting.push(waiting);
      signal?.addEventListener('abort', leave, { once: true });
      this.admitNext();
    });
  }

  private releaseOf(personId: string): () => void {
    const startedAt = Date.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = Date.now();
      const rest = (now - startedAt) * (1 / this.share - 1);
      if (rest > 0) this.restingUntil.set(personId, now + rest);
      if (this.restingUntil.size > MAX_RESTING) this.forgetRested(now);
      this.running -= 1;
      this.busyPeople.delete(personId);
      this.admitNext();
    };
  }

  private forgetRested(now: number): void {
    for (const [personId, until] of this.restingUntil)
      if (until <= now) this.restingUntil.delete(personId);
  }

  private mayStart(personId: string, now: number): boolean {
    if (this.busyPeople.has(personId)) return false;
    const until = this.restingUntil.get(personId);
    if (until === undefined) return true;
    if (until > now) return false;
    this.restingUntil.delete(personId);
    return true;
  }

  private admitNext(): void {
    const now = Date.now();
    while (this.running < this.slots) {
      const next = this.waiting.findIndex(({ personId }) => this.mayStart(personId, now));
      if (next < 0) break;
      const [{ personId, admit }] = this.waiting.splice(next, 1) as [Waiting];
      this.running += 1;
      this.busyPeople.add(personId);
      admit();
    }
    this.wakeWhenRested(now);
  }

  /** Someone waits only for their rest to end: look again then. */
  private wakeWhenRested(now: number): void {
    if (this.wakeUp || this.running >= this.slots) return;
    const ends = this.waiting
      .map(({ personId }) => this.restingUntil.get(personId))
      .filter((until): until is number => until !== undefined && until > now);
    if (ends.length === 0) return;
    this.wakeUp = setTimeout(
      () => {
        this.wakeUp = null;
        this.admitNext();
      },
      Math.min(...ends) - now,
    );
    this.wakeUp.unref?.();
  }
}
