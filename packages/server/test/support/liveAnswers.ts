import type { FastifyInstance } from 'fastify';
import { cableClient } from './cableClient.js';
import type { Session } from './testApp.js';

/** A subscription over /api/cable as `session`: its answers as they come, and a wait for one. */
export async function liveAnswers<T>(
  app: FastifyInstance,
  session: Session,
  query: string,
  variables: Record<string, unknown>,
) {
  const client = await cableClient(app, session);
  const answers: T[] = [];
  const waiting: {
    test: (answer: T) => boolean;
    resolve: () => void;
    reject: (error: Error) => void;
  }[] = [];
  let failure: Error | null = null;
  const fail = (error: unknown) => {
    failure = new Error(JSON.stringify(error));
    for (const wait of waiting.splice(0)) wait.reject(failure);
  };
  client.subscribe(
    { query, variables },
    {
      next: (answer) => {
        if (answer.errors) return fail(answer.errors);
        answers.push(answer.data as T);
        for (const wait of [...waiting]) {
          if (wait.test(answer.data as T)) {
            waiting.splice(waiting.indexOf(wait), 1);
            wait.resolve();
          }
        }
      },
      error: fail,
      complete: () => undefined,
    },
  );
  return {
    answers,
    /** Resolves once an answer (already heard or still to come) passes the test. */
    until(test: (answer: T) => boolean): Promise<void> {
      if (failure) return Promise.reject(failure);
      if (answers.some(test)) return Promise.resolve();
      return new Promise((resolve, reject) => waiting.push({ test, resolve, reject }));
    },
    dispose: () => client.dispose(),
  };
}
