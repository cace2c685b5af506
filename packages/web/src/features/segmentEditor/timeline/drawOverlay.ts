import { formatDistance, type UnitSystem } from '@touchline/domain';
import { LANE_ROW_HEIGHT_PX } from '../model/constants';
import type { EditorSegment, EditorState, Viewport } from '../model/types';
import { timeToX } from '../model/viewport';
import { formatClockTime, formatSegmentDuration } from '../segmentListFormat';
import { segmentCountsText, segmentLabelParts } from './segmentLabel';
import type { TimelinePalette } from './timelinePalette';

/** Where things sit on the overlay, which covers the segment lane and the athlete rows' viewport. */
export interface OverlayLayout {
  widthPx: number;
  laneHeightPx: number;
  laneScrollTop: number;
  /** Height of the athlete rows' viewport, under the lane. */
  rowsHeightPx: number;
  rowsScrollTop: number;
  rowHeightPx: number;
  graphHeightPx: number;
  /** Athletes in row order (sorting and filters applied). */
  athleteIds: readonly string[];
  /** x of the pointer over the timeline, for the cursor line; null when away. */
  hoverX: number | null;
  showSegmentTags: boolean;
  unitSystem: UnitSystem;
}

const BOX_INSET_PX = 4;
const HANDLE_WIDTH_PX = 6;

/**
 * Everything that moves during a gesture: segment boxes in the lane, the selected segments'
 * clips on the graphs, segment edges across the rows, the box selection, the snap guide,
 * the live preview and the cursor line. Graphs are never redrawn for these.
 */
export function drawOverlay(
  context: CanvasRenderingContext2D,
  state: EditorState,
  layout: OverlayLayout,
  palette: TimelinePalette,
): void {
  const { viewport } = state;
  const selected = new Set(state.selection.segmentIds);
  const rowOf = new Map(state.laneRows.map((placement) => [placement.segmentId, placement.row]));
  const tagColour = new Map(state.tagDefinitions.map((tag) => [tag.id, tag.colour]));

  context.save();
  context.beginPath();
  context.rect(0, 0, layout.widthPx, layout.laneHeightPx);
  context.clip();
  for (const segment of state.segments) {
    const row = rowOf.get(segment.id) ?? 0;
    const top = row * LANE_ROW_HEIGHT_PX - layout.laneScrollTop + BOX_INSET_PX;
    drawSegmentBox(
      context,
      segment,
      viewport,
      top,
      selected.has(segment.id),
      tagColour,
      layout,
      palette,
    );
  }
  if (state.brush?.target === 'lane') {
    const { startMs, endMs, topY, bottomY } = state.brush;
    drawBrush(
      context,
      viewport,
      startMs,
      endMs,
      topY - layout.laneScrollTop,
      bottomY - layout.laneScrollTop,
      palette,
    );
  }
  context.restore();

  context.save();
  context.beginPath();
  context.rect(0, layout.laneHeightPx, layout.widthPx, layout.rowsHeightPx);
  context.clip();
  context.translate(0, layout.laneHeightPx);
  drawRows(context, state, layout, selected, tagColour, palette);
  context.restore();

  const fullHeight = layout.laneHeightPx + layout.rowsHeightPx;
  if (state.snapGuideMs !== null) {
    context.save();
    context.setLineDash([4, 3]);
    verticalLine(context, timeToX(viewport, state.snapGuideMs), fullHeight, palette.snapGuide);
    context.restore();
  }
  if (layout.hoverX !== null && state.toolState === 'idle') {
    verticalLine(context, layout.hoverX, fullHeight, palette.cursorLine);
    const label = formatClockTime(viewport.startMs + layout.hoverX * viewport.msPerPx);
    drawBadge(context, label, layout.hoverX + 4, layout.laneHeightPx + 2, layout.widthPx, palette);
  }
  if (state.livePreview) {
    const { startMs, endMs, teamAvgDistanceM } = state.livePreview;
    const distance =
      teamAvgDistanceM === null
        ? 'no data'
        : `avg ${formatDistance(teamAvgDistanceM, layout.unitSystem)}`;
    const text = `${formatSegmentDuration(startMs, endMs)} · ${distance}`;
    drawBadge(context, text, timeToX(viewport, endMs) + 6, 2, layout.widthPx, palette);
  }
}

