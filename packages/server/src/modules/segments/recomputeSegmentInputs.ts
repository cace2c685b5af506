import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clippedTimePeriods, segmentParticipations, segments } from '../../db/tables.js';
import {
  loadBestTopSpeedsKph,
  segmentInputOf,
  type SegmentInput,
  type StoredTrackInput,
  loadStoredTrackInputs,
} from '../processing/index.js';

/** One athlete of the segment with a processed raw track: what their recompute reads. */
export interface SegmentTrack {
  input: StoredTrackInput;
  /** The segment as this athlete's window: their clips, else all of it. */
  segment: SegmentInput;
  bestTopSpeedKph?: number;
}

export interface RecomputeSegmentInputs {
  /** Every athlete of the segment (the team's values report those without data too). */
  participationIds: string[];
  tracks: SegmentTrack[];
}

/**
 * What a segment's recompute reads, in four queries whatever the number of
 * athletes (the same values processing's loadRawTrackInput gives each raw
 * track); null once the segment is deleted.
 */
export async function loadRecomputeSegmentInputs(
  db: Db,
  segmentId: string,
): Promise<RecomputeSegmentInputs | null> {
  const [segment] = await db
    .select({
      id: segments.id,
      sessionId: segments.sessionId,
      startTime: segments.startTime,
      endTime: segments.endTime,
    })
    .from(segments)
    .where(eq(segments.id, segmentId));
  if (!segment) return null;
  const listed = await db
    .select({
      participationId: segmentParticipations.sessionParticipationId,
      clipStartMs: clippedTimePeriods.startOffsetMs,
      clipEndMs: clippedTimePeriods.endOffsetMs,
    })
    .from(segmentParticipations)
    .leftJoin(
      clippedTimePeriods,
      eq(clippedTimePeriods.segmentParticipationId, segmentParticipations.id),
    )
    .where(eq(segmentParticipations.segmentId, segmentId));
  const participationIds = [...new Set(listed.map((p) => p.participationId))];
  const inputs = await loadStoredTrackInputs(db, segment.sessionId, participationIds);
  const individual = inputs.some((input) => input.settings.individualSpeedZones);
  const bestTopSpeeds = individual
    ? await loadBestTopSpeedsKph(db, inputs)
    : new Map<string, number>();
  return {
    participationIds,
    tracks: inputs.map((input) => ({
      input,
      segment: segmentInputOf(segment, listed, input.participationId),
      bestTopSpeedKph: individual ? bestTopSpeeds.get(input.athleteId) : undefined,
    })),
  };
}
