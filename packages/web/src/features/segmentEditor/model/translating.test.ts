import { describe, expect, it } from 'vitest';
import { EditorHarness } from './testing/EditorHarness';
import { at } from './testing/editorFixture';

describe('moving a segment (drag from the move handle)', () => {
  it('moves start and end together from within 30 px of the start', () => {
    const h = new EditorHarness();
    h.drag(125, 145);
    expect(h.segment('s1')).toMatchObject({
      startTimestamp: at(120),
      endTimestamp: at(220),
      dirty: true,
    });
    expect(h.state.selection.segmentIds).toEqual(['s1']);
    expect(h.state.canUndo).toBe(true);
  });

  it('does not move from further into the body: that drag is a box selection', () => {
    const h = new EditorHarness();
    h.drag(140, 170);
    expect(h.segment('s1')).toMatchObject({ startTimestamp: at(100), dirty: false });
  });

  it('drops a copy as a new draft with Alt, leaving the original', () => {
    const h = new EditorHarness();
    h.drag(120, 140, { alt: true });
    expect(h.segment('s1')).toMatchObject({ startTimestamp: at(100), dirty: false });
    expect(h.segment('draft-1')).toMatchObject({
      startTimestamp: at(120),
      endTimestamp: at(220),
      draft: true,
      originalSegmentId: 's1',
      title: 'Warm Up',
    });
    expect(h.state.selection.segmentIds).toEqual(['draft-1']);
  });

  it('switches to copying when Alt is pressed mid-drag (modifier state is tracked)', () => {
    const h = new EditorHarness();
    h.press(120, 140);
    expect(h.state.segments).toHaveLength(2);
    h.editor.keyDown({ key: 'Alt', altKey: true });
    expect(h.state.segments).toHaveLength(3);
    expect(h.state.cursor).toBe('copy');
    h.editor.keyUp({ key: 'Alt' });
    expect(h.state.segments).toHaveLength(2);
  });

  it('moves every selected segment when a selected one is grabbed', () => {
    const h = new EditorHarness();
    h.click(150).click(350, { shift: true });
    h.drag(110, 130);
    expect(h.segment('s1').startTimestamp).toBe(at(120));
    expect(h.segment('s2').startTimestamp).toBe(at(320));
  });

  it('is cancelled by Escape, the segment back where it was', () => {
    const h = new EditorHarness();
    h.press(110, 170);
    expect(h.segment('s1').startTimestamp).toBe(at(160));
    h.key('Escape');
    expect(h.segment('s1')).toMatchObject({ startTimestamp: at(100), dirty: false });
    expect(h.state.canUndo).toBe(false);
  });

  it('stays inside the session', () => {
    const h = new EditorHarness();
    h.drag(315, 485);
    expect(h.segment('s2')).toMatchObject({ startTimestamp: at(400), endTimestamp: at(500) });
  });

  it('snaps an edge to a neighbouring segment edge; Shift disables snapping', () => {
    const h = new EditorHarness();
    h.drag(115, 210);
    expect(h.segment('s1').endTimestamp).toBe(at(300));
    const free = new EditorHarness();
    free.drag(115, 210, { shift: true });
    expect(free.segment('s1').endTimestamp).toBe(at(295));
  });

  it('keeps clips relative to the segment', () => {
    const h = new EditorHarness();
    h.click(150).ctrlDrag(120, 140, { athleteId: 'a1' });
    h.drag(115, 165);
    const clips = h.segment('s1').clippedTimePeriodsByAthlete.find((e) => e.athleteId === 'a1')!;
    expect(clips.clippedTimePeriods).toMatchObject([{ startOffset: 20_000, endOffset: 40_000 }]);
  });

  it('nudges the selection with the arrow keys, 10 s with Shift', () => {
    const h = new EditorHarness();
    h.click(150);
    expect(h.key('ArrowRight')).toBe(true);
    expect(h.segment('s1').startTimestamp).toBe(at(101));
    h.key('ArrowLeft', { shift: true });
    expect(h.segment('s1').startTimestamp).toBe(at(91));
    h.key('z', { ctrl: true });
    expect(h.segment('s1').startTimestamp).toBe(at(101));
  });
});
