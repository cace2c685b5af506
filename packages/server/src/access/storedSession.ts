import { eq } from 'drizzle-orm';
import { sessions } from '../db/sessionsSchema.js';
import { isUuid } from '../graphql/ids.js';
import type { Subject } from './Subject.js';

class SessionNotStored extends Error {}

/** A session read from the database (for a job, which has no request loaders). */
export function storedSession(sessionId: string): Subject<{ id: string; clubId: string }> {
  return {
    type: 'Session',
    find: async ({ db }) => {
      if (!isUuid(sessionId)) return null;
      const [row] = await db
        .select({ id: sessions.id, clubId: sessions.clubId })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return row;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: () => new SessionNotStored(),
  };
}
