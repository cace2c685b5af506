import { describe, expect, it } from 'vitest';
import { mutationErrorMessages, mutationErrorText, refusedAsStale } from './mutationErrors';

const errors = [
  { path: ['attributes', 'title'], fullMessages: ["Title can't be blank"] },
  { path: [], fullMessages: ['The date range can be at most one year', 'Pick fewer days'] },
];

describe('a mutation payload’s errors', () => {
  it('are their messages, flattened in order; none without errors or a payload', () => {
    expect(mutationErrorMessages(errors)).toEqual([
      "Title can't be blank",
      'The date range can be at most one year',
      'Pick fewer days',
    ]);
    expect(mutationErrorMessages([])).toEqual([]);
    expect(mutationErrorMessages(undefined)).toEqual([]);
  });

  it('read as one line for a snackbar, or null when the payload did not refuse', () => {
    expect(mutationErrorText(errors.slice(0, 1))).toBe("Title can't be blank");
    expect(mutationErrorText(errors)).toBe(
      "Title can't be blank The date range can be at most one year Pick fewer days",
    );
    expect(mutationErrorText([])).toBeNull();
    expect(mutationErrorText(null)).toBeNull();
  });

  it('say a save was refused as stale when one is about a lockVersion', () => {
    expect(refusedAsStale([{ path: ['patches', '0', 'lockVersion'] }])).toBe(true);
    expect(refusedAsStale(errors)).toBe(false);
    expect(refusedAsStale(undefined)).toBe(false);
  });
});
