import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { SegmentEditor } from '../model/types';
import type { RendererLayout, TimelineRenderer } from './TimelineRenderer';

export interface TimelineScrollers {
  lane: RefObject<HTMLElement | null>;
  rows: RefObject<HTMLElement | null>;
  scrollbar: RefObject<HTMLElement | null>;
}

type StaticLayout = Omit<RendererLayout, 'laneScrollTop' | 'rowsScrollTop' | 'rowsHeightPx'>;

/**
 * Keeps the renderer's layout current: the static part from props, and the measured part
 * (rows' height, both scroll positions) from the DOM without a React render. The lane's
 * width is the editor's width; the scrollbar under the lane moves the view's start.
 */
export function useTimelineLayout(
  editor: SegmentEditor,
  renderer: TimelineRenderer,
  scrollers: TimelineScrollers,
  layout: StaticLayout,
): void {
  const measured = useRef({ laneScrollTop: 0, rowsScrollTop: 0, rowsHeightPx: 0 });
  const current = useRef(layout);

  useLayoutEffect(() => {
    current.current = layout;
    renderer.setLayout({ ...layout, ...measured.current });
  });

  useEffect(() => {
    const lane = scrollers.lane.current;
    const rows = scrollers.rows.current;
    const scrollbar = scrollers.scrollbar.current;
    if (!lane || !rows || !scrollbar) return;
    const push = () => {
      measured.current = {
        laneScrollTop: lane.scrollTop,
        rowsScrollTop: rows.scrollTop,
        rowsHeightPx: rows.clientHeight,
      };
      renderer.setLayout({ ...current.current, ...measured.current });
    };
    const resize = () => {
      if (lane.clientWidth > 0) editor.setWidth(lane.clientWidth);
      push();
    };
    const scrollTime = () => {
      const { viewport, session } = editor.getState();
      const startMs = session.startMs + scrollbar.scrollLeft * viewport.msPerPx;
      if (Math.abs(startMs - viewport.startMs) >= viewport.msPerPx) editor.scrollTo(startMs);
    };
    resize();
    lane.addEventListener('scroll', push, { passive: true });
    rows.addEventListener('scroll', push, { passive: true });
    scrollbar.addEventListener('scroll', scrollTime, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(lane);
    observer?.observe(rows);
    return () => {
      lane.removeEventListener('scroll', push);
      rows.removeEventListener('scroll', push);
      scrollbar.removeEventListener('scroll', scrollTime);
      observer?.disconnect();
    };
  }, [editor, renderer, scrollers]);
}
