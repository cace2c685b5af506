import { floorToWholeSecond, suggestSegments } from '@touchline/domain';
import type { SegmentPatch } from './types';
import type { EditorDocument, SegmentRecord } from './records';
import type { SegmentEditorModel } from './SegmentEditorModel';
import {
  copyRecord,
  createDraftRecord,
  mapClips,
  moveRecord,
  resizeRecord,
  splitRecord,
  withAthletes,
  withoutAthletes,
  withTags,
} from './segmentOps';
import { clamp, wholeSecondBounds, wholeSecondWindow } from './timeBounds';

/** The editor's commands: each is one undo entry (docs/product/dashboard-and-segments.md §4, §5, and the editor's own additions in docs/ARCHITECTURE.md, Segment editor). */
export class SegmentCommands {
  constructor(private readonly model: SegmentEditorModel) {}

  private get doc(): EditorDocument {
    return this.model.doc;
  }

  /** The records in `ids` passed through `change`; the document is kept when none changed. */
  private mapSegments(
    ids: readonly string[],
    change: (record: SegmentRecord) => SegmentRecord,
    coalesceKey?: string,
  ) {
    const wanted = new Set(ids);
    this.model.change((doc) => {
      let changed = false;
      const segments = doc.segments.map((record) => {
        if (!wanted.has(record.id)) return record;
        const next = change(record);
        if (next !== record) changed = true;
        return next;
      });
      return changed ? { ...doc, segments } : doc;
    }, coalesceKey ?? null);
  }

  private athletesFor(ids: readonly string[]) {
    return ids.flatMap((id) => this.model.athlete(id) ?? []);
  }

  // ---- selection ----

  selectSegments(segmentIds: readonly string[]): void {
    this.model.changeSegmentSelection(segmentIds, 'switch');
  }

  clearSelection(): void {
    this.model.changeSegmentSelection([], 'deselect', []);
  }

  toggleAthlete(athleteId: string): void {
    const selected = this.model.selection.athleteIds.includes(athleteId);
    this.setAthletesSelected([athleteId], !selected);
  }

  /** No segment selected: ticks athletes. One: adds them to it or removes them. More: disabled. */
  setAthletesSelected(athleteIds: readonly string[], selected: boolean): void {
    const segmentIds = this.doc.selection.segmentIds;
    if (segmentIds.length > 1) return;
    if (segmentIds.length === 1) {
      if (selected) this.addAthletes(segmentIds, athleteIds);
      else this.removeAthletes(segmentIds, athleteIds);
      return;
    }
    const current = this.doc.selection.athleteIds;
    const changed = new Set(athleteIds);
    const next = selected
      ? [...current, ...athleteIds.filter((id) => !current.includes(id))]
      : current.filter((id) => !changed.has(id));
    this.model.setDocument({ ...this.doc, selection: { ...this.doc.selection, athleteIds: next } });
  }

  setAthleteOrder(athleteIds: readonly string[]): void {
    this.model.athleteOrder = athleteIds;
  }

  // ---- segment edits ----

  updateSegment(segmentId: string, patch: SegmentPatch): void {
    const timesOnly = patch.title === undefined;
    this.mapSegments(
      [segmentId],
      (record) => {
        let next =
          patch.title === undefined || patch.title === record.title
            ? record
            : { ...record, title: patch.title };
        if (patch.startTimestamp !== undefined || patch.endTimestamp !== undefined) {
          const window = wholeSecondWindow(
            this.model.session,
            patch.startTimestamp ?? next.startTimestamp,
            patch.endTimestamp ?? next.endTimestamp,
          );
          next = resizeRecord(next, window, this.model.createClipId);
        }
        return next;
      },
      timesOnly ? undefined : `title:${segmentId}`,
    );
  }

  addAthletes(segmentIds: readonly string[], athleteIds: readonly string[]): void {
    const athletes = this.athletesFor(athleteIds);
    this.mapSegments(segmentIds, (record) =>
      withAthletes(record, athletes, this.model.createClipId),
    );
  }

