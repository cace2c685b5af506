import { describe, expect, it } from 'vitest';
import { EditorHarness } from './testing/EditorHarness';
import { at } from './testing/editorFixture';

function clipsOf(h: EditorHarness, segmentId: string, athleteId: string) {
  return h
    .segment(segmentId)
    .clippedTimePeriodsByAthlete.find((e) => e.athleteId === athleteId)!
    .clippedTimePeriods.map((c) => [c.startOffset / 1000, c.endOffset / 1000]);
}

describe('resizing a segment (drag an edge)', () => {
  it('grabs the end edge within 10 px and shows ew-resize', () => {
    const h = new EditorHarness();
    h.move(209);
    expect(h.state.cursor).toBe('ew-resize');
    h.drag(209, 239);
    expect(h.segment('s1')).toMatchObject({ startTimestamp: at(100), endTimestamp: at(230) });
  });

  it('grabs the start edge within 10 px (before the move handle)', () => {
    const h = new EditorHarness();
    h.drag(95, 75);
    expect(h.segment('s1')).toMatchObject({ startTimestamp: at(80), endTimestamp: at(200) });
  });

  it('is disabled while two or more segments are selected', () => {
    const h = new EditorHarness();
    h.click(150).click(350, { shift: true });
    expect(h.state.resizeEnabled).toBe(false);
    h.drag(205, 235);
    expect(h.segment('s1').endTimestamp).toBe(at(200));
  });

  it('keeps at least one second and stays inside the session', () => {
    const h = new EditorHarness();
    h.drag(100, 260);
    expect(h.segment('s1')).toMatchObject({ startTimestamp: at(199), endTimestamp: at(200) });
    h.drag(400, 700);
    expect(h.segment('s2').endTimestamp).toBe(at(500));
  });

  it('shifts and clips the clips: anchored ones follow the edge, others keep their instants', () => {
    const h = new EditorHarness();
    h.click(150);
    h.ctrlDrag(100, 120, { athleteId: 'a1' }); // touches the start: anchored to it
    h.ctrlDrag(150, 170, { athleteId: 'a1' }); // free
    h.ctrlDrag(180, 200, { athleteId: 'a2' }); // touches the end: anchored to it
    expect(clipsOf(h, 's1', 'a1')).toEqual([
      [0, 20],
      [50, 70],
    ]);
    h.drag(100, 80); // start 20 s earlier
    expect(clipsOf(h, 's1', 'a1')).toEqual([
      [0, 40],
      [70, 90],
    ]);
    h.drag(200, 160); // end 40 s earlier: the free clip is cut
    expect(clipsOf(h, 's1', 'a1')).toEqual([
      [0, 40],
      [70, 80],
    ]);
    // a2's clip (180-200 s) lies after the new end: a2 is left the whole segment.
    expect(clipsOf(h, 's1', 'a2')).toEqual([[0, 80]]);
    h.key('z', { ctrl: true });
    h.drag(200, 220); // end 20 s later: the end-anchored clip follows it
    expect(clipsOf(h, 's1', 'a2')).toEqual([[100, 140]]);
  });

  it('recomputes from the origin, so resizing back restores the clips exactly', () => {
    const h = new EditorHarness();
    h.click(150).ctrlDrag(150, 170, { athleteId: 'a1' });
    h.down(200).move(150).move(160).move(200).up(200);
    expect(clipsOf(h, 's1', 'a1')).toEqual([[50, 70]]);
  });

  it('is changed by the time pickers too, floored to whole seconds', () => {
    const h = new EditorHarness();
    h.editor.updateSegment('s1', { startTimestamp: at(90) + 700 });
    expect(h.segment('s1')).toMatchObject({ startTimestamp: at(90), dirty: true });
  });
});
