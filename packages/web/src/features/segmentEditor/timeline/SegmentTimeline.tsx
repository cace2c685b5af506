import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { UnitSystem } from '@touchline/domain';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { EditorAthlete, SegmentEditor } from '../model/types';
import { AthleteRow } from './AthleteRow';
import { SegmentLanePlaceholder } from './SegmentLanePlaceholder';
import {
  ATHLETE_ROW_OVERSCAN,
  athleteRowHeightPx,
  laneHeightPx,
  NAME_COLUMN_WIDTH_PX,
  RULER_HEIGHT_PX,
  type GraphHeight,
} from './timelineLayout';
import { timelinePalette } from './timelinePalette';
import { TimelineRenderer } from './TimelineRenderer';
import { useEditorValue } from './useEditorValue';
import { useSameIds } from './useSameIds';
import { useTimelineInput } from './useTimelineInput';
import { useTimelineLayout } from './useTimelineLayout';
import { LANE_ROW_HEIGHT_PX } from '../model/constants';

export interface SegmentTimelineProps {
  editor: SegmentEditor;
  /** The athletes to show, in row order (the page sorts and filters them). */
  athletes: readonly EditorAthlete[];
  /** 80 normal, 40 small (docs/product/dashboard-and-segments.md §2.5). */
  graphHeight: GraphHeight;
  /** Athlete rows show their tag icon and hover list. */
  showAthleteTags?: boolean;
  /** Segment boxes show their tag indicator. */
  showSegmentTags?: boolean;
  /** Distances in the live preview. */
  unitSystem?: UnitSystem;
  /** CSS height of the athlete rows' viewport; rows beyond it scroll (and are not mounted). */
  rowsHeight?: string | number;
}

/** Props equal but for an athlete list rebuilt with the same athletes: nothing to render. */
function sameTimelineProps(before: SegmentTimelineProps, after: SegmentTimelineProps): boolean {
  const keys = new Set([
    ...Object.keys(before),
    ...Object.keys(after),
  ] as (keyof SegmentTimelineProps)[]);
  for (const key of keys) {
    if (key === 'athletes') continue;
    if (!Object.is(before[key], after[key])) return false;
  }
  return (
    before.athletes.length === after.athletes.length &&
    before.athletes.every((athlete, index) => athlete === after.athletes[index])
  );
}

/**
 * The segment editor's timeline (docs/product/dashboard-and-segments.md §2.5): the ruler, the segment lane ('Segment lane')
 * and one speed graph per athlete ('{name} speed'), virtualised. Canvases draw everything;
 * segments, clips and gestures sit on their own overlay, so a drag never redraws a graph.
 * Pointer, wheel, context-menu and key events go to `editor`; the timeline tells the editor
 * its width and the athletes' order. Everything else (toolbar, sidebar, saving) is the page's.
 */
