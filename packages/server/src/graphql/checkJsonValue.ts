import { TouchlineError } from '../errors/TouchlineError.js';
import { toGraphqlError } from './errors.js';
import { LONE_SURROGATE } from './textArgument.js';

/** Far deeper than any chart, layout or survey answer the app sends. */
export const MAX_JSON_DEPTH = 32;

/**
 * A JSON argument as it may be stored: no deeper than MAX_JSON_DEPTH, and no
 * text (value or key) PostgreSQL cannot hold (NUL, lone surrogates); throws
 * BAD_USER_INPUT otherwise. Walked with its own stack, so no value can
 * overflow the thread's.
 */
export function checkJsonValue(value: unknown): unknown {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  while (pending.length > 0) {
    const { item, depth } = pending.pop()!;
    if (typeof item === 'string') {
      checkText(item);
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_JSON_DEPTH)
      throw toGraphqlError(new TouchlineError('JSON_TOO_DEEP', MAX_JSON_DEPTH));
    if (Array.isArray(item)) {
      for (const element of item) pending.push({ item: element, depth: depth + 1 });
      continue;
    }
    for (const [key, element] of Object.entries(item)) {
      checkText(key);
      pending.push({ item: element, depth: depth + 1 });
    }
  }
  return value;
}

function checkText(text: string): void {
  if (text.includes('\u0000') || LONE_SURROGATE.test(text))
    throw toGraphqlError(new TouchlineError('JSON_NOT_TEXT'));
}
