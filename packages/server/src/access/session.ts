import type { SessionRow } from '../db/rows.js';
import { isUuid } from '../graphql/ids.js';
import { sessionNotFound } from '../modules/sessions/memberSession.js';
import type { Subject } from './Subject.js';

/** A session, through the request's loaders. */
export function session(sessionId: string): Subject<SessionRow> {
  return {
    type: 'Session',
    find: async (access) => (isUuid(sessionId) ? access.loaders.sessionById.load(sessionId) : null),
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: sessionNotFound,
  };
}
