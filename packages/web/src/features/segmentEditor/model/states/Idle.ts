import type { EditorPointer } from '../toolContext';
import type { PointingIntent } from './Pointing';
import type { PointingClipIntent } from './PointingClip';
import { ToolState } from './ToolState';

/** Nothing under way: a press starts pointing, hovering sets the cursor. */
export class Idle extends ToolState {
  readonly name = 'idle';

  override onPointerDown(pointer: EditorPointer): void {
    if (pointer.button !== 0) return;
    if (pointer.target.kind === 'lane') {
      this.ctx.transition('pointing', { origin: pointer, intent: this.laneIntent(pointer) });
    } else {
      this.ctx.transition('pointing_clip', {
        origin: pointer,
        intent: this.graphIntent(pointer, pointer.target.athleteId),
      });
    }
  }

  private laneIntent(pointer: EditorPointer): PointingIntent {
    if (pointer.ctrl) return { kind: 'create' };
    const hit = this.ctx.hitLane(pointer.x, pointer.y);
    switch (hit.kind) {
      case 'edge':
        return { kind: 'resize', segmentId: hit.segmentId, edge: hit.edge };
      case 'moveHandle':
        return { kind: 'translate', segmentId: hit.segmentId };
      case 'body':
        return { kind: 'select', segmentId: hit.segmentId };
      case 'empty':
        return { kind: 'empty' };
    }
  }

  private graphIntent(pointer: EditorPointer, athleteId: string): PointingClipIntent {
    const hit = this.ctx.hitGraph(athleteId, pointer.x);
    if (pointer.ctrl) {
      return hit.kind === 'empty'
        ? { kind: 'empty' }
        : { kind: 'clip', segmentId: hit.segmentId, athleteId, withSelected: pointer.alt };
    }
    switch (hit.kind) {
      case 'clipEdge':
        return { kind: 'resizeClip', segmentId: hit.segmentId, clipId: hit.clipId, edge: hit.edge };
      case 'clip':
        return { kind: 'selectClip', clipId: hit.clipId };
      default:
        return { kind: 'empty' };
    }
  }

  override onPointerMove(pointer: EditorPointer): void {
    this.ctx.setOverlay({ cursor: this.hoverCursor(pointer) });
  }

  override onModifiersChange(pointer: EditorPointer): void {
    this.onPointerMove(pointer);
  }

  private hoverCursor(pointer: EditorPointer) {
    if (pointer.ctrl) return 'crosshair' as const;
    if (pointer.target.kind === 'graph') {
      return this.ctx.hitGraph(pointer.target.athleteId, pointer.x).kind === 'clipEdge'
        ? ('ew-resize' as const)
        : ('default' as const);
    }
    const hit = this.ctx.hitLane(pointer.x, pointer.y);
    if (hit.kind === 'edge') return 'ew-resize' as const;
    if (hit.kind === 'moveHandle') return pointer.alt ? ('copy' as const) : ('grab' as const);
    return 'default' as const;
  }

  override onKeyDown(
    key: string,
    modifiers: { ctrl: boolean; shift: boolean; alt: boolean },
  ): boolean {
    return this.ctx.handleShortcutKey(key, modifiers);
  }
}
