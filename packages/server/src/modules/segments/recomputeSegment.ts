import { ALGORITHM_VERSION, type WindowMetrics } from '@touchline/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  athleteMetricSets,
  clippedTimePeriods,
  segmentParticipations,
  segments,
} from '../../db/tables.js';
import {
  asWindowMetrics,
  storeTeamValues,
  teamValues,
  loadProcessedTracks,
  metricSetInsert,
  teamInputColumns,
  type ProcessedTrackDeps,
} from '../processing/index.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { loadRecomputeSegmentInputs } from './recomputeSegmentInputs.js';
import type { RecomputeSegmentJob } from './segmentQueues.js';

/**
 * Recomputes one segment's metric sets from the stored raw tracks, on the
 * engine threads and by the same code as processing (computeUploadTracks):
 * each athlete of the segment over their clipped periods (METRICS.md), then
 * the team's values over the segment. A track is parsed and processed once
 * and kept (processedTrackCache, warmed when the editor opens the session):
 * a save then only computes the windows, which takes milliseconds. What it reads is fingerprinted: when
 * the segment changed meanwhile (its save queued another recompute) nothing
 * is written, so an older recompute never overwrites a newer one. Running it
 * twice stores the same rows.
 */
export async function recomputeSegment(
  deps: ProcessedTrackDeps,
  job: RecomputeSegmentJob,
): Promise<'recomputed' | 'gone' | 'changed'> {
  const { db } = deps;
  const before = await segmentFingerprint(db, job.segmentId);
  if (!before) return 'gone';
  const windowKey = `segment:${job.segmentId}`;
  const inputs = await loadRecomputeSegmentInputs(db, job.segmentId);
  if (!inputs) return 'gone';
  const outcomes = await loadProcessedTracks(
    deps,
    inputs.tracks.map((track) => track.input),
  );
  const computed = await deps.engine.computeSegmentMetricSets(
    inputs.tracks.flatMap(({ input, segment, bestTopSpeedKph }, index) => {
      const outcome = outcomes[index]!;
      // A crash is thrown for the queue to retry; the file's fault means no data.
      if (outcome.kind === 'crashed') throw new Error(outcome.message);
      if (outcome.kind === 'failed') return [];
      return [{ input, segments: [segment], track: outcome.track, bestTopSpeedKph }];
    }),
  );
  const participants = inputs.participationIds;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: segments.id })
      .from(segments)
      .where(eq(segments.id, job.segmentId))
      .for('update');
    if (!locked) return 'gone';
    if ((await segmentFingerprint(tx, job.segmentId)) !== before) return 'changed';
    await tx
      .delete(athleteMetricSets)
      .where(
        and(eq(athleteMetricSets.segmentId, job.segmentId), eq(athleteMetricSets.scope, 'segment')),
      );
    const stored =
      computed.length > 0
        ? await tx
            .insert(athleteMetricSets)
            .values(computed.map(metricSetInsert))
            .returning(teamInputColumns)
        : [];
    const byParticipation = new Map(stored.map((row) => [row.sessionParticipationId, row]));
    const perAthlete: (WindowMetrics | null)[] = participants.map((participationId) => {
      const row = byParticipation.get(participationId);
      return row ? asWindowMetrics(row) : null;
    });
    const values = teamValues(
      job,
      {
        scope: 'segment',
        windowKey,
        matchPeriodId: null,
        segmentId: job.segmentId,
        participationIds: participants,
      },
      perAthlete,
      stored[0]?.algorithmVersion ?? ALGORITHM_VERSION,
    );
    await storeTeamValues(tx, values);
    await publishEvent(tx, { topic: 'segmentsUpdated', ...job, change: 'recomputed' });
    return 'recomputed';
  });
}

/** What the segment's metrics depend on: its times, athletes and clips; null once deleted. */
async function segmentFingerprint(db: Db, segmentId: string): Promise<string | null> {
  const [segment] = await db
    .select({ startTime: segments.startTime, endTime: segments.endTime })
    .from(segments)
    .where(eq(segments.id, segmentId));
  if (!segment) return null;
  const clips = await db
    .select({
      participationId: segmentParticipations.sessionParticipationId,
      startOffsetMs: clippedTimePeriods.startOffsetMs,
      endOffsetMs: clippedTimePeriods.endOffsetMs,
    })
    .from(segmentParticipations)
    .leftJoin(
      clippedTimePeriods,
      eq(clippedTimePeriods.segmentParticipationId, segmentParticipations.id),
    )
    .where(eq(segmentParticipations.segmentId, segmentId))
    .orderBy(
      asc(segmentParticipations.sessionParticipationId),
      asc(clippedTimePeriods.startOffsetMs),
    );
  return JSON.stringify([segment.startTime.getTime(), segment.endTime.getTime(), clips]);
}