  removeAthletes(segmentIds: readonly string[], athleteIds: readonly string[]): void {
    this.mapSegments(segmentIds, (record) => withoutAthletes(record, athleteIds));
  }

  setSegmentTags(
    segmentIds: readonly string[],
    add: readonly string[],
    remove: readonly string[],
  ): void {
    this.mapSegments(segmentIds, (record) => {
      const tagDefinitionIds = withTags(record.tagDefinitionIds, add, remove);
      return tagDefinitionIds === record.tagDefinitionIds
        ? record
        : { ...record, tagDefinitionIds };
    });
  }

  setParticipationTags(
    segmentIds: readonly string[],
    athleteIds: readonly string[],
    add: readonly string[],
    remove: readonly string[],
  ): void {
    const athletes = new Set(athleteIds);
    this.mapSegments(segmentIds, (record) => {
      let changed = false;
      const participations = record.participations.map((p) => {
        if (!athletes.has(p.athleteId)) return p;
        const tagDefinitionIds = withTags(p.tagDefinitionIds, add, remove);
        if (tagDefinitionIds === p.tagDefinitionIds) return p;
        changed = true;
        return { ...p, tagDefinitionIds };
      });
      return changed ? { ...record, participations } : record;
    });
  }

  setClipTags(clipIds: readonly string[], add: readonly string[], remove: readonly string[]): void {
    const wanted = new Set(clipIds);
    this.mapSegments(
      this.doc.segments.map((s) => s.id),
      (record) =>
        mapClips(
          record,
          (clip) => {
            if (!wanted.has(clip.id)) return clip;
            const tagDefinitionIds = withTags(clip.tagDefinitionIds, add, remove);
            return tagDefinitionIds === clip.tagDefinitionIds
              ? clip
              : { ...clip, tagDefinitionIds };
          },
          this.model.createClipId,
        ),
    );
  }

  /** Right-click or Backspace on clips; an athlete left without one gets the whole segment. */
  removeClips(clipIds: readonly string[]): void {
    const removed = new Set(clipIds);
    this.model.change((doc) => {
      let changed = false;
      const segments = doc.segments.map((record) => {
        const next = mapClips(
          record,
          (clip) => (removed.has(clip.id) ? null : clip),
          this.model.createClipId,
        );
        if (next !== record) changed = true;
        return next;
      });
      if (!changed) return doc;
      const clipIds = doc.selection.clipIds.filter((id) => !removed.has(id));
      return { segments, selection: { ...doc.selection, clipIds } };
    });
  }

  /** Ctrl+D: each selected segment copied into a new draft remembering its source, selected. */
  duplicateSelected(): void {
    const selected = this.doc.segments.filter((s) => this.doc.selection.segmentIds.includes(s.id));
    if (selected.length === 0) return;
    const copies = selected.map((record) =>
      copyRecord(record, this.model.createId(), this.model.createClipId),
    );
    this.model.change((doc) => ({
      segments: [...doc.segments, ...copies],
      selection: { ...doc.selection, segmentIds: copies.map((c) => c.id), clipIds: [] },
    }));
  }

  /** Backspace or Delete: drafts go at once; saved segments after 'Are you sure...'. */
  deleteSelected(): void {
    const ids = this.doc.selection.segmentIds;
    if (ids.length === 0) return;
    const saved = ids.filter((id) => this.model.baseline.has(id));
    const drafts = ids.filter((id) => !this.model.baseline.has(id));
    const removeDrafts = () => this.removeLocally(drafts);
    if (saved.length === 0) {
      removeDrafts();
      return;
    }
    this.model.ask({ kind: 'deleteSegments', segmentIds: ids }, () => {
      removeDrafts();
      this.model.requestDelete(saved);
    });
  }

  removeLocally(ids: readonly string[]): void {
    if (ids.length === 0) return;
    const gone = new Set(ids);
    this.model.change((doc) => ({
      segments: doc.segments.filter((s) => !gone.has(s.id)),
      selection: {
        ...doc.selection,
        segmentIds: doc.selection.segmentIds.filter((id) => !gone.has(id)),
        clipIds: [],
      },
    }));
  }

