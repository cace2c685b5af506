import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const SEGMENT_DETAILS_TEXTS = {
  noSegment: 'No segment data',
  sessionNotFound: 'Session not found',
  unknown: 'Unknown error occurred',
  recomputing:
    'The segment’s metrics are being recomputed; the figures update when they are ready.',
} as const;

/** The NOT_FOUND answers of the error: the server says what was not found in the message. */
const notFoundMessages = (error: unknown): string[] =>
  CombinedGraphQLErrors.is(error)
    ? error.errors.filter((e) => e.extensions?.code === 'NOT_FOUND').map((e) => e.message)
    : [];

/**
 * Why the details cannot be shown (docs/product/dashboard-and-segments.md §2.6): the segment is missing ('No segment data'),
 * it belongs to no session of this URL ('Session not found'), or loading failed otherwise.
 */
export function segmentDetailsProblem({
  segment,
  error,
  sessionId,
}: {
  segment: { session: { id: string } } | null | undefined;
  error: unknown;
  sessionId: string;
}): string | null {
  if (segment) {
    return segment.session.id === sessionId ? null : SEGMENT_DETAILS_TEXTS.sessionNotFound;
  }
  const notFound = notFoundMessages(error);
  if (notFound.includes(SEGMENT_DETAILS_TEXTS.sessionNotFound)) {
    return SEGMENT_DETAILS_TEXTS.sessionNotFound;
  }
  if (error === undefined || notFound.length > 0) return SEGMENT_DETAILS_TEXTS.noSegment;
  return SEGMENT_DETAILS_TEXTS.unknown;
}
