import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { segmentDetailsProblem } from './segmentDetailsProblem';

const notFound = (message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'NOT_FOUND' } }] });

describe('segmentDetailsProblem', () => {
  it('shows a segment of the session in the URL', () => {
    expect(
      segmentDetailsProblem({
        segment: { session: { id: 's1' } },
        error: undefined,
        sessionId: 's1',
      }),
    ).toBeNull();
  });

  it("reads 'Session not found' for another session's segment or an unknown session", () => {
    expect(
      segmentDetailsProblem({
        segment: { session: { id: 's2' } },
        error: undefined,
        sessionId: 's1',
      }),
    ).toBe('Session not found');
    expect(
      segmentDetailsProblem({
        segment: null,
        error: notFound('Session not found'),
        sessionId: 's1',
      }),
    ).toBe('Session not found');
  });

  it("reads 'No segment data' for a missing segment and 'Unknown error occurred' otherwise", () => {
    expect(
      segmentDetailsProblem({
        segment: null,
        error: notFound('Segment not found'),
        sessionId: 's1',
      }),
    ).toBe('No segment data');
    expect(segmentDetailsProblem({ segment: null, error: undefined, sessionId: 's1' })).toBe(
      'No segment data',
    );
    expect(
      segmentDetailsProblem({
        segment: null,
        error: new TypeError('Failed to fetch'),
        sessionId: 's1',
      }),
    ).toBe('Unknown error occurred');
  });
});
