import { DEFAULT_SIMULATED_PITCH, simulateSession, writeEdgeCsv } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../src/db/database.js';
import {
  athletes,
  matchPeriods,
  pitches,
  rawTracks,
  segments,
  sessionParticipations,
  sessions,
  uploads,
} from '../../src/db/tables.js';
import { queueRawTrackProcessing } from '../../src/modules/processing/queueProcessing.js';
import { storeFileParts } from './storedFile.js';

const START = Date.UTC(2024, 4, 4, 15, 0, 0);

/** A short simulated match (two 4-minute halves) as Edge exports, one file per athlete. */
export function simulatedMatchFiles(count: number, seed = 7) {
  const simulated = simulateSession({
    seed,
    kind: 'match',
    startTime: START,
    athletes: count,
    match: { halfS: 240, halfTimeS: 60, maxSubstitutions: 0 },
  });
  return {
    simulated,
    files: simulated.athletes.map((athlete) => ({
      fileName: `${athlete.id}.csv`,
      content: writeEdgeCsv(athlete.track),
    })),
  };
}

/**
 * Seeds a match of the club with a pitch, its halves, a segment and one
 * participation per file (plus `withoutData` participations without an
 * upload), stores the uploads and queues their jobs in one transaction, as
 * the upload route does.
 */
export async function seedProcessingSession(
  db: Db,
  jobs: PgBoss,
  options: {
    clubId: string;
    files: { fileName: string; content: string | Uint8Array }[];
    halves: { startMs: number; endMs: number }[];
    withoutData?: number;
  },
) {
  const { clubId, files, halves } = options;
  const [pitch] = await db
    .insert(pitches)
    .values({
      clubId,
      name: 'Test pitch',
      sport: 'association_football',
      ...DEFAULT_SIMULATED_PITCH,
    })
    .returning();
  const startMs = halves[0]!.startMs;
  const endMs = halves.at(-1)!.endMs;
  const [session] = await db
    .insert(sessions)
    .values({
      clubId,
      kind: 'match',
      startTime: new Date(startMs - 60_000),
      endTime: new Date(endMs + 60_000),
      pitchId: pitch!.id,
    })
    .returning();
  const periods = await db
    .insert(matchPeriods)
    .values(
      halves.map((half, index) => ({
        clubId,
        sessionId: session!.id,
        name: `Half ${index + 1}`,
        ordinal: index + 1,
        startTime: new Date(half.startMs),
        endTime: new Date(half.endMs),
      })),
    )
    .returning();
  const [segment] = await db
    .insert(segments)
    .values({
      clubId,
      sessionId: session!.id,
      title: 'Pressing',
      startTime: new Date(startMs + 60_000),
      endTime: new Date(startMs + 180_000),
    })
    .returning();
  const total = files.length + (options.withoutData ?? 0);
  const roster = await db
    .insert(athletes)
    .values(
      Array.from({ length: total }, (_, a) => ({
        clubId,
        name: `Player ${a + 1}`,
        initials: `P${a + 1}`,
      })),
    )
    .returning();
  const participations = await db
    .insert(sessionParticipations)
    .values(
      roster
        .slice(0, total)
        .map((athlete) => ({ clubId, sessionId: session!.id, athleteId: athlete.id })),
    )
    .returning();
  const rawTrackIds = await db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const [index, file] of files.entries()) {
      const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
      const stored = await storeFileParts(tx, clubId, bytes);
      const [upload] = await tx
        .insert(uploads)
        .values({
          clubId,
          sessionId: session!.id,
          fileName: file.fileName,
          format: 'auto',
          byteSize: bytes.byteLength,
          sha256: String(index),
          contentId: stored.contentId,
        })
        .returning();
      await stored.keep({ uploadId: upload!.id });
      const [rawTrack] = await tx
        .insert(rawTracks)
        .values({
          clubId,
          sessionParticipationId: participations[index]!.id,
          uploadId: upload!.id,
          trackKey: '*',
        })
        .returning();
      ids.push(rawTrack!.id);
    }
    await tx.update(sessions).set({ dataProcessing: true }).where(eq(sessions.id, session!.id));
    await queueRawTrackProcessing(tx, jobs, ids);
    return ids;
  });
  return { sessionId: session!.id, periods, segment: segment!, participations, rawTrackIds };
}
