import type { EditorDocument, SegmentRecord } from './records';
import { sameStoredFields } from './records';

/**
 * How a change of segment selection treats the segments it leaves (docs/product/dashboard-and-segments.md §4):
 * - 'deselect' (a click on the empty lane, Escape): selected drafts are removed at once;
 * - 'switch' (selecting other segments): a draft left behind counts as unsaved changes.
 * Saved segments with changes always need the discard confirmation; on confirm they return
 * to their saved version and drafts left are removed.
 */
export type SelectionChangeMode = 'deselect' | 'switch';

export interface SelectionChange {
  needsConfirmation: boolean;
  /** The document once the change is applied (after the confirmation when one is needed). */
  next: EditorDocument;
}

export function planSelectionChange(
  doc: EditorDocument,
  baseline: ReadonlyMap<string, SegmentRecord>,
  segmentIds: readonly string[],
  mode: SelectionChangeMode,
  athleteIds: readonly string[],
): SelectionChange {
  const staying = new Set(segmentIds);
  const leaving = doc.segments.filter(
    (s) => doc.selection.segmentIds.includes(s.id) && !staying.has(s.id),
  );
  const leavingDrafts = leaving.filter((s) => !baseline.has(s.id) && !s.suggested);
  const leavingChanged = leaving.filter((s) => {
    const saved = baseline.get(s.id);
    return saved !== undefined && !sameStoredFields(saved, s);
  });
  const removed = new Set(leavingDrafts.map((s) => s.id));
  const segments = doc.segments.flatMap((s) => {
    if (removed.has(s.id)) return [];
    return leavingChanged.includes(s) ? [baseline.get(s.id) ?? s] : [s];
  });
  return {
    needsConfirmation: leavingChanged.length > 0 || (mode === 'switch' && leavingDrafts.length > 0),
    next: {
      segments:
        segments.length === doc.segments.length && segments.every((s, i) => s === doc.segments[i])
          ? doc.segments
          : segments,
      selection: { segmentIds: [...segmentIds], clipIds: [], athleteIds: [...athleteIds] },
    },
  };
}
