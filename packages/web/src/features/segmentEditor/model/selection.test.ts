import { describe, expect, it } from 'vitest';
import { EditorHarness } from './testing/EditorHarness';

describe('selection (docs/product/dashboard-and-segments.md §4 "Selection")', () => {
  it('starts with every athlete selected and no segment', () => {
    const h = new EditorHarness();
    expect(h.state.selection).toEqual({
      segmentIds: [],
      clipIds: [],
      athleteIds: ['a1', 'a2', 'a3'],
    });
    expect(h.state.dirty).toBe(false);
  });

  it('a click selects a segment and its athletes; Shift+click adds and toggles', () => {
    const h = new EditorHarness();
    h.click(150);
    expect(h.state.selection.segmentIds).toEqual(['s1']);
    expect(h.state.selection.athleteIds).toEqual(['a1', 'a2']);
    h.click(350, { shift: true });
    expect(h.state.selection.segmentIds).toEqual(['s1', 's2']);
    expect(h.state.athleteSelectionEnabled).toBe(false);
    h.click(150, { shift: true });
    expect(h.state.selection.segmentIds).toEqual(['s2']);
  });

  it('a click under 5 px of movement is still a click', () => {
    const h = new EditorHarness();
    h.drag(150, 154);
    expect(h.state.selection.segmentIds).toEqual(['s1']);
  });

  it('a click on the empty lane deselects and removes a selected draft', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    h.click(250);
    expect(h.state.segments.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(h.state.selection.segmentIds).toEqual([]);
    expect(h.state.pendingDialog).toBeNull();
    h.key('z', { ctrl: true });
    expect(h.state.segments.map((s) => s.id)).toContain('draft-1');
  });

  it('Escape clears segment and athlete selection', () => {
    const h = new EditorHarness();
    h.click(150);
    expect(h.key('Escape')).toBe(true);
    expect(h.state.selection).toEqual({ segmentIds: [], clipIds: [], athleteIds: [] });
  });

  it('asks before leaving a segment with unsaved changes; Cancel keeps everything', () => {
    const h = new EditorHarness();
    h.click(150);
    h.editor.updateSegment('s1', { title: 'Warm Up 2' });
    h.click(350);
    expect(h.state.pendingDialog).toEqual({ kind: 'discardChanges' });
    h.editor.cancelDialog();
    expect(h.state.pendingDialog).toBeNull();
    expect(h.state.selection.segmentIds).toEqual(['s1']);
    expect(h.segment('s1').title).toBe('Warm Up 2');
  });

  it('Confirm discards the changes and selects the other segment', () => {
    const h = new EditorHarness();
    h.click(150);
    h.editor.updateSegment('s1', { title: 'Warm Up 2' });
    h.click(350);
    h.editor.confirmDialog();
    expect(h.segment('s1')).toMatchObject({ title: 'Warm Up', dirty: false });
    expect(h.state.selection.segmentIds).toEqual(['s2']);
    expect(h.state.dirty).toBe(false);
  });

  it('asks before leaving a draft for another segment, and removes the draft on Confirm', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    h.click(150);
    expect(h.state.pendingDialog).toEqual({ kind: 'discardChanges' });
    h.editor.confirmDialog();
    expect(h.state.segments.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(h.state.selection.segmentIds).toEqual(['s1']);
  });

  it('ignores pointer and keys while a dialog is pending', () => {
    const h = new EditorHarness();
    h.click(150);
    h.editor.updateSegment('s1', { title: 'X' });
    h.click(350);
    h.ctrlDrag(20, 60);
    expect(h.key('Backspace')).toBe(false);
    expect(h.state.segments).toHaveLength(2);
  });

  it('box-selects segments on the lane after 10 px', () => {
    const h = new EditorHarness();
    h.down(50).move(58);
    expect(h.state.toolState).toBe('pointing');
    h.move(320);
    expect(h.state.toolState).toBe('brushing');
    expect(h.state.brush).toMatchObject({ target: 'lane' });
    h.up(320);
    expect(h.state.selection.segmentIds).toEqual(['s1', 's2']);
  });

  it('Escape during a box selection keeps the selection it started from', () => {
    const h = new EditorHarness();
    h.click(350);
    h.press(50, 180);
    h.key('Escape');
    h.up(180);
    expect(h.state.selection.segmentIds).toEqual(['s2']);
    expect(h.state.brush).toBeNull();
  });

  it('a checkbox adds an athlete to the one selected segment or removes them', () => {
    const h = new EditorHarness();
    h.click(350);
    h.editor.toggleAthlete('a2');
    expect(h.segment('s2').athleteIds).toEqual(['a1', 'a2']);
    expect(h.segment('s2').clippedTimePeriodsByAthlete[1]!.clippedTimePeriods).toMatchObject([
      { startOffset: 0, endOffset: 100_000 },
    ]);
    h.editor.toggleAthlete('a1');
    expect(h.segment('s2').athleteIds).toEqual(['a2']);
    expect(h.state.selection.athleteIds).toEqual(['a2']);
  });

  it('checkboxes do nothing with two segments selected, and tick athletes with none', () => {
    const h = new EditorHarness();
    h.click(150).click(350, { shift: true });
    h.editor.toggleAthlete('a3');
    expect(h.segment('s1').athleteIds).toEqual(['a1', 'a2']);
    h.key('Escape');
    h.editor.setAthletesSelected(['a1', 'a3'], true);
    expect(h.state.selection.athleteIds).toEqual(['a1', 'a3']);
    h.editor.toggleAthlete('a1');
    expect(h.state.selection.athleteIds).toEqual(['a3']);
  });

  it('keeps the athletes of a deselected segment ticked for the next segment', () => {
    const h = new EditorHarness();
    h.click(350).click(250);
    expect(h.state.selection.athleteIds).toEqual(['a1']);
    h.ctrlDrag(20, 60);
    expect(h.segment('draft-1').athleteIds).toEqual(['a1']);
  });

  it('dismissing the Edit Segment card asks when it has unsaved changes', () => {
    const h = new EditorHarness();
    h.click(150);
    h.editor.dismissSelected();
    expect(h.state.selection.segmentIds).toEqual([]);
    h.click(150);
    h.editor.updateSegment('s1', { title: 'Changed' });
    h.editor.dismissSelected();
    expect(h.state.pendingDialog).toEqual({ kind: 'dismissSegment' });
    h.editor.confirmDialog();
    expect(h.segment('s1').title).toBe('Warm Up');
    expect(h.state.selection.segmentIds).toEqual([]);
  });
});
