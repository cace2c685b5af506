import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athletes, type TrackMatchSource } from '../../db/tables.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { sameSerial, trackSerialOf, type TrackToMatch } from './matchTracks.js';

/** A processed track with its athlete, and the format of its file. */
export interface ConfirmedTrack extends TrackToMatch {
  athleteId: string;
  matchedBy: TrackMatchSource;
  format: string;
}

/**
 * docs/product/importing.md §3, Remembering: each track matched otherwise
 * than by its serial that carries a device serial or tag id adds it to its
 * athlete's serials, so the same device is matched with no help next time;
 * a serial saved on another athlete of the club moves to this one.
 */
export async function rememberSerials(
  tx: Db,
  clubId: string,
  tracks: readonly ConfirmedTrack[],
): Promise<void> {
  const learnt = tracks.flatMap((track) => {
    const serial = track.matchedBy === 'deviceSerial' ? null : trackSerialOf(track, track);
    return serial ? [{ athleteId: track.athleteId, serial: serial.trim() }] : [];
  });
  if (learnt.length === 0) return;
  const squad = await tx
    .select({ id: athletes.id, deviceSerials: athletes.deviceSerials })
    .from(athletes)
    .where(eq(athletes.clubId, clubId));
  const serialsOf = new Map(squad.map((athlete) => [athlete.id, [...athlete.deviceSerials]]));
  for (const { athleteId, serial } of learnt) {
    for (const [id, serials] of serialsOf) {
      const kept = serials.filter((saved) => id === athleteId || !sameSerial(saved, serial));
      if (id === athleteId && !kept.some((saved) => sameSerial(saved, serial))) kept.push(serial);
      serialsOf.set(id, kept);
    }
  }
  for (const athlete of squad) {
    const serials = serialsOf.get(athlete.id)!;
    if (serials.join('\n') === athlete.deviceSerials.join('\n')) continue;
    await tx.update(athletes).set({ deviceSerials: serials }).where(eq(athletes.id, athlete.id));
  }
  await publishEvent(tx, { topic: 'squadUpdated', clubId });
}
