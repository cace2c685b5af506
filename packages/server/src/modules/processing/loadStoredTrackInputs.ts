import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rawTracks, sessionParticipations } from '../../db/tables.js';
import {
  storedTrackInputOf,
  storedTrackJoins,
  type StoredTrackInput,
} from './loadRawTrackInput.js';

/**
 * In one query: what processing each processed raw track of a session
 * depends on, of the given participations only when `participationIds` is
 * given. A queued track's own processing computes every window; a failed one
 * has no data.
 */
export async function loadStoredTrackInputs(
  db: Db,
  sessionId: string,
  participationIds?: readonly string[],
): Promise<StoredTrackInput[]> {
  if (participationIds?.length === 0) return [];
  const rows = await storedTrackJoins(db).where(
    and(
      eq(sessionParticipations.sessionId, sessionId),
      eq(rawTracks.status, 'processed'),
      participationIds
        ? inArray(rawTracks.sessionParticipationId, [...participationIds])
        : undefined,
    ),
  );
  return rows.map(storedTrackInputOf);
}