export const SegmentTimeline = memo(function SegmentTimeline({
  editor,
  athletes,
  graphHeight,
  showAthleteTags = true,
  showSegmentTags = true,
  unitSystem = 'metric',
  rowsHeight = 'max(240px, calc(100vh - 360px))',
}: SegmentTimelineProps) {
  const theme = useTheme();
  const palette = useMemo(() => timelinePalette(theme), [theme]);
  const [renderer] = useState(() => new TimelineRenderer(editor, palette));
  const root = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLCanvasElement>(null);
  const lane = useRef<HTMLDivElement>(null);
  const rows = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLCanvasElement>(null);
  const scrollbar = useRef<HTMLDivElement>(null);
  const scrollbarContent = useRef<HTMLDivElement>(null);
  const scrollers = useMemo(() => ({ lane, rows, scrollbar }), []);
  const inputElements = useMemo(() => ({ root, lane, rows }), []);

  const laneRowCount = useEditorValue(editor, (state) => state.laneRowCount);
  const hasSegments = useEditorValue(editor, (state) => state.segments.length > 0);
  const tagDefinitions = useEditorValue(editor, (state) => state.tagDefinitions);
  const rowHeight = athleteRowHeightPx(graphHeight);
  const athleteIds = useSameIds(athletes);
  const laneHeight = laneHeightPx(laneRowCount);

  useEffect(() => {
    renderer.start();
    return () => renderer.stop();
  }, [renderer]);
  useEffect(() => renderer.setPalette(palette), [renderer, palette]);
  useLayoutEffect(() => {
    const [rootElement, rulerElement, overlayElement, scrollbarElement, contentElement] = [
      root.current,
      ruler.current,
      overlay.current,
      scrollbar.current,
      scrollbarContent.current,
    ];
    if (!rootElement || !rulerElement || !overlayElement || !scrollbarElement || !contentElement)
      return;
    renderer.attach({
      root: rootElement,
      ruler: rulerElement,
      overlay: overlayElement,
      scrollbar: scrollbarElement,
      scrollbarContent: contentElement,
    });
    return () => renderer.attach(null);
  }, [renderer]);
  useEffect(() => editor.setAthleteOrder(athleteIds), [editor, athleteIds]);

  useTimelineLayout(editor, renderer, scrollers, {
    laneHeightPx: laneHeight,
    rowHeightPx: rowHeight,
    graphHeightPx: graphHeight,
    athleteIds,
    showSegmentTags,
    unitSystem,
  });
  const geometry = useRef({ rowHeightPx: rowHeight, athleteIds });
  geometry.current = { rowHeightPx: rowHeight, athleteIds };
  const geometryOf = useCallback(() => geometry.current, []);
  useTimelineInput(editor, renderer, inputElements, geometryOf);

  const virtualizer = useVirtualizer({
    count: athletes.length,
    getScrollElement: () => rows.current,
    estimateSize: useCallback(() => rowHeight, [rowHeight]),
    overscan: ATHLETE_ROW_OVERSCAN,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  return (
    <Box
      ref={root}
      sx={{
        position: 'relative',
        userSelect: 'none',
        touchAction: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', height: RULER_HEIGHT_PX }}>
        <Box sx={{ width: NAME_COLUMN_WIDTH_PX, flexShrink: 0 }} />
        <canvas ref={ruler} aria-hidden style={{ display: 'block' }} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: (t) => `inset 0 -1px 0 ${t.palette.divider}`,
        }}
      >
        <Box sx={{ width: NAME_COLUMN_WIDTH_PX, flexShrink: 0, px: 1, pt: 1 }}>
          <Typography variant="overline" color="text.secondary">
            Segments
          </Typography>
        </Box>
        <Box
          ref={lane}
          role="group"
          aria-label="Segment lane"
          sx={{
            position: 'relative',
            flex: 1,
            minWidth: 0,
            overflowY: 'auto',
            scrollbarGutter: 'stable',
          }}
          style={{ height: laneHeight }}
        >
          <Box style={{ height: Math.max(laneRowCount, 1) * LANE_ROW_HEIGHT_PX }} />
          {!hasSegments && <SegmentLanePlaceholder />}
        </Box>
      </Box>
      <Box
        ref={rows}
        sx={{ overflowY: 'auto', scrollbarGutter: 'stable' }}
        style={{ height: rowsHeight }}
      >
        <Box sx={{ position: 'relative' }} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <AthleteRow
              key={athletes[item.index]!.id}
              editor={editor}
              renderer={renderer}
              athlete={athletes[item.index]!}
              tagDefinitions={tagDefinitions}
              showTags={showAthleteTags}
              topPx={item.start}
              rowHeightPx={rowHeight}
              graphHeightPx={graphHeight}
            />
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', borderTop: 1, borderColor: 'divider' }}>
        <Box sx={{ width: NAME_COLUMN_WIDTH_PX, flexShrink: 0 }} />
        <Box
          ref={scrollbar}
          aria-label="Scroll the timeline"
          sx={{ flex: 1, overflowX: 'auto', overflowY: 'hidden' }}
        >
          <Box ref={scrollbarContent} sx={{ height: 1 }} />
        </Box>
      </Box>
      <canvas
        ref={overlay}
        aria-hidden
        style={{
          position: 'absolute',
          left: NAME_COLUMN_WIDTH_PX,
          top: RULER_HEIGHT_PX + 1,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}, sameTimelineProps);
