import { and, eq } from 'drizzle-orm';
import { rawTracks, sessionParticipations } from '../db/tables.js';
import { isUuid } from '../graphql/ids.js';
import type { Subject } from './Subject.js';

class RawTrackNotFound extends Error {}

/** A raw track of a session's participation (as a processing job names it). */
export function rawTrackOfSession(
  rawTrackId: string,
  sessionId: string,
): Subject<{ id: string; clubId: string }> {
  return {
    type: 'Session',
    find: async ({ db }) => {
      if (!isUuid(rawTrackId) || !isUuid(sessionId)) return null;
      const [row] = await db
        .select({ id: rawTracks.id, clubId: rawTracks.clubId })
        .from(rawTracks)
        .innerJoin(
          sessionParticipations,
          eq(sessionParticipations.id, rawTracks.sessionParticipationId),
        )
        .where(and(eq(rawTracks.id, rawTrackId), eq(sessionParticipations.sessionId, sessionId)));
      return row;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: () => new RawTrackNotFound(),
  };
}
