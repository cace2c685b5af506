import type { MutationError } from '../../errors/mutationErrorsOf.js';
import { TouchlineError } from '../../errors/TouchlineError.js';

/** One broken rule of a mutation's input, under its place in the arguments. */
export interface InputIssue {
  path: string[];
  message: string;
}

/** A mutation's outcome: the saved thing, or the rules its input broke (nothing saved). */
export type Outcome<T> = { value: T; issues: [] } | { value: null; issues: InputIssue[] };

export const failed = (issues: InputIssue[]): Outcome<never> => ({ value: null, issues });
export const done = <T>(value: T): Outcome<T> => ({ value, issues: [] });

/** Every message for a place together, places in the order first met. */
export function payloadErrorsOf(issues: readonly InputIssue[]): MutationError[] {
  const byPath = new Map<string, MutationError>();
  for (const issue of issues) {
    const key = JSON.stringify(issue.path);
    const known = byPath.get(key);
    if (known) known.fullMessages.push(issue.message);
    else byPath.set(key, { path: issue.path, fullMessages: [issue.message] });
  }
  return [...byPath.values()];
}

const ANSWERED_IN_PAYLOAD = new Set(['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT']);

/**
 * A report mutation answers what the person can act on in its payload (spec
 * 02 §8 shows fullMessages in a toast): an id it cannot find (unknown,
 * another club's and a club without Flexible Reporting alike), a refusal, a
 * rule of the input. Anything else is thrown on (our failure).
 */
export function failureIssue(failure: unknown, path: string[]): InputIssue {
  if (TouchlineError.is(failure) && ANSWERED_IN_PAYLOAD.has(failure.graphqlCode))
    return { path, message: failure.message };
  throw failure;
}

/**
 * Each id authorised, all at once (the loaders read them in one batch);
 * those that cannot be, as issues at [argument, index].
 */
export async function authorizeEach<Row>(
  ids: readonly string[],
  argument: string,
  authorizeOne: (id: string) => Promise<Row>,
): Promise<{ rows: Row[]; issues: InputIssue[] }> {
  const settled = await Promise.allSettled(ids.map(authorizeOne));
  const rows: Row[] = [];
  const issues: InputIssue[] = [];
  settled.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') rows.push(outcome.value);
    else issues.push(failureIssue(outcome.reason, [argument, String(index)]));
  });
  return { rows, issues };
}

type Payload<K extends string, T> = Record<K, T | null> & { errors: MutationError[] };

/**
 * The outcome as a payload: what it saved under `key`, or its errors. What
 * the service threw for the person (an id it cannot find, a refusal, a
 * limit) is answered at `path`, the argument it concerns.
 */
export async function payload<K extends string, T>(
  key: K,
  path: string[],
  work: () => Promise<Outcome<T>>,
): Promise<Payload<K, T>> {
  let value: T | null = null;
  let errors: MutationError[];
  try {
    const outcome = await work();
    value = outcome.value;
    errors = payloadErrorsOf(outcome.issues);
  } catch (failure) {
    errors = payloadErrorsOf([failureIssue(failure, path)]);
  }
  return { [key]: value, errors } as Payload<K, T>;
}
