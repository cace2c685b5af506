import type { EditorInput, EditorSegment } from './types';
import type { EditorDocument, SegmentRecord } from './records';
import type { SegmentEditorModel } from './SegmentEditorModel';
import { recordFromSaved, sameStoredFields } from './records';

/**
 * What the screens report after calling the server: saved segments become the baseline
 * (drafts take their server ids everywhere, undo history included), deleted ones leave,
 * errors show in the sidebar, and refetched data is merged without losing local changes.
 */
export class ServerSync {
  constructor(private readonly model: SegmentEditorModel) {}

  private get doc(): EditorDocument {
    return this.model.doc;
  }

  /**
   * The saved segments become the baseline. With `sent` (the segments as the mutation carried
   * them) an edit made while the save was on its way stays dirty.
   */
  markSaved(
    segmentIds: readonly string[],
    idMap: Readonly<Record<string, string>> = {},
    sent: readonly EditorSegment[] = [],
  ): void {
    const saved = new Set(segmentIds);
    const rename = (id: string) => (saved.has(id) ? (idMap[id] ?? id) : id);
    const renameDoc = (doc: EditorDocument): EditorDocument => ({
      segments: doc.segments.map((s) => (rename(s.id) === s.id ? s : { ...s, id: rename(s.id) })),
      selection: { ...doc.selection, segmentIds: doc.selection.segmentIds.map(rename) },
    });
    this.model.history.map(renameDoc);
    const sentById = new Map(sent.map((segment) => [segment.id, segment]));
    const segments = this.doc.segments.map((record) => {
      if (!saved.has(record.id)) return record;
      const current = {
        ...record,
        id: rename(record.id),
        originalSegmentId: null,
        suggested: false,
      };
      const carried = sentById.get(record.id);
      this.model.baseline.set(
        current.id,
        carried ? { ...savedRecord(carried), id: current.id } : current,
      );
      return current;
    });
    this.model.error = null;
    this.model.setDocument({ segments, selection: renameDoc(this.doc).selection });
  }

  markDeleted(segmentIds: readonly string[]): void {
    for (const id of segmentIds) this.model.baseline.delete(id);
    this.model.commands.removeLocally(segmentIds);
    this.model.emit();
  }

  setError(message: string | null): void {
    this.model.error = message;
    this.model.emit();
  }

  /** Fresh server data: saved segments follow it unless changed here; drafts stay. */
  load(input: Omit<EditorInput, 'widthPx' | 'wheelMode' | 'createId'>): void {
    // A live event arriving mid-drag waits for the gesture to end.
    this.model.whenIdle(() => this.model.batch(() => this.apply(input)));
  }

  private apply(input: Omit<EditorInput, 'widthPx' | 'wheelMode' | 'createId'>): void {
    this.model.setSessionData(input);
    const previousBaseline = this.model.baseline;
    const current = new Map(this.doc.segments.map((s) => [s.id, s]));
    const baseline = new Map<string, SegmentRecord>();
    for (const saved of input.segments) {
      const fresh = recordFromSaved(saved, input.athletes, this.model.createClipId);
      const mine = current.get(saved.id);
      const same = mine && sameStoredFields(mine, fresh);
      baseline.set(saved.id, same ? mine : fresh);
    }
    const segments = [
      ...[...baseline.values()].map((fresh) => {
        const mine = current.get(fresh.id);
        const wasSaved = previousBaseline.get(fresh.id);
        const changedHere = mine && wasSaved && !sameStoredFields(mine, wasSaved);
        return changedHere ? mine : fresh;
      }),
      ...this.doc.segments.filter((s) => !baseline.has(s.id) && !previousBaseline.has(s.id)),
    ];
    this.model.baseline = baseline;
    const present = new Set(segments.map((s) => s.id));
    this.model.setDocument({
      segments,
      selection: {
        ...this.doc.selection,
        segmentIds: this.doc.selection.segmentIds.filter((id) => present.has(id)),
      },
    });
    this.model.emit();
  }
}

/** The stored fields of a working copy. */
function savedRecord(segment: EditorSegment): SegmentRecord {
  return {
    id: segment.id,
    title: segment.title,
    startTimestamp: segment.startTimestamp,
    endTimestamp: segment.endTimestamp,
    participations: segment.participations,
    tagDefinitionIds: segment.tagDefinitionIds,
    clippedTimePeriodsByAthlete: segment.clippedTimePeriodsByAthlete,
    originalSegmentId: null,
    suggested: false,
  };
}
