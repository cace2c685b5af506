import type { Subject } from '../../access/Subject.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import type { SegmentRow } from '../sessionReports/index.js';

/** The same answer for a segment that does not exist and one of a club the viewer is not in. */
export const segmentNotFound = () => new TouchlineError('SEGMENT_NOT_FOUND');

/** A segment, as the policy sees it: a part of its session (Show to read, Edit to change). */
export function segmentSubject(segmentId: string): Subject<SegmentRow> {
  return {
    type: 'Session',
    find: async (access) => (isUuid(segmentId) ? access.loaders.segmentById.load(segmentId) : null),
    factsOf: (row) => ({ id: row.sessionId, clubId: row.clubId }),
    notFound: segmentNotFound,
  };
}
