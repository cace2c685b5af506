import type { SessionRow } from '../db/rows.js';
import { isUuid } from '../graphql/ids.js';
import { TouchlineError } from '../errors/TouchlineError.js';
import type { Subject } from './Subject.js';

/** The same answer for a session that does not exist and one of a club the viewer is not in. */
const sessionNotFound = () => new TouchlineError('SESSION_NOT_FOUND');

/** A session, through the request's loaders. */
export function session(sessionId: string): Subject<SessionRow> {
  return {
    type: 'Session',
    find: async (access) => (isUuid(sessionId) ? access.loaders.sessionById.load(sessionId) : null),
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: sessionNotFound,
  };
}
