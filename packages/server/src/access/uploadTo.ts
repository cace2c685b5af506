import type { SessionRow } from '../db/rows.js';
import type { Subject } from './Subject.js';
import { session } from './session.js';

/** A file of these athletes' data for a session; answers with the session. */
export function uploadTo(sessionId: string, athleteIds: readonly string[]): Subject<SessionRow> {
  const target = session(sessionId);
  return {
    ...target,
    type: 'Upload',
    factsOf: (row) => ({ clubId: row.clubId, athleteIds: [...new Set(athleteIds)] }),
  };
}
