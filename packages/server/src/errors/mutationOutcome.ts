import { TouchlineError } from './TouchlineError.js';

/**
 * The one rule for what a mutation answers in its payload and what it throws.
 *
 * In the payload's `errors { path fullMessages }`, under the argument it
 * concerns: whatever the person who sent it can act on —
 *   - a rule of the input it broke (BAD_USER_INPUT: a validation issue, a
 *     limit, a save that lost a race with someone else's);
 *   - an id it cannot reach (NOT_FOUND: unknown, another club's, or of a
 *     feature its club lacks, all answered alike);
 *   - a refusal (FORBIDDEN: e.g. an athlete trying what staff do).
 * Thrown, to be answered as a GraphQL error: what no change of the input
 * fixes — not signed in (UNAUTHENTICATED), a request too large or too
 * frequent, and our own failures (anything that is not a TouchlineError).
 *
 * Every mutation's resolver answers through `payload` (or `payloadErrorsOf`
 * when it returns more than one thing); services return an `Outcome`, or
 * throw a TouchlineError that the rule above places.
 */

/** What a payload's `errors { path fullMessages }` holds (the MutationError SDL type). */
export interface MutationError {
  path: string[];
  fullMessages: string[];
}

/** One broken rule of a mutation's input, under its place in the arguments. */
export interface InputIssue {
  path: readonly (string | number)[];
  message: string;
}

/** A mutation's outcome: the saved thing, or the rules its input broke (nothing saved). */
export type Outcome<T> = { value: T; issues: [] } | { value: null; issues: InputIssue[] };

export const failed = (issues: InputIssue[]): Outcome<never> => ({ value: null, issues });
export const done = <T>(value: T): Outcome<T> => ({ value, issues: [] });

const ANSWERED_IN_PAYLOAD = new Set(['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT']);

/** Every message for a place together, places in the order first met. */
export function payloadErrorsOf(issues: readonly InputIssue[]): MutationError[] {
  const byPath = new Map<string, MutationError>();
  for (const issue of issues) {
    const path = issue.path.map(String);
    const key = JSON.stringify(path);
    const known = byPath.get(key);
    if (known) known.fullMessages.push(issue.message);
    else byPath.set(key, { path, fullMessages: [issue.message] });
  }
  return [...byPath.values()];
}

/** A validation library's failed parse (zod's `error`), without loading one here. */
interface ValidationIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

const segment = (key: PropertyKey) =>
  typeof key === 'symbol' ? (key.description ?? '') : String(key);

/**
 * What was thrown, as the issues of the input at `path` (the argument it
 * concerns) when the rule answers it in the payload; thrown on otherwise.
 */
export function failureIssues(failure: unknown, path: readonly string[]): InputIssue[] {
  if (TouchlineError.is(failure)) {
    if (!ANSWERED_IN_PAYLOAD.has(failure.graphqlCode)) throw failure;
    return [{ path, message: failure.message }];
  }
  if (isValidationIssues(failure))
    return failure.issues.map((issue) => ({
      path: [...path, ...issue.path.map(segment)],
      message: issue.message,
    }));
  throw failure;
}

function isValidationIssues(value: unknown): value is ValidationIssues {
  return Array.isArray((value as Partial<ValidationIssues> | null)?.issues);
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
    else issues.push(...failureIssues(outcome.reason, [argument, String(index)]));
  });
  return { rows, issues };
}

type Payload<K extends string, T> = Record<K, T | null> & { errors: MutationError[] };

/**
 * A mutation's answer: what it saved under `key`, or its errors. What the
 * work threw is placed by the rule above, at `path` (the argument it concerns).
 */
export async function payload<K extends string, T>(
  key: K,
  path: readonly string[],
  work: () => Promise<Outcome<T>>,
): Promise<Payload<K, T>> {
  let value: T | null = null;
  let errors: MutationError[];
  try {
    const outcome = await work();
    value = outcome.value;
    errors = payloadErrorsOf(outcome.issues);
  } catch (failure) {
    errors = payloadErrorsOf(failureIssues(failure, path));
  }
  return { [key]: value, errors } as Payload<K, T>;
}