function drawSegmentBox(
  context: CanvasRenderingContext2D,
  segment: EditorSegment,
  viewport: Viewport,
  top: number,
  isSelected: boolean,
  tagColour: ReadonlyMap<string, string>,
  layout: OverlayLayout,
  palette: TimelinePalette,
): void {
  const startX = timeToX(viewport, segment.startTimestamp);
  const endX = timeToX(viewport, segment.endTimestamp);
  if (endX < 0 || startX > layout.widthPx) return;
  const width = endX - startX;
  const height = LANE_ROW_HEIGHT_PX - 2 * BOX_INSET_PX;
  context.fillStyle = isSelected ? palette.selectedFill : palette.segmentFill;
  context.fillRect(startX, top, width, height);
  context.save();
  if (segment.draft || segment.suggested) context.setLineDash([5, 3]);
  context.lineWidth = isSelected ? 2 : 1;
  context.strokeStyle = segment.suggested
    ? palette.suggestedBorder
    : isSelected
      ? palette.selectedBorder
      : palette.segmentBorder;
  context.strokeRect(startX + 0.5, top + 0.5, Math.max(width - 1, 0), height - 1);
  context.restore();
  // The move handle: a grip at the start.
  context.fillStyle = isSelected ? palette.selectedBorder : palette.segmentBorder;
  context.fillRect(
    startX + 2,
    top + 2,
    Math.min(HANDLE_WIDTH_PX, Math.max(width - 4, 0)),
    height - 4,
  );

  // The label follows the visible part of the box, so a segment scrolled half out of view
  // still reads its title.
  const visibleLeft = Math.max(startX, 0);
  const visibleRight = Math.min(endX, layout.widthPx);
  const parts = segmentLabelParts(visibleRight - visibleLeft);
  if (!parts.title) return;
  const textLeft = visibleLeft + (startX >= 0 ? HANDLE_WIDTH_PX : 0) + 6;
  const textRight = visibleRight - 4;
  context.save();
  context.beginPath();
  context.rect(textLeft, top, Math.max(textRight - textLeft, 0), height);
  context.clip();
  context.textBaseline = 'top';
  context.fillStyle = palette.text;
  context.font = palette.boldFont;
  const title = `${segment.title.trim() || 'Untitled'}${segment.dirty ? ' •' : ''}`;
  context.fillText(title, textLeft, top + 4);
  context.font = palette.font;
  context.fillStyle = palette.mutedText;
  if (parts.time) {
    const time = `${formatClockTime(segment.startTimestamp)}–${formatClockTime(segment.endTimestamp)}`;
    context.fillText(time, textLeft, top + 19);
  }
  if (parts.counts) {
    context.fillText(
      segmentCountsText(segment.athleteIds.length, segment.tagDefinitionIds.length),
      textLeft,
      top + 32,
    );
  }
  context.restore();
  if (parts.tagIndicator && layout.showSegmentTags && segment.tagDefinitionIds.length > 0) {
    segment.tagDefinitionIds.slice(0, 3).forEach((tagId, index) => {
      context.fillStyle = tagColour.get(tagId) ?? palette.mutedText;
      context.beginPath();
      context.arc(visibleRight - 8 - index * 9, top + 8, 3.5, 0, 2 * Math.PI);
      context.fill();
    });
  }
}

