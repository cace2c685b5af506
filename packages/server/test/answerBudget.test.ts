import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerBudget, LARGE_ANSWER_BYTES } from '../src/graphql/AnswerBudget.js';
import { LargeAnswerGate } from '../src/graphql/LargeAnswerGate.js';
import { TouchlineError } from '../src/errors/TouchlineError.js';
import { untilClientGone } from '../src/http/clientGone.js';

const LARGE = { values: 10, bytes: LARGE_ANSWER_BYTES };

/** Whether the promise has settled once every pending callback has run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

async function codeOf(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (error) {
    return TouchlineError.is(error) ? error.code : 'not a TouchlineError';
  }
}

describe('AnswerBudget', () => {
  it('refuses the part that would pass the values ceiling (rows x columns), and counts nothing for it', async () => {
    const budget = new AnswerBudget('p', new LargeAnswerGate(), { maxValues: 1000, maxBytes: 1e9 });
    await budget.spend({ values: 600, bytes: 10 });
    expect(await codeOf(budget.spend({ values: 600, bytes: 10 }))).toBe('QUERY_TOO_LARGE');
    expect(await codeOf(budget.spend({ values: 400, bytes: 10 }))).toBeNull();
  });

  it('refuses the part that would pass the bytes ceiling', async () => {
    const budget = new AnswerBudget('p', new LargeAnswerGate(), { maxValues: 1e9, maxBytes: 100 });
    await budget.spend({ values: 1, bytes: 60 });
    expect(await codeOf(budget.spend({ values: 1, bytes: 60 }))).toBe('RESPONSE_TOO_LARGE');
  });
});

describe('LargeAnswerGate', () => {
  it('lets an answer whose client has gone leave the line, and builds nothing for it', async () => {
    const gate = new LargeAnswerGate(1, 1);
    const first = new AnswerBudget('coach', gate);
    await first.spend(LARGE);
    const client = new AbortController();
    const abandoned = untilClientGone(client.signal, () =>
      new AnswerBudget('athlete', gate).spend(LARGE),
    );
    const next = new AnswerBudget('staff', gate).spend(LARGE);
    client.abort();
    expect(await codeOf(abandoned)).toBe('CLIENT_GONE');
    first.finish();
    expect(await settledYet(next)).toBe(true);
    expect(
      await codeOf(untilClientGone(client.signal, () => new AnswerBudget('p', gate).spend(LARGE))),
    ).toBe('CLIENT_GONE');
  });

  it("lets one large answer per person be built: the person's next waits until the first is sent", async () => {
    const gate = new LargeAnswerGate(4, 1);
    const first = new AnswerBudget('athlete', gate);
    const second = new AnswerBudget('athlete', gate);
    await first.spend(LARGE);
    const waiting = second.spend(LARGE);
    expect(await settledYet(waiting)).toBe(false);
    first.finish();
    expect(await settledYet(waiting)).toBe(true);
  });

  it("lets other people's large answers past one person's queue, up to the process's slots", async () => {
    const gate = new LargeAnswerGate(2, 1);
    const flood = Array.from({ length: 5 }, () => new AnswerBudget('athlete', gate));
    await flood[0]!.spend(LARGE);
    const queued = flood.slice(1).map((budget) => budget.spend(LARGE));
    const coach = new AnswerBudget('coach', gate);
    expect(await settledYet(coach.spend(LARGE))).toBe(true);
    const analyst = new AnswerBudget('analyst', gate);
    const analystTurn = analyst.spend(LARGE);
    expect(await settledYet(analystTurn)).toBe(false);
    coach.finish();
    // The analyst was waiting before the athlete's queued requests could run.
    expect(await settledYet(analystTurn)).toBe(true);
    expect(await settledYet(Promise.race(queued))).toBe(false);
  });

  it('does not gate small parts, and frees the turn of an answer finished while it waited', async () => {
    const gate = new LargeAnswerGate(1, 1);
    const small = new AnswerBudget('a', gate);
    await small.spend({ values: 1, bytes: 10 });
    const holder = new AnswerBudget('b', gate);
    await holder.spend(LARGE);
    const abandoned = new AnswerBudget('c', gate);
    const turn = abandoned.spend(LARGE);
    abandoned.finish();
    holder.finish();
    await turn;
    const next = new AnswerBudget('d', gate);
    expect(await settledYet(next.spend(LARGE))).toBe(true);
  });

  describe('with a share of the time per person', () => {
    afterEach(() => vi.useRealTimers());

    it('makes a person whose large answer took T wait 2T (a third of the time) before the next', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const gate = new LargeAnswerGate(2, 1 / 3);
      const first = new AnswerBudget('athlete', gate);
      await first.spend(LARGE);
      vi.advanceTimersByTime(300);
      first.finish();
      const next = new AnswerBudget('athlete', gate).spend(LARGE);
      const coach = new AnswerBudget('coach', gate).spend(LARGE);
      expect(await settledYet(coach)).toBe(true);
      expect(await settledYet(next)).toBe(false);
      vi.advanceTimersByTime(599);
      expect(await settledYet(next)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await settledYet(next)).toBe(true);
    });
  });
});