  /** The segment under an instant is cut in two (the selected ones first). */
  splitAtTime(timeMs: number): void {
    const atMs = floorToWholeSecond(timeMs);
    const containing = (s: SegmentRecord) => s.startTimestamp < atMs && s.endTimestamp > atMs;
    const target =
      this.doc.segments.find(
        (s) => this.doc.selection.segmentIds.includes(s.id) && containing(s),
      ) ?? this.doc.segments.find(containing);
    if (!target) return;
    const parts = splitRecord(target, atMs, this.model.createId(), this.model.createClipId);
    if (!parts) return;
    this.model.change((doc) => ({
      segments: doc.segments.flatMap((s) => (s.id === target.id ? parts : [s])),
      selection: { ...doc.selection, segmentIds: [parts[0].id], clipIds: [] },
    }));
  }

  /** Arrow keys: the selected segments move together, kept inside the session. */
  nudgeSelected(deltaMs: number): void {
    const ids = this.doc.selection.segmentIds;
    const moving = this.doc.segments.filter((s) => ids.includes(s.id));
    if (moving.length === 0) return;
    const { minStartMs, maxEndMs } = wholeSecondBounds(this.model.session);
    const earliest = Math.min(...moving.map((s) => s.startTimestamp));
    const latest = Math.max(...moving.map((s) => s.endTimestamp));
    const delta = clamp(
      deltaMs,
      Math.min(minStartMs - earliest, 0),
      Math.max(maxEndMs - latest, 0),
    );
    this.mapSegments(ids, (record) => moveRecord(record, delta));
  }

  // ---- suggestions ----

  /** Bouts of the team's activity as suggested drafts, replacing earlier unkept suggestions. */
  suggestSegments(): void {
    const bouts = suggestSegments({
      startMs: this.model.session.startMs,
      intervalMs: 1000,
      valuesKph: this.model.teamSpeedKph(),
    });
    const athletes = this.athletesFor(this.model.selection.athleteIds);
    const drafts = bouts.map((bout, i) => ({
      ...createDraftRecord(
        this.model.createId(),
        wholeSecondWindow(this.model.session, bout.startMs, bout.endMs),
        athletes.length > 0 ? athletes : this.model.allAthletes.filter((a) => a.hasData),
        this.model.createClipId,
      ),
      title: `Suggested segment ${i + 1}`,
      suggested: true,
    }));
    this.model.change((doc) => {
      const kept = doc.segments.filter((s) => !s.suggested);
      if (drafts.length === 0 && kept.length === doc.segments.length) return doc;
      return { ...doc, segments: [...kept, ...drafts] };
    });
  }

  keepSuggestions(): void {
    this.model.change((doc) =>
      doc.segments.some((s) => s.suggested)
        ? {
            ...doc,
            segments: doc.segments.map((s) => (s.suggested ? { ...s, suggested: false } : s)),
          }
        : doc,
    );
  }

  discardSuggestions(): void {
    this.removeLocally(this.doc.segments.filter((s) => s.suggested).map((s) => s.id));
  }

  // ---- dialogs ----

  /** Closing the Edit Segment card: 'Are you sure you want to dismiss this segment?' when dirty. */
  dismissSelected(): void {
    this.model.changeSelectionAsking(
      { kind: 'dismissSegment' },
      [],
      'switch',
      this.model.selection.athleteIds,
    );
  }

  confirmDialog(): void {
    const action = this.model.pendingAction;
    this.model.pendingDialog = null;
    this.model.pendingAction = null;
    this.model.emit();
    action?.();
  }

  cancelDialog(): void {
    this.model.pendingDialog = null;
    this.model.pendingAction = null;
    this.model.emit();
  }

  // ---- history ----

  undo(): void {
    this.model.settle();
    const previous = this.model.history.undo(this.doc);
    if (previous) this.model.setDocument(previous);
  }

  redo(): void {
    this.model.settle();
    const next = this.model.history.redo(this.doc);
    if (next) this.model.setDocument(next);
  }
}
