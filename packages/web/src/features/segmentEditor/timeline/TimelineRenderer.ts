import type { EditorState, SegmentEditor, Viewport } from '../model/types';
import { drawOverlay, type OverlayLayout } from './drawOverlay';
import { drawRuler } from './drawRuler';
import { drawSpeedGraph } from './drawSpeedGraph';
import { prepareCanvas } from './prepareCanvas';
import { RULER_HEIGHT_PX } from './timelineLayout';
import type { GraphSeries } from './speedSeries';
import type { TimelinePalette } from './timelinePalette';

/** Marked once the editor's visible graphs are first on screen (read by `npm run bench`). */
export const GRAPHS_PAINTED_MARK = 'segment-editor-graphs-painted';

export type RendererLayout = Omit<OverlayLayout, 'widthPx' | 'hoverX'>;

export interface RendererElements {
  root: HTMLElement;
  ruler: HTMLCanvasElement;
  overlay: HTMLCanvasElement;
  /** The lane's horizontal scrollbar: its content is as wide as the session at this zoom. */
  scrollbar: HTMLElement;
  scrollbarContent: HTMLElement;
}

interface GraphEntry {
  series: GraphSeries | null;
  drawnFor: Viewport | null;
  drawnHeight: number;
}

const sameViewport = (a: Viewport | null, b: Viewport) =>
  a !== null && a.startMs === b.startMs && a.msPerPx === b.msPerPx && a.widthPx === b.widthPx;

/**
 * Draws the timeline's canvases, at most once per animation frame. The ruler and the
 * speed graphs are redrawn only when the viewport, their size or their data change; the
 * overlay (segments, clips, brush, guides) on every change of the editor's state. React
 * never renders for any of it.
 */
export class TimelineRenderer {
  private readonly graphs = new Map<HTMLCanvasElement, GraphEntry>();
  private elements: RendererElements | null = null;
  private layout: RendererLayout | null = null;
  private hoverX: number | null = null;
  private rulerViewport: Viewport | null = null;
  private overlayDirty = true;
  private frame = 0;
  private graphsPainted = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly editor: SegmentEditor,
    private palette: TimelinePalette,
  ) {}

  /** Follows the editor's state until stopped. */
  start(): void {
    this.unsubscribe ??= this.editor.subscribe(() => this.invalidateOverlay());
    this.invalidateOverlay();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  attach(elements: RendererElements | null): void {
    this.elements = elements;
    this.rulerViewport = null;
    this.invalidateOverlay();
  }

  setPalette(palette: TimelinePalette): void {
    this.palette = palette;
    this.rulerViewport = null;
    for (const entry of this.graphs.values()) entry.drawnFor = null;
    this.invalidateOverlay();
  }

  setLayout(layout: RendererLayout): void {
    this.layout = layout;
    this.invalidateOverlay();
  }

  setHoverX(x: number | null): void {
    if (x === this.hoverX) return;
    this.hoverX = x;
    this.invalidateOverlay();
  }

  /** A mounted athlete graph; drawn in the next frame and whenever the view changes. */
  registerGraph(canvas: HTMLCanvasElement, series: GraphSeries | null): () => void {
    this.graphs.set(canvas, { series, drawnFor: null, drawnHeight: 0 });
    this.schedule();
    return () => {
      this.graphs.delete(canvas);
    };
  }

  private invalidateOverlay(): void {
    this.overlayDirty = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  private draw(): void {
    const { elements, layout } = this;
    if (!elements || !layout) return;
    const state = this.editor.getState();
    const { viewport } = state;
    elements.root.style.cursor = state.cursor;
    if (!sameViewport(this.rulerViewport, viewport)) {
      const context = prepareCanvas(elements.ruler, viewport.widthPx, RULER_HEIGHT_PX);
      if (context) drawRuler(context, viewport, RULER_HEIGHT_PX, this.palette);
      this.rulerViewport = viewport;
      this.syncScrollbar(state, elements);
    }
    this.drawGraphs(viewport, layout);
    if (this.overlayDirty) {
      this.overlayDirty = false;
      const height = layout.laneHeightPx + layout.rowsHeightPx;
      const context = prepareCanvas(elements.overlay, viewport.widthPx, height);
      if (context) {
        drawOverlay(
          context,
          state,
          { ...layout, widthPx: viewport.widthPx, hoverX: this.hoverX },
          this.palette,
        );
      }
    }
  }

  private drawGraphs(viewport: Viewport, layout: RendererLayout): void {
    for (const [canvas, entry] of this.graphs) {
      if (sameViewport(entry.drawnFor, viewport) && entry.drawnHeight === layout.graphHeightPx)
        continue;
      const context = prepareCanvas(canvas, viewport.widthPx, layout.graphHeightPx);
      if (context && entry.series) {
        drawSpeedGraph(context, entry.series, viewport, layout.graphHeightPx, this.palette);
      }
      entry.drawnFor = viewport;
      entry.drawnHeight = layout.graphHeightPx;
    }
    if (!this.graphsPainted && (this.graphs.size > 0 || layout.athleteIds.length === 0)) {
      this.graphsPainted = true;
      performance.mark(GRAPHS_PAINTED_MARK);
    }
  }

  /** The scrollbar mirrors the view: as wide as the session, scrolled to the view's start. */
  private syncScrollbar(state: EditorState, elements: RendererElements): void {
    const { viewport, session } = state;
    const contentWidth = (session.endMs - session.startMs) / viewport.msPerPx;
    elements.scrollbarContent.style.width = `${Math.max(contentWidth, viewport.widthPx)}px`;
    const left = (viewport.startMs - session.startMs) / viewport.msPerPx;
    if (Math.abs(elements.scrollbar.scrollLeft - left) >= 1) elements.scrollbar.scrollLeft = left;
  }
}
