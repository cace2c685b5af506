import { describe, expect, it } from 'vitest';
import { EditorHarness } from './testing/EditorHarness';
import { at } from './testing/editorFixture';

describe('keyboard (docs/product/dashboard-and-segments.md §4 "Keyboard")', () => {
  it('Enter asks the screens to save the selected segments', () => {
    const h = new EditorHarness();
    expect(h.key('Enter')).toBe(false);
    h.click(150).click(350, { shift: true });
    expect(h.key('Enter')).toBe(true);
    expect(h.saveRequests).toEqual([['s1', 's2']]);
  });

  it('Backspace removes a draft at once', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    h.key('Backspace');
    expect(h.state.segments).toHaveLength(2);
    expect(h.state.pendingDialog).toBeNull();
    expect(h.deleteRequests).toEqual([]);
  });

  it('Backspace on saved segments asks, then requests their deletion and removes drafts', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    h.click(150, { shift: true });
    h.key('Delete');
    expect(h.state.pendingDialog).toEqual({
      kind: 'deleteSegments',
      segmentIds: ['draft-1', 's1'],
    });
    h.editor.confirmDialog();
    expect(h.deleteRequests).toEqual([['s1']]);
    expect(h.state.segments.map((s) => s.id)).toEqual(['s1', 's2']);
    h.editor.markDeleted(['s1']);
    expect(h.state.segments.map((s) => s.id)).toEqual(['s2']);
  });

  it('a failed deletion leaves the segment and shows the error', () => {
    const h = new EditorHarness();
    h.click(150).key('Backspace');
    h.editor.confirmDialog();
    h.editor.setError('Failed to destroy segment');
    expect(h.state.error).toBe('Failed to destroy segment');
    expect(h.state.segments).toHaveLength(2);
  });

  it('Ctrl+D duplicates the selected segment into a selected draft remembering its source', () => {
    const h = new EditorHarness();
    h.click(350);
    expect(h.key('d', { ctrl: true })).toBe(true);
    expect(h.segment('draft-1')).toMatchObject({
      title: 'Rondo',
      startTimestamp: at(300),
      draft: true,
      originalSegmentId: 's2',
      tagDefinitionIds: ['t2'],
    });
    expect(h.state.selection.segmentIds).toEqual(['draft-1']);
  });

  it('ignores keys typed in an input', () => {
    const h = new EditorHarness();
    h.click(150);
    expect(h.key('Backspace', { inEditableElement: true })).toBe(false);
    expect(h.key('Enter', { inEditableElement: true })).toBe(false);
    expect(h.state.segments).toHaveLength(2);
    expect(h.saveRequests).toEqual([]);
  });

  it('Ctrl+Z and Ctrl+Shift+Z undo and redo one gesture at a time', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    h.drag(209, 229);
    h.key('z', { ctrl: true });
    expect(h.segment('s1').endTimestamp).toBe(at(200));
    expect(h.state.segments).toHaveLength(3);
    h.key('z', { ctrl: true });
    expect(h.state.segments).toHaveLength(2);
    expect(h.state.canUndo).toBe(false);
    h.key('Z', { ctrl: true, shift: true });
    h.key('y', { ctrl: true });
    expect(h.segment('s1').endTimestamp).toBe(at(220));
    expect(h.state.canRedo).toBe(false);
  });

  it('undo restores a deleted draft', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    h.editor.updateSegment('draft-1', { title: 'Finishing' });
    h.key('Backspace');
    h.key('z', { ctrl: true });
    expect(h.segment('draft-1')).toMatchObject({ title: 'Finishing', draft: true });
    expect(h.state.selection.segmentIds).toEqual(['draft-1']);
  });

  it('typing a title is one undo entry', () => {
    const h = new EditorHarness();
    h.click(150);
    for (const title of ['W', 'Wa', 'War']) h.editor.updateSegment('s1', { title });
    h.editor.undo();
    expect(h.segment('s1').title).toBe('Warm Up');
  });

  it('S splits the segment under the pointer', () => {
    const h = new EditorHarness();
    h.move(140);
    expect(h.key('s')).toBe(true);
    expect(h.segment('s1')).toMatchObject({ startTimestamp: at(100), endTimestamp: at(140) });
    expect(h.segment('draft-1')).toMatchObject({
      startTimestamp: at(140),
      endTimestamp: at(200),
      originalSegmentId: 's1',
      title: 'Warm Up',
    });
  });

  it('undo after a deletion on the server brings the segment back as a draft to save again', () => {
    const h = new EditorHarness();
    h.click(150).key('Backspace');
    h.editor.confirmDialog();
    h.editor.markDeleted(['s1']);
    h.key('z', { ctrl: true });
    expect(h.segment('s1')).toMatchObject({ title: 'Warm Up', draft: true, dirty: true });
  });

  it('shortcuts without a selection do nothing', () => {
    const h = new EditorHarness();
    h.key('d', { ctrl: true });
    h.key('Backspace');
    expect(h.key('ArrowRight')).toBe(false);
    expect(h.state.segments).toHaveLength(2);
    expect(h.state.canUndo).toBe(false);
  });
});
