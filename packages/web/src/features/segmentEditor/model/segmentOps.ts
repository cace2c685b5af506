import { uniqueIds } from '@touchline/domain';
import type { EditorAthlete } from './types';
import { addClip, normaliseClips, reanchorClips } from './clipOps';
import { athleteIdsOf, durationMs, type CreateId, type SegmentRecord } from './records';
import { SECOND_MS } from './constants';

export interface TimeWindow {
  startTimestamp: number;
  endTimestamp: number;
}

/** A new draft over a window for these athletes, each with a whole-segment clip. */
export function createDraftRecord(
  id: string,
  window: TimeWindow,
  athletes: readonly EditorAthlete[],
  createClipId: CreateId,
): SegmentRecord {
  const draft: SegmentRecord = {
    id,
    title: '',
    ...window,
    participations: [],
    tagDefinitionIds: [],
    clippedTimePeriodsByAthlete: [],
    originalSegmentId: null,
    suggested: false,
  };
  return withAthletes(draft, athletes, createClipId);
}

/** Adds athletes not yet in the segment, each with a clip covering the whole segment (§4). */
export function withAthletes(
  record: SegmentRecord,
  athletes: readonly EditorAthlete[],
  createClipId: CreateId,
): SegmentRecord {
  const present = new Set(athleteIdsOf(record));
  const added = athletes.filter((athlete) => !present.has(athlete.id));
  if (added.length === 0) return record;
  const duration = durationMs(record);
  return {
    ...record,
    participations: [
      ...record.participations,
      ...added.map((a) => ({
        id: a.sessionParticipationId,
        athleteId: a.id,
        tagDefinitionIds: [],
      })),
    ],
    clippedTimePeriodsByAthlete: [
      ...record.clippedTimePeriodsByAthlete,
      ...added.map((a) => ({
        athleteId: a.id,
        clippedTimePeriods: normaliseClips([], duration, createClipId),
      })),
    ],
  };
}

export function withoutAthletes(
  record: SegmentRecord,
  athleteIds: readonly string[],
): SegmentRecord {
  const removed = new Set(athleteIds);
  if (!record.participations.some((p) => removed.has(p.athleteId))) return record;
  return {
    ...record,
    participations: record.participations.filter((p) => !removed.has(p.athleteId)),
    clippedTimePeriodsByAthlete: record.clippedTimePeriodsByAthlete.filter(
      (entry) => !removed.has(entry.athleteId),
    ),
  };
}

/** Start and end move together; clip offsets are relative, so clips move along. */
export function moveRecord(record: SegmentRecord, deltaMs: number): SegmentRecord {
  if (deltaMs === 0) return record;
  return {
    ...record,
    startTimestamp: record.startTimestamp + deltaMs,
    endTimestamp: record.endTimestamp + deltaMs,
  };
}

/** A new window; the clips follow their anchors and are cut to it (§4 "Resizing"). */
export function resizeRecord(
  record: SegmentRecord,
  window: TimeWindow,
  createClipId: CreateId,
): SegmentRecord {
  if (
    window.startTimestamp === record.startTimestamp &&
    window.endTimestamp === record.endTimestamp
  ) {
    return record;
  }
  return {
    ...record,
    ...window,
    clippedTimePeriodsByAthlete: record.clippedTimePeriodsByAthlete.map((entry) => ({
      athleteId: entry.athleteId,
      clippedTimePeriods: reanchorClips(entry.clippedTimePeriods, record, window, createClipId),
    })),
  };
}

/** A copy as a new draft remembering its source; clips get new ids. */
export function copyRecord(
  record: SegmentRecord,
  id: string,
  createClipId: CreateId,
): SegmentRecord {
  return {
    ...record,
    id,
    originalSegmentId: record.id,
    suggested: false,
    clippedTimePeriodsByAthlete: record.clippedTimePeriodsByAthlete.map((entry) => ({
      athleteId: entry.athleteId,
      clippedTimePeriods: entry.clippedTimePeriods.map((clip) => ({ ...clip, id: createClipId() })),
    })),
  };
}