function drawRows(
  context: CanvasRenderingContext2D,
  state: EditorState,
  layout: OverlayLayout,
  selected: ReadonlySet<string>,
  tagColour: ReadonlyMap<string, string>,
  palette: TimelinePalette,
): void {
  const { viewport } = state;
  const firstRow = Math.max(0, Math.floor(layout.rowsScrollTop / layout.rowHeightPx));
  const endRow = Math.min(
    layout.athleteIds.length,
    Math.ceil((layout.rowsScrollTop + layout.rowsHeightPx) / layout.rowHeightPx),
  );
  const rowTop = (row: number) => row * layout.rowHeightPx - layout.rowsScrollTop;

  // Every segment's edges across the rows, so the drills stay readable under the graphs.
  context.save();
  context.setLineDash([2, 4]);
  for (const segment of state.segments) {
    const colour = selected.has(segment.id) ? palette.selectedBorder : palette.segmentBorder;
    verticalLine(context, timeToX(viewport, segment.startTimestamp), layout.rowsHeightPx, colour);
    verticalLine(context, timeToX(viewport, segment.endTimestamp), layout.rowsHeightPx, colour);
  }
  context.restore();

  const selectedClips = new Set(state.selection.clipIds);
  for (const segment of state.segments) {
    if (!selected.has(segment.id)) continue;
    const clipsOf = new Map(
      segment.clippedTimePeriodsByAthlete.map((entry) => [
        entry.athleteId,
        entry.clippedTimePeriods,
      ]),
    );
    for (let row = firstRow; row < endRow; row += 1) {
      const clips = clipsOf.get(layout.athleteIds[row]!);
      if (!clips) continue;
      const top = rowTop(row);
      for (const clip of clips) {
        const startX = timeToX(viewport, segment.startTimestamp + clip.startOffset);
        const endX = timeToX(viewport, segment.startTimestamp + clip.endOffset);
        if (endX < 0 || startX > layout.widthPx) continue;
        const isSelected = selectedClips.has(clip.id);
        context.fillStyle = isSelected ? palette.selectedClipFill : palette.clipFill;
        context.fillRect(startX, top, endX - startX, layout.graphHeightPx);
        context.lineWidth = isSelected ? 2 : 1;
        context.strokeStyle = palette.clipEdge;
        context.beginPath();
        context.moveTo(Math.round(startX) + 0.5, top);
        context.lineTo(Math.round(startX) + 0.5, top + layout.graphHeightPx);
        context.moveTo(Math.round(endX) - 0.5, top);
        context.lineTo(Math.round(endX) - 0.5, top + layout.graphHeightPx);
        context.stroke();
        if (endX - startX > 30) {
          clip.tagDefinitionIds.slice(0, 3).forEach((tagId, index) => {
            context.fillStyle = tagColour.get(tagId) ?? palette.mutedText;
            context.fillRect(startX + 4 + index * 8, top + 4, 6, 6);
          });
        }
      }
    }
  }

  if (state.brush?.target === 'graph' && state.brush.athleteIds.length > 0) {
    const brushed = new Set(state.brush.athleteIds);
    const rows = layout.athleteIds.flatMap((id, row) => (brushed.has(id) ? [row] : []));
    if (rows.length > 0) {
      const top = rowTop(Math.min(...rows));
      const bottom = rowTop(Math.max(...rows)) + layout.graphHeightPx;
      drawBrush(context, viewport, state.brush.startMs, state.brush.endMs, top, bottom, palette);
    }
  }
}

function drawBrush(
  context: CanvasRenderingContext2D,
  viewport: Viewport,
  startMs: number,
  endMs: number,
  top: number,
  bottom: number,
  palette: TimelinePalette,
): void {
  const left = timeToX(viewport, Math.min(startMs, endMs));
  const width = Math.abs(endMs - startMs) / viewport.msPerPx;
  context.fillStyle = palette.brushFill;
  context.fillRect(left, top, width, bottom - top);
  context.lineWidth = 1;
  context.strokeStyle = palette.brushBorder;
  context.strokeRect(left + 0.5, top + 0.5, width, bottom - top);
}

function verticalLine(
  context: CanvasRenderingContext2D,
  x: number,
  height: number,
  colour: string,
): void {
  context.lineWidth = 1;
  context.strokeStyle = colour;
  context.beginPath();
  context.moveTo(Math.round(x) + 0.5, 0);
  context.lineTo(Math.round(x) + 0.5, height);
  context.stroke();
}

function drawBadge(
  context: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  maxX: number,
  palette: TimelinePalette,
): void {
  context.font = palette.font;
  const width = context.measureText(text).width + 10;
  const left = Math.max(0, Math.min(x, maxX - width));
  context.fillStyle = palette.badgeBackground;
  context.beginPath();
  context.roundRect(left, y, width, 18, 4);
  context.fill();
  context.fillStyle = palette.badgeText;
  context.textBaseline = 'middle';
  context.fillText(text, left + 5, y + 9);
}
