import { describe, expect, it } from 'vitest';
import { EditorHarness } from './testing/EditorHarness';

/** s1 spans x 100–200 and s2 x 300–400 (one pixel is one second). */
describe('grab tolerances (docs/product/dashboard-and-segments.md §9)', () => {
  it('segment edges grab within 10 px, not 11', () => {
    const h = new EditorHarness();
    expect(h.move(210).state.cursor).toBe('ew-resize');
    expect(h.move(90).state.cursor).toBe('ew-resize');
    expect(h.move(211).state.cursor).toBe('default');
    expect(h.move(89).state.cursor).toBe('default');
  });

  it('the move handle reaches 30 px from the start, not 31', () => {
    const h = new EditorHarness();
    expect(h.move(130).state.cursor).toBe('grab');
    expect(h.move(130, { alt: true }).state.cursor).toBe('copy');
    expect(h.move(131).state.cursor).toBe('default');
  });

  it('without resizing (two selected) the edge zone inside a segment is the move handle', () => {
    const h = new EditorHarness();
    h.click(150).click(350, { shift: true });
    expect(h.move(105).state.cursor).toBe('grab');
    expect(h.move(205).state.cursor).toBe('default');
  });

  it('clip edges grab within 5 px, not 6', () => {
    const h = new EditorHarness();
    h.click(150).ctrlDrag(120, 150, { athleteId: 'a1' });
    expect(h.move(155, { athleteId: 'a1' }).state.cursor).toBe('ew-resize');
    expect(h.move(156, { athleteId: 'a1' }).state.cursor).toBe('default');
    expect(h.move(115, { athleteId: 'a1' }).state.cursor).toBe('ew-resize');
  });

  it('rows: a press on the second lane row reaches only segments of that row', () => {
    const h = new EditorHarness();
    h.ctrlDrag(150, 250);
    h.key('Escape');
    expect(h.state.segments).toHaveLength(2);
    h.key('z', { ctrl: true });
    h.click(240, { row: 1 });
    expect(h.state.selection.segmentIds).toEqual(['draft-1']);
    h.click(160, { row: 0 });
    expect(h.state.pendingDialog).toEqual({ kind: 'discardChanges' });
  });

  it('Ctrl shows the crosshair while held', () => {
    const h = new EditorHarness();
    h.move(50);
    h.editor.keyDown({ key: 'Control', ctrlKey: true });
    expect(h.state.cursor).toBe('crosshair');
    h.editor.keyUp({ key: 'Control' });
    expect(h.state.cursor).toBe('default');
  });
});
