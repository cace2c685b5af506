import { describe, expect, it } from 'vitest';
import { createSegmentEditor } from './createSegmentEditor';

const editorWithRondo = () =>
  createSegmentEditor({
    session: { startMs: 0, endMs: 3_600_000 },
    athletes: [
      {
        id: 'a1',
        name: 'Jordan Henderson',
        sessionParticipationId: 'p1',
        tagDefinitionIds: [],
        hasData: false,
        speed: null,
      },
    ],
    segments: [
      {
        id: 's1',
        title: 'Rondo',
        startTimestamp: 60_000,
        endTimestamp: 600_000,
        participations: [{ id: 'p1', tagDefinitionIds: [] }],
        tagDefinitionIds: [],
        clippedTimePeriodsByAthlete: [],
      },
    ],
    tagDefinitions: [],
    groups: [],
    widthPx: 800,
  });

describe('the state snapshot', () => {
  it('keeps the segments and the selection when only the view changes, so the sidebar does not render', () => {
    const editor = editorWithRondo();
    editor.selectSegments(['s1']);
    const before = editor.getState();
    editor.zoomIn();
    editor.pointerMove({ x: 400, y: 20, target: { kind: 'lane' } });
    const after = editor.getState();
    expect(after.viewport).not.toBe(before.viewport);
    expect(after.segments).toBe(before.segments);
    expect(after.selection).toBe(before.selection);
  });

  it('gives new segments and a new selection when they change', () => {
    const editor = editorWithRondo();
    const before = editor.getState();
    editor.selectSegments(['s1']);
    editor.updateSegment('s1', { title: 'Rondo 4v2' });
    const after = editor.getState();
    expect(after.selection).not.toBe(before.selection);
    expect(after.selection.segmentIds).toEqual(['s1']);
    expect(after.segments).not.toBe(before.segments);
    expect(after.segments[0]!.title).toBe('Rondo 4v2');
  });
});