/** Two segments cut at an instant: the first keeps the id, the second is a new draft. */
export function splitRecord(
  record: SegmentRecord,
  atMs: number,
  newId: string,
  createClipId: CreateId,
): [SegmentRecord, SegmentRecord] | null {
  if (atMs - record.startTimestamp < SECOND_MS || record.endTimestamp - atMs < SECOND_MS)
    return null;
  const first: SegmentRecord = { ...record, endTimestamp: atMs };
  const second: SegmentRecord = {
    ...record,
    id: newId,
    originalSegmentId: record.id,
    suggested: false,
    startTimestamp: atMs,
  };
  return [
    { ...first, clippedTimePeriodsByAthlete: cutAt(record, first, createClipId) },
    { ...second, clippedTimePeriodsByAthlete: cutAt(record, second, createClipId) },
  ];
}

/** Clips of `part` exactly as `whole` had them in part's window (anchors do not stretch). */
function cutAt(whole: SegmentRecord, part: SegmentRecord, createClipId: CreateId) {
  const shift = part.startTimestamp - whole.startTimestamp;
  const duration = durationMs(part);
  return whole.clippedTimePeriodsByAthlete.map((entry) => ({
    athleteId: entry.athleteId,
    clippedTimePeriods: normaliseClips(
      entry.clippedTimePeriods.map((clip) => ({
        ...clip,
        id: part.id === whole.id ? clip.id : '',
        startOffset: clip.startOffset - shift,
        endOffset: clip.endOffset - shift,
      })),
      duration,
      createClipId,
    ),
  }));
}

/** A new clip for one athlete (the athlete joins the segment if not in it). */
export function withNewClip(
  record: SegmentRecord,
  athlete: EditorAthlete,
  range: { startOffset: number; endOffset: number },
  createClipId: CreateId,
): { record: SegmentRecord; clipId: string | null } {
  const joined = withAthletes(record, [athlete], createClipId);
  let clipId: string | null = null;
  const clippedTimePeriodsByAthlete = joined.clippedTimePeriodsByAthlete.map((entry) => {
    if (entry.athleteId !== athlete.id) return entry;
    const result = addClip(entry.clippedTimePeriods, range, durationMs(joined), createClipId);
    clipId = result.clipId;
    return { athleteId: entry.athleteId, clippedTimePeriods: result.clips };
  });
  return { record: { ...joined, clippedTimePeriodsByAthlete }, clipId };
}

/** Every clip passed through `change`, then normalised per athlete. */
export function mapClips(
  record: SegmentRecord,
  change: (clip: {
    id: string;
    startOffset: number;
    endOffset: number;
    tagDefinitionIds: readonly string[];
  }) => {
    id: string;
    startOffset: number;
    endOffset: number;
    tagDefinitionIds: readonly string[];
  } | null,
  createClipId: CreateId,
): SegmentRecord {
  let changed = false;
  const clippedTimePeriodsByAthlete = record.clippedTimePeriodsByAthlete.map((entry) => {
    const next = entry.clippedTimePeriods.flatMap((clip) => {
      const result = change(clip);
      if (result !== clip) changed = true;
      return result ? [result] : [];
    });
    if (
      next.length === entry.clippedTimePeriods.length &&
      next.every((c, i) => c === entry.clippedTimePeriods[i])
    ) {
      return entry;
    }
    return {
      athleteId: entry.athleteId,
      clippedTimePeriods: normaliseClips(next, durationMs(record), createClipId),
    };
  });
  return changed ? { ...record, clippedTimePeriodsByAthlete } : record;
}

export function withTags(
  ids: readonly string[],
  add: readonly string[],
  remove: readonly string[],
): readonly string[] {
  const removed = new Set(remove);
  const next = uniqueIds([...ids, ...add]).filter((id) => !removed.has(id));
  return next.length === ids.length && next.every((id, i) => id === ids[i]) ? ids : next;
}
