import { describe, expect, it } from 'vitest';
import { EditorHarness } from './testing/EditorHarness';
import { at, SESSION_START } from './testing/editorFixture';

describe('zoom and scroll (docs/product/dashboard-and-segments.md §4 "Zoom", §9)', () => {
  it('starts with the session 500 px across, from its start', () => {
    const h = new EditorHarness();
    expect(h.state.viewport).toEqual({ startMs: SESSION_START, msPerPx: 1000, widthPx: 1000 });
  });

  it('zoom buttons change ms per pixel by 1.2 around the middle; reset goes back', () => {
    const h = new EditorHarness({ widthPx: 200 });
    h.editor.zoomIn();
    expect(h.state.viewport.msPerPx).toBeCloseTo(1000 / 1.2);
    expect(h.x(at(100))).toBeCloseTo(100);
    h.editor.zoomOut();
    h.editor.zoomOut();
    expect(h.state.viewport.msPerPx).toBeCloseTo(1200);
    h.editor.resetZoom();
    expect(h.state.viewport).toEqual({ startMs: SESSION_START, msPerPx: 1000, widthPx: 200 });
  });

  it('never zooms in past 100 ms per pixel', () => {
    const h = new EditorHarness();
    for (let i = 0; i < 30; i += 1) h.editor.zoomIn();
    expect(h.state.viewport.msPerPx).toBe(100);
  });

  it('the wheel zooms by 0.0004 per deltaY unit, keeping the instant under the pointer', () => {
    const h = new EditorHarness({ widthPx: 200 });
    h.wheel(150, -500);
    expect(h.state.viewport.msPerPx).toBeCloseTo(800);
    expect(h.x(at(150))).toBeCloseTo(150);
  });

  it('in Scroll wheel mode the wheel moves the view start (Ctrl+wheel still zooms)', () => {
    const h = new EditorHarness({ widthPx: 200, wheelMode: 'scroll' });
    h.wheel(100, 50);
    expect(h.state.viewport).toMatchObject({ startMs: at(50), msPerPx: 1000 });
    h.wheel(100, 100, { ctrl: true });
    expect(h.state.viewport.msPerPx).toBeCloseTo(1040);
    h.editor.setWheelMode('zoom');
    expect(h.state.wheelMode).toBe('zoom');
  });

  it('scrolling stays within the session', () => {
    const h = new EditorHarness({ widthPx: 200 });
    h.editor.scrollTo(at(-50));
    expect(h.state.viewport.startMs).toBe(SESSION_START);
    h.editor.scrollTo(at(900));
    expect(h.state.viewport.startMs).toBe(at(300));
  });

  it('a drag follows the pointer when the view zooms under it', () => {
    const h = new EditorHarness({ widthPx: 200 });
    h.press(20, 60, { ctrl: true });
    h.editor.zoomIn();
    h.up(60, { ctrl: true });
    expect(h.segment('draft-1').endTimestamp).toBe(at(Math.floor(100 + (60 - 100) / 1.2)));
  });
});
