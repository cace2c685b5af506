import { describe, expect, it } from 'vitest';
import { EditorHarness } from './testing/EditorHarness';
import { at } from './testing/editorFixture';

describe('creating a segment (Ctrl+drag on the lane)', () => {
  it('creates a selected draft over the dragged range for the selected athletes', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    const draft = h.segment('draft-1');
    expect(draft).toMatchObject({
      startTimestamp: at(20),
      endTimestamp: at(60),
      draft: true,
      dirty: true,
    });
    expect(draft.athleteIds).toEqual(['a1', 'a2', 'a3']);
    expect(draft.clippedTimePeriodsByAthlete[0]!.clippedTimePeriods).toMatchObject([
      { startOffset: 0, endOffset: 40_000 },
    ]);
    expect(h.state.selection.segmentIds).toEqual(['draft-1']);
    expect(h.state.dirty).toBe(true);
    expect(h.state.toolState).toBe('idle');
  });

  it('creates right to left too, floored to whole seconds', () => {
    const h = new EditorHarness();
    h.ctrlDrag(60.7, 20.4);
    expect(h.segment('draft-1')).toMatchObject({ startTimestamp: at(20), endTimestamp: at(60) });
  });

  it('treats 5 px or less as a click and creates nothing', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 25);
    expect(h.state.segments).toHaveLength(2);
  });

  it('creates nothing when Ctrl is released before the drag ends', () => {
    const h = new EditorHarness();
    h.drag(20, 60, { ctrl: true }, { ctrl: false });
    expect(h.state.segments).toHaveLength(2);
    expect(h.state.canUndo).toBe(false);
  });

  it('creates nothing with a plain drag', () => {
    const h = new EditorHarness();
    h.drag(20, 60);
    expect(h.state.segments).toHaveLength(2);
  });

  it('uses only the ticked athletes', () => {
    const h = new EditorHarness();
    h.editor.setAthletesSelected(['a2', 'a3'], false);
    h.ctrlDrag(20, 60);
    expect(h.segment('draft-1').athleteIds).toEqual(['a1']);
  });

  it('is cancelled by Escape mid-drag, leaving everything as it was', () => {
    const h = new EditorHarness();
    const before = h.state.segments;
    h.press(20, 60, { ctrl: true });
    expect(h.state.toolState).toBe('creating');
    expect(h.state.segments).toHaveLength(3);
    expect(h.key('Escape')).toBe(true);
    expect(h.state.segments).toEqual(before);
    expect(h.state.toolState).toBe('idle');
    h.up(60, { ctrl: true });
    expect(h.state.segments).toEqual(before);
  });

  it('stays inside the session', () => {
    const h = new EditorHarness();
    h.ctrlDrag(450, 900);
    expect(h.segment('draft-1')).toMatchObject({ startTimestamp: at(450), endTimestamp: at(500) });
  });

  it('over an existing segment puts the draft on a second lane row', () => {
    const h = new EditorHarness();
    h.ctrlDrag(150, 250);
    expect(h.state.laneRowCount).toBe(2);
    expect(h.state.laneRows.find((r) => r.segmentId === 'draft-1')?.row).toBe(1);
  });

  it('shows the duration and the team average distance while dragging', () => {
    const h = new EditorHarness();
    h.editor.setAthletesSelected(['a3'], false);
    h.press(20, 60, { ctrl: true });
    // a1 runs 3 m/s, a2 2 m/s: 40 s -> 120 m and 80 m.
    expect(h.state.livePreview).toEqual({
      startMs: at(20),
      endMs: at(60),
      durationMs: 40_000,
      teamAvgDistanceM: 100,
    });
    h.up(60, { ctrl: true });
    expect(h.state.livePreview).toBeNull();
  });

  it('is one undo entry, and redo brings it back', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    h.key('z', { ctrl: true });
    expect(h.state.segments).toHaveLength(2);
    expect(h.state.canRedo).toBe(true);
    h.key('z', { ctrl: true, shift: true });
    expect(h.segment('draft-1').endTimestamp).toBe(at(60));
  });

  it('snaps the dragged edge to a neighbouring segment, with a guide, unless Shift is held', () => {
    const h = new EditorHarness();
    h.press(40, 95, { ctrl: true });
    expect(h.state.snapGuideMs).toBe(at(100));
    h.up(95, { ctrl: true });
    expect(h.segment('draft-1').endTimestamp).toBe(at(100));
    const free = new EditorHarness();
    free.ctrlDrag(40, 95, { shift: true });
    expect(free.segment('draft-1').endTimestamp).toBe(at(95));
  });
});
