import type { Edge } from '../hitTest';
import type { EditorPointer } from '../toolContext';
import type { SegmentRecord } from '../records';
import { durationMs } from '../records';
import { findClip } from '../clipOps';
import { mapClips } from '../segmentOps';
import { clamp } from '../timeBounds';
import { SECOND_MS } from '../constants';
import { DragState } from './DragState';

/**
 * Dragging a clip's edge: held inside the segment and at least a second long (or the
 * segment's length); it merges with a clip it comes to overlap.
 */
export class ResizingClip extends DragState<{
  origin: EditorPointer;
  segmentId: string;
  clipId: string;
  edge: Edge;
}> {
  readonly name = 'resizing_clip';
  private original: SegmentRecord | undefined;

  protected override start(): void {
    this.original = this.before.segments.find((s) => s.id === this.info.segmentId);
  }

  protected update(pointer: EditorPointer): void {
    const original = this.original;
    const found = original && findClip(original.clippedTimePeriodsByAthlete, this.info.clipId);
    if (!original || !found) return;
    const { clip } = found;
    const duration = durationMs(original);
    const minLength = Math.min(SECOND_MS, duration);
    const travel = Math.round(this.travelMs(pointer));
    const resized =
      this.info.edge === 'start'
        ? { ...clip, startOffset: clamp(clip.startOffset + travel, 0, clip.endOffset - minLength) }
        : {
            ...clip,
            endOffset: clamp(clip.endOffset + travel, clip.startOffset + minLength, duration),
          };
    const record = mapClips(
      original,
      (c) => (c.id === clip.id ? resized : c),
      this.ctx.createClipId,
    );
    const holder = findClip(record.clippedTimePeriodsByAthlete, clip.id);
    this.ctx.setDocument({
      segments: this.before.segments.map((s) => (s.id === original.id ? record : s)),
      selection: { ...this.before.selection, clipIds: holder ? [clip.id] : [] },
    });
    this.ctx.setOverlay({ cursor: 'ew-resize' });
  }
}
