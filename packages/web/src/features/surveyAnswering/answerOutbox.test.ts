import { describe, expect, it } from 'vitest';
import { answerOutbox, type KeptAnswer, type SendOutcome } from './answerOutbox';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string | null) =>
      value === null ? values.delete(key) : values.set(key, value),
  };
}

const KEY = 'kept';
const sleep = [{ questionId: 'q1', value: 3 }];

describe('answerOutbox', () => {
  it('keeps an answer by distribution; keeping again replaces it', () => {
    const storage = memoryStorage();
    const outbox = answerOutbox(storage, KEY);
    outbox.keep('d1', sleep, new Date('2026-11-29T07:40:00Z'));
    outbox.keep('d1', [{ questionId: 'q1', value: 5 }], new Date('2026-11-29T07:41:00Z'));
    expect(outbox.all()).toEqual([
      {
        distributionId: 'd1',
        answers: [{ questionId: 'q1', value: 5 }],
        keptAt: '2026-11-29T07:41:00.000Z',
      },
    ]);
    // Stored, so another page (or a reload) finds it.
    expect(answerOutbox(storage, KEY).kept('d1')?.answers).toEqual([
      { questionId: 'q1', value: 5 },
    ]);
  });

  it('sends oldest first and forgets what was sent or refused', async () => {
    const storage = memoryStorage();
    const outbox = answerOutbox(storage, KEY);
    outbox.keep('late', sleep, new Date('2026-11-29T08:00:00Z'));
    outbox.keep('early', sleep, new Date('2026-11-29T07:00:00Z'));
    const order: string[] = [];
    const outcomes = await outbox.sendAll((kept) => {
      order.push(kept.distributionId);
      return Promise.resolve<SendOutcome>(kept.distributionId === 'early' ? 'sent' : 'refused');
    });
    expect(order).toEqual(['early', 'late']);
    expect([...outcomes]).toEqual([
      ['early', 'sent'],
      ['late', 'refused'],
    ]);
    expect(outbox.all()).toEqual([]);
    expect(storage.values.has(KEY)).toBe(false);
  });

  it('keeps the answer, and those after it, when the network is still down', async () => {
    const outbox = answerOutbox(memoryStorage(), KEY);
    outbox.keep('d1', sleep, new Date('2026-11-29T07:00:00Z'));
    outbox.keep('d2', sleep, new Date('2026-11-29T07:05:00Z'));
    const sent: string[] = [];
    await outbox.sendAll((kept) => {
      sent.push(kept.distributionId);
      return Promise.resolve<SendOutcome>('offline');
    });
    expect(sent).toEqual(['d1']);
    expect(
      outbox
        .all()
        .map((kept) => kept.distributionId)
        .sort(),
    ).toEqual(['d1', 'd2']);
  });

  it('sends each answer once when several pages ask at the same time', async () => {
    const outbox = answerOutbox(memoryStorage(), KEY);
    outbox.keep('d1', sleep);
    const sent: KeptAnswer[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = async (kept: KeptAnswer) => {
      sent.push(kept);
      await gate;
      return 'sent' as const;
    };
    const first = outbox.sendAll(send);
    const second = outbox.sendAll(send);
    release();
    await Promise.all([first, second]);
    expect(sent).toHaveLength(1);
  });

  it('keeps an answer given again while the earlier one was on its way', async () => {
    const outbox = answerOutbox(memoryStorage(), KEY);
    outbox.keep('d1', sleep, new Date('2026-11-29T07:00:00Z'));
    await outbox.sendAll(() => {
      outbox.keep('d1', [{ questionId: 'q1', value: 6 }], new Date('2026-11-29T07:01:00Z'));
      return Promise.resolve<SendOutcome>('sent');
    });
    expect(outbox.kept('d1')?.answers).toEqual([{ questionId: 'q1', value: 6 }]);
  });

  it('reads unreadable storage as empty', () => {
    const storage = memoryStorage();
    storage.set(KEY, '{not json');
    expect(answerOutbox(storage, KEY).all()).toEqual([]);
  });
});
