import { TouchlineError } from '../errors/TouchlineError.js';
import { currentClientSignal, stopIfClientGone } from '../http/clientGone.js';
import type { LargeAnswerGate } from './LargeAnswerGate.js';
import { MAX_RESPONSE_BYTES } from './responseCeiling.js';

/**
 * The most values one answer may hold, counted as it is built: a dataset's
 * table counts its rows x columns. A season of a 25-athlete squad (about
 * 30,000 rows of 45 columns) is 1.4 million.
 */
export const MAX_ANSWER_VALUES = 2_500_000;

/** A table at least this large waits its turn (LargeAnswerGate) before it is read. */
export const LARGE_ANSWER_BYTES = 1024 * 1024;

/** What one large part of an answer (a dataset's table) will add to it. */
export interface AnswerPart {
  values: number;
  bytes: number;
}

/**
 * What one answer (an HTTP request's whole batch, or one websocket operation)
 * may still hold. A resolver of a large part spends from it BEFORE reading
 * that part: an answer over the ceiling is refused while it is built, with
 * nothing read or held, instead of after it was built. Every copy of a part
 * (aliases, repeated ids) spends again: the answer holds it again.
 */
export class AnswerBudget {
  private values = 0;
  private bytes = 0;
  private admitted: Promise<void> | null = null;
  private release: (() => void) | null = null;
  private finished = false;

  constructor(
    private readonly personId: string,
    private readonly gate: LargeAnswerGate,
    private readonly limits: { maxValues?: number; maxBytes?: number } = {},
  ) {}

  private get maxValues() {
    return this.limits.maxValues ?? MAX_ANSWER_VALUES;
  }

  private get maxBytes() {
    return this.limits.maxBytes ?? MAX_RESPONSE_BYTES;
  }

  /**
   * Counts the part in, or throws QUERY_TOO_LARGE / RESPONSE_TOO_LARGE when
   * the answer would pass a ceiling. A large part then waits until the gate
   * lets this answer be built (one at a time per person, a few per process).
   * A request whose client has gone throws CLIENT_GONE instead, waiting or not.
   */
  async spend(part: AnswerPart): Promise<void> {
    stopIfClientGone();
    const values = this.values + part.values;
    const bytes = this.bytes + part.bytes;
    if (values > this.maxValues)
      throw new TouchlineError('QUERY_TOO_LARGE', { cost: values, maxCost: this.maxValues });
    if (bytes > this.maxBytes)
      throw new TouchlineError('RESPONSE_TOO_LARGE', { bytes, maxBytes: this.maxBytes });
    this.values = values;
    this.bytes = bytes;
    if (part.bytes < LARGE_ANSWER_BYTES) return;
    this.admitted ??= this.gate.admit(this.personId, currentClientSignal()).then((release) => {
      // The answer may have been sent (a failed operation) while it waited.
      if (this.finished) release();
      else this.release = release;
    });
    await this.admitted;
  }

  /** The answer is sent (or abandoned): the gate lets the next one in. */
  finish(): void {
    this.finished = true;
    this.release?.();
    this.release = null;
  }
}
