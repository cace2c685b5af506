import { describe, expect, it } from 'vitest';
import { EditorHarness } from './testing/EditorHarness';

function clipsOf(h: EditorHarness, athleteId: string, segmentId = 's1') {
  return h
    .segment(segmentId)
    .clippedTimePeriodsByAthlete.find((e) => e.athleteId === athleteId)!
    .clippedTimePeriods.map((c) => [c.startOffset / 1000, c.endOffset / 1000]);
}

/** s1 (100–200 s, a1 and a2) selected. */
function withWarmUpSelected() {
  return new EditorHarness().click(150);
}

describe('clips (per-athlete periods inside a segment)', () => {
  it('Ctrl+drag on an athlete graph creates a clip for that athlete, replacing the whole-segment clip', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(120, 150, { athleteId: 'a1' });
    expect(clipsOf(h, 'a1')).toEqual([[20, 50]]);
    expect(clipsOf(h, 'a2')).toEqual([[0, 100]]);
    expect(h.state.selection.clipIds).toHaveLength(1);
    expect(h.segment('s1').dirty).toBe(true);
  });

  it('Ctrl+Alt+drag creates it for that athlete and the selected athletes', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(120, 150, { athleteId: 'a1', alt: true });
    expect(clipsOf(h, 'a1')).toEqual([[20, 50]]);
    expect(clipsOf(h, 'a2')).toEqual([[20, 50]]);
    expect(h.state.selection.clipIds).toHaveLength(2);
  });

  it('adds an athlete not yet in the segment with the clip', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(120, 150, { athleteId: 'a3' });
    expect(h.segment('s1').athleteIds).toEqual(['a1', 'a2', 'a3']);
    expect(clipsOf(h, 'a3')).toEqual([[20, 50]]);
  });

  it('cannot leave the segment', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(150, 260, { athleteId: 'a1' });
    expect(clipsOf(h, 'a1')).toEqual([[50, 100]]);
  });

  it('does nothing outside a selected segment', () => {
    const h = new EditorHarness();
    h.ctrlDrag(120, 150, { athleteId: 'a1' });
    expect(clipsOf(h, 'a1')).toEqual([[0, 100]]);
    expect(h.state.canUndo).toBe(false);
  });

  it('merges overlapping clips of one athlete into their union', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(110, 130, { athleteId: 'a1' });
    h.ctrlDrag(160, 180, { athleteId: 'a1' });
    h.ctrlDrag(125, 165, { athleteId: 'a1' });
    expect(clipsOf(h, 'a1')).toEqual([[10, 80]]);
  });

  it('resizes a clip by its edge within 5 px, kept inside the segment', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(120, 150, { athleteId: 'a1' });
    h.move(154, { athleteId: 'a1' });
    expect(h.state.cursor).toBe('ew-resize');
    h.drag(154, 174, { athleteId: 'a1' });
    expect(clipsOf(h, 'a1')).toEqual([[20, 70]]);
    h.drag(117, 40, { athleteId: 'a1' });
    expect(clipsOf(h, 'a1')).toEqual([[0, 70]]);
    h.key('Escape');
  });

  it('a clip edge dragged over a neighbour merges them', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(110, 130, { athleteId: 'a1' });
    h.ctrlDrag(160, 180, { athleteId: 'a1' });
    h.drag(130, 170, { athleteId: 'a1' });
    expect(clipsOf(h, 'a1')).toEqual([[10, 80]]);
  });

  it('Escape while resizing a clip restores it', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(120, 150, { athleteId: 'a1' });
    h.press(150, 190, { athleteId: 'a1' });
    expect(clipsOf(h, 'a1')).toEqual([[20, 90]]);
    h.key('Escape');
    expect(clipsOf(h, 'a1')).toEqual([[20, 50]]);
  });

  it('click selects a clip, Shift+click toggles clips in and out', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(110, 130, { athleteId: 'a1' });
    h.ctrlDrag(160, 180, { athleteId: 'a1' });
    const [first, second] = h.segment('s1').clippedTimePeriodsByAthlete[0]!.clippedTimePeriods;
    h.click(120, { athleteId: 'a1' });
    expect(h.state.selection.clipIds).toEqual([first!.id]);
    h.click(170, { athleteId: 'a1', shift: true });
    expect(h.state.selection.clipIds).toEqual([first!.id, second!.id]);
    h.click(120, { athleteId: 'a1', shift: true });
    expect(h.state.selection.clipIds).toEqual([second!.id]);
    h.click(145, { athleteId: 'a1' });
    expect(h.state.selection.clipIds).toEqual([]);
  });

  it('right-click removes a clip; with none left the athlete gets the whole segment', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(110, 130, { athleteId: 'a1' });
    h.ctrlDrag(160, 180, { athleteId: 'a1' });
    h.rightClick(120, 'a1');
    expect(clipsOf(h, 'a1')).toEqual([[60, 80]]);
    h.rightClick(170, 'a1');
    expect(clipsOf(h, 'a1')).toEqual([[0, 100]]);
    h.key('z', { ctrl: true });
    expect(clipsOf(h, 'a1')).toEqual([[60, 80]]);
  });

  it('Backspace removes the selected clips, not the segment', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(110, 130, { athleteId: 'a1' });
    h.key('Backspace');
    expect(clipsOf(h, 'a1')).toEqual([[0, 100]]);
    expect(h.state.segments).toHaveLength(2);
  });

  it('box-selects clips over the graphs after 10 px, across athletes', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(110, 130, { athleteId: 'a1', alt: true });
    h.ctrlDrag(160, 180, { athleteId: 'a1' });
    h.click(145, { athleteId: 'a1' });
    h.down(103, { athleteId: 'a1' }).move(112, { athleteId: 'a1' });
    expect(h.state.toolState).toBe('pointing_clip');
    h.move(140, { athleteId: 'a2' });
    expect(h.state.toolState).toBe('brushing');
    expect(h.state.brush).toMatchObject({ target: 'graph', athleteIds: ['a1', 'a2'] });
    h.up(140, { athleteId: 'a2' });
    expect(h.state.selection.clipIds).toHaveLength(2);
    expect(h.state.brush).toBeNull();
  });

  it('tags clips, merging ids uniquely, and removes them', () => {
    const h = withWarmUpSelected();
    h.ctrlDrag(110, 130, { athleteId: 'a1' });
    const ids = h.state.selection.clipIds;
    h.editor.addClipTags(ids, ['t2']);
    h.editor.addClipTags(ids, ['t2']);
    const clip = () => h.segment('s1').clippedTimePeriodsByAthlete[0]!.clippedTimePeriods[0]!;
    expect(clip().tagDefinitionIds).toEqual(['t2']);
    h.editor.removeClipTags(ids, ['t2']);
    expect(clip().tagDefinitionIds).toEqual([]);
  });
});
