import { createTheme } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSegmentEditor } from '../model';
import { toGraphSeries } from './speedSeries';
import { timelinePalette } from './timelinePalette';
import { TimelineRenderer } from './TimelineRenderer';

const startMs = Date.UTC(2024, 5, 11, 9);

function editorWithRondo() {
  return createSegmentEditor({
    session: { startMs, endMs: startMs + 3_600_000 },
    athletes: [
      {
        id: 'a1',
        name: 'Jordan Henderson',
        sessionParticipationId: 'p1',
        tagDefinitionIds: [],
        hasData: true,
        speed: { startMs, intervalMs: 1000, valuesKph: [3, 12, 20, null, 8] },
      },
    ],
    segments: [
      {
        id: 's1',
        title: 'Rondo',
        startTimestamp: startMs + 60_000,
        endTimestamp: startMs + 600_000,
        participations: [{ id: 'p1', tagDefinitionIds: [] }],
        tagDefinitionIds: [],
        clippedTimePeriodsByAthlete: [],
      },
    ],
    tagDefinitions: [],
    groups: [],
    widthPx: 800,
  });
}

/** How often each canvas was (re)drawn: every draw starts by asking for its 2D context. */
function countDraws() {
  const draws = new Map<HTMLCanvasElement, number>();
  // jsdom has no 2D canvas: the renderer is told so (null), as in a browser without one.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    draws.set(this, (draws.get(this) ?? 0) + 1);
    return null;
  });
  return (canvas: HTMLCanvasElement) => draws.get(canvas) ?? 0;
}

describe('TimelineRenderer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp() {
    const drawsOf = countDraws();
    const editor = editorWithRondo();
    const renderer = new TimelineRenderer(editor, timelinePalette(createTheme()));
    const ruler = document.createElement('canvas');
    const overlay = document.createElement('canvas');
    const graph = document.createElement('canvas');
    renderer.start();
    renderer.attach({
      root: document.createElement('div'),
      ruler,
      overlay,
      scrollbar: document.createElement('div'),
      scrollbarContent: document.createElement('div'),
    });
    renderer.setLayout({
      laneHeightPx: 56,
      laneScrollTop: 0,
      rowsHeightPx: 400,
      rowsScrollTop: 0,
      rowHeightPx: 88,
      graphHeightPx: 80,
      athleteIds: ['a1'],
      showSegmentTags: true,
      unitSystem: 'metric',
    });
    renderer.registerGraph(graph, toGraphSeries(editor.getState().athletes[0]!.speed!));
    vi.advanceTimersToNextFrame();
    return { editor, renderer, drawsOf, ruler, overlay, graph };
  }

  it('draws everything once in the first frame, however many changes came before it', () => {
    const { drawsOf, ruler, overlay, graph } = setUp();
    expect([drawsOf(ruler), drawsOf(overlay), drawsOf(graph)]).toEqual([1, 1, 1]);
  });

  it('redraws only the overlay when segments and the selection change', () => {
    const { editor, drawsOf, ruler, overlay, graph } = setUp();
    editor.selectSegments(['s1']);
    editor.updateSegment('s1', { endTimestamp: startMs + 900_000 });
    editor.nudgeSelected(1000);
    vi.advanceTimersToNextFrame();
    expect([drawsOf(ruler), drawsOf(overlay), drawsOf(graph)]).toEqual([1, 2, 1]);
  });

  it('redraws the ruler and the graphs when the view zooms or scrolls', () => {
    const { editor, drawsOf, ruler, graph } = setUp();
    for (let step = 0; step < 8; step += 1) editor.zoomIn();
    vi.advanceTimersToNextFrame();
    editor.scrollTo(startMs + 600_000);
    expect(editor.getState().viewport.startMs).toBe(startMs + 600_000);
    vi.advanceTimersToNextFrame();
    expect([drawsOf(ruler), drawsOf(graph)]).toEqual([3, 3]);
  });

  it('draws nothing once stopped', () => {
    const { editor, renderer, drawsOf, overlay } = setUp();
    renderer.stop();
    editor.zoomIn();
    vi.advanceTimersToNextFrame();
    expect(drawsOf(overlay)).toBe(1);
  });
});
