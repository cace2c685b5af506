/** One question's answer as submitSurveyAnswer takes it. */
export interface AnswerInput {
  questionId: string;
  value: unknown;
}

/** A submission kept on the phone until the network is back. */
export interface KeptAnswer {
  distributionId: string;
  answers: AnswerInput[];
  /** When it was kept (ISO 8601). */
  keptAt: string;
}

/** Where kept answers live: local storage in the browser (one key, a record by distribution id). */
export interface OutboxStorage {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

/** What became of one kept answer when it was sent again. */
export type SendOutcome = 'sent' | 'refused' | 'offline';

function readAll(storage: OutboxStorage, key: string): Record<string, KeptAnswer> {
  try {
    const parsed: unknown = JSON.parse(storage.get(key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, KeptAnswer>) : {};
  } catch {
    return {};
  }
}

/**
 * The outbox of survey answers an athlete gave while offline, kept by
 * distribution: keeping one again replaces it, as answering again does on
 * the server.
 */
export function answerOutbox(storage: OutboxStorage, key: string) {
  const write = (all: Record<string, KeptAnswer>) =>
    storage.set(key, Object.keys(all).length === 0 ? null : JSON.stringify(all));
  let sending: Promise<Map<string, SendOutcome>> | null = null;

  const outbox = {
    keep(distributionId: string, answers: AnswerInput[], now = new Date()): KeptAnswer {
      const kept = { distributionId, answers, keptAt: now.toISOString() };
      write({ ...readAll(storage, key), [distributionId]: kept });
      return kept;
    },
    kept(distributionId: string): KeptAnswer | null {
      return readAll(storage, key)[distributionId] ?? null;
    },
    all(): KeptAnswer[] {
      return Object.values(readAll(storage, key));
    },
    forget(distributionId: string): void {
      const { [distributionId]: _gone, ...rest } = readAll(storage, key);
      write(rest);
    },
    /**
     * Sends every kept answer, oldest first, one at a time. A sent or refused
     * one is forgotten (a refusal is the server's word, shown to the athlete;
     * sending it again changes nothing); one that meets the network down
     * again stays, and so do the rest. Calls while a send runs share it.
     */
    sendAll(send: (kept: KeptAnswer) => Promise<SendOutcome>): Promise<Map<string, SendOutcome>> {
      sending ??= (async () => {
        const outcomes = new Map<string, SendOutcome>();
        const queue = outbox.all().sort((a, b) => a.keptAt.localeCompare(b.keptAt));
        for (const kept of queue) {
          const outcome = await send(kept);
          outcomes.set(kept.distributionId, outcome);
          if (outcome === 'offline') break;
          // Only the version sent is forgotten: one kept again meanwhile waits for the next send.
          if (outbox.kept(kept.distributionId)?.keptAt === kept.keptAt) {
            outbox.forget(kept.distributionId);
          }
        }
        return outcomes;
      })().finally(() => {
        sending = null;
      });
      return sending;
    },
  };
  return outbox;
}
