import type {
  EditorAthlete,
  EditorAthleteClips,
  EditorParticipation,
  EditorSegment,
  EditorSelection,
  SavedSegmentInput,
} from './types';
import { normaliseClips } from './clipOps';

/** A segment in the editor's document: the working copy without its computed flags. */
export interface SegmentRecord {
  id: string;
  title: string;
  startTimestamp: number;
  endTimestamp: number;
  participations: readonly EditorParticipation[];
  tagDefinitionIds: readonly string[];
  clippedTimePeriodsByAthlete: readonly EditorAthleteClips[];
  originalSegmentId: string | null;
  suggested: boolean;
}

/** What undo and redo restore: the segments and the selection. */
export interface EditorDocument {
  segments: readonly SegmentRecord[];
  selection: EditorSelection;
}

export type CreateId = () => string;

export function durationMs(record: Pick<SegmentRecord, 'startTimestamp' | 'endTimestamp'>): number {
  return record.endTimestamp - record.startTimestamp;
}

export function athleteIdsOf(record: SegmentRecord): string[] {
  return record.participations.map((participation) => participation.athleteId);
}

/** A loaded segment: participations resolved to athletes, every athlete with its clips. */
export function recordFromSaved(
  saved: SavedSegmentInput,
  athletes: readonly EditorAthlete[],
  createClipId: CreateId,
): SegmentRecord {
  const byParticipation = new Map(athletes.map((a) => [a.sessionParticipationId, a.id]));
  const participations = saved.participations.flatMap((participation) => {
    const athleteId = byParticipation.get(participation.id);
    return athleteId
      ? [{ id: participation.id, athleteId, tagDefinitionIds: [...participation.tagDefinitionIds] }]
      : [];
  });
  const duration = saved.endTimestamp - saved.startTimestamp;
  const clipsByAthlete = new Map(
    saved.clippedTimePeriodsByAthlete.map((entry) => [entry.athleteId, entry.clippedTimePeriods]),
  );
  return {
    id: saved.id,
    title: saved.title,
    startTimestamp: saved.startTimestamp,
    endTimestamp: saved.endTimestamp,
    participations,
    tagDefinitionIds: [...saved.tagDefinitionIds],
    clippedTimePeriodsByAthlete: participations.map(({ athleteId }) => ({
      athleteId,
      clippedTimePeriods: normaliseClips(
        (clipsByAthlete.get(athleteId) ?? []).map((clip) => ({ ...clip, id: '' })),
        duration,
        createClipId,
      ),
    })),
    originalSegmentId: null,
    suggested: false,
  };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/**
 * Whether two records hold the same stored fields (clip ids are editor-only), for telling a
 * dirty segment. Cheapest differences first: during a drag the times differ at once.
 */
export function sameStoredFields(a: SegmentRecord, b: SegmentRecord): boolean {
  if (a === b) return true;
  if (
    a.startTimestamp !== b.startTimestamp ||
    a.endTimestamp !== b.endTimestamp ||
    a.title !== b.title ||
    a.participations.length !== b.participations.length ||
    a.clippedTimePeriodsByAthlete.length !== b.clippedTimePeriodsByAthlete.length ||
    !sameIds(a.tagDefinitionIds, b.tagDefinitionIds)
  ) {
    return false;
  }
  const participations = a.participations.every((p, i) => {
    const q = b.participations[i];
    return q !== undefined && p.id === q.id && sameIds(p.tagDefinitionIds, q.tagDefinitionIds);
  });
  return (
    participations &&
    a.clippedTimePeriodsByAthlete.every((entry, i) => {
      const other = b.clippedTimePeriodsByAthlete[i];
      if (other === entry) return true;
      if (!other || other.athleteId !== entry.athleteId) return false;
      const clips = entry.clippedTimePeriods;
      const otherClips = other.clippedTimePeriods;
      return (
        clips.length === otherClips.length &&
        clips.every((c, j) => {
          const d = otherClips[j];
          return (
            d !== undefined &&
            c.startOffset === d.startOffset &&
            c.endOffset === d.endOffset &&
            sameIds(c.tagDefinitionIds, d.tagDefinitionIds)
          );
        })
      );
    })
  );
}

const segmentViews = new WeakMap<
  SegmentRecord,
  { baseline: SegmentRecord | undefined; view: EditorSegment }
>();

/** The public working copy of a record, with draft and dirty against the saved baseline. */
export function toEditorSegment(
  record: SegmentRecord,
  baseline: SegmentRecord | undefined,
): EditorSegment {
  const cached = segmentViews.get(record);
  if (cached && cached.baseline === baseline) return cached.view;
  const draft = baseline === undefined;
  const view: EditorSegment = {
    id: record.id,
    title: record.title,
    startTimestamp: record.startTimestamp,
    endTimestamp: record.endTimestamp,
    participations: record.participations,
    athleteIds: athleteIdsOf(record),
    tagDefinitionIds: record.tagDefinitionIds,
    clippedTimePeriodsByAthlete: record.clippedTimePeriodsByAthlete,
    draft,
    dirty: draft || !sameStoredFields(record, baseline),
    originalSegmentId: record.originalSegmentId,
    suggested: record.suggested,
  };
  segmentViews.set(record, { baseline, view });
  return view;
}

/** Segments by start, then end, then id: the order of the lane and the 'Segments' list. */
export function sortRecords(records: readonly SegmentRecord[]): SegmentRecord[] {
  return [...records].sort(
    (a, b) =>
      a.startTimestamp - b.startTimestamp ||
      a.endTimestamp - b.endTimestamp ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
