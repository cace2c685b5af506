import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rawTracks, type RawTrackStatus } from '../../db/tables.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';

/** A raw track's job as the stages name it: its id, its club and session. */
export interface StagedRawTrack {
  rawTrackId: string;
  clubId: string;
  sessionId: string;
}

/** Tells the pages of each session once that its files' processing moved on (at commit). */
export async function announceProgress(
  tx: Pick<Db, 'execute'>,
  tracks: readonly Pick<StagedRawTrack, 'clubId' | 'sessionId'>[],
): Promise<void> {
  const sessions = new Map(tracks.map((track) => [track.sessionId, track.clubId]));
  for (const [sessionId, clubId] of sessions) {
    await publishEvent(tx, { topic: 'processingProgressed', clubId, sessionId });
  }
}

/**
 * Moves raw tracks still at one of `from` to the stage `to` (reading,
 * computing) and announces it. A track already further on (its results
 * stored meanwhile) or gone stays as it is.
 */
export async function advanceRawTracks(
  db: Db,
  tracks: readonly StagedRawTrack[],
  from: readonly RawTrackStatus[],
  to: RawTrackStatus,
): Promise<void> {
  if (tracks.length === 0) return;
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(rawTracks)
      .set({ status: to })
      .where(
        and(
          inArray(
            rawTracks.id,
            tracks.map((track) => track.rawTrackId),
          ),
          inArray(rawTracks.status, [...from]),
        ),
      )
      .returning({ id: rawTracks.id });
    const movedIds = new Set(moved.map((row) => row.id));
    await announceProgress(
      tx,
      tracks.filter((track) => movedIds.has(track.rawTrackId)),
    );
  });
}
