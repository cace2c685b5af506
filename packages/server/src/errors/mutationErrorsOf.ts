import { TouchlineError } from './TouchlineError.js';

/** What a payload's `errors { path fullMessages }` holds (the MutationError SDL type). */
export interface MutationError {
  path: string[];
  fullMessages: string[];
}

/** The shape of a failed zod parse (its `error`), so no zod code loads here. */
interface ValidationIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

const segment = (key: PropertyKey) =>
  typeof key === 'symbol' ? (key.description ?? '') : String(key);

/**
 * A mutation's input failures as its payload's errors, under the argument
 * they came in (e.g. 'attributes'): zod issues, one entry per place in the
 * order first met with every message for it; or a catalogue failure of the
 * input (INVALID_INPUT and the like) for the input as a whole. Anything
 * else (a missing club, a refusal, our own failure) is not the input's
 * fault: it is thrown on, to be answered as a GraphQL error.
 */
export function mutationErrorsOf(failure: unknown, argument?: string): MutationError[] {
  const root = argument === undefined ? [] : [argument];
  if (TouchlineError.is(failure)) {
    if (failure.graphqlCode !== 'BAD_USER_INPUT') throw failure;
    return [{ path: root, fullMessages: [failure.message] }];
  }
  if (!isValidationIssues(failure)) throw failure;
  const byPath = new Map<string, MutationError>();
  for (const issue of failure.issues) {
    const path = [...root, ...issue.path.map(segment)];
    const key = JSON.stringify(path);
    const known = byPath.get(key);
    if (known) known.fullMessages.push(issue.message);
    else byPath.set(key, { path, fullMessages: [issue.message] });
  }
  return [...byPath.values()];
}

function isValidationIssues(value: unknown): value is ValidationIssues {
  const issues = (value as Partial<ValidationIssues> | null)?.issues;
  return Array.isArray(issues);
}
