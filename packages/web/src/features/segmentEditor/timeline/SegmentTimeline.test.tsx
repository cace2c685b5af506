import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSegmentEditor } from '../model';
import type { EditorInput } from '../model';
import { SegmentTimeline } from './SegmentTimeline';

const startMs = Date.UTC(2024, 5, 11, 9);
const endMs = startMs + 60 * 60_000;

function editorOf(segments: EditorInput['segments'] = []) {
  return createSegmentEditor({
    session: { startMs, endMs },
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
    segments,
    tagDefinitions: [],
    groups: [],
    widthPx: 800,
    createId: () => 'draft-1',
  });
}

function renderTimeline(editor: ReturnType<typeof editorOf>) {
  return render(
    <SegmentTimeline editor={editor} athletes={editor.getState().athletes} graphHeight={80} />,
  );
}

describe('SegmentTimeline', () => {
  it('shows the labelled segment lane with the placeholder while there is no segment', () => {
    renderTimeline(editorOf());
    expect(screen.getByRole('group', { name: 'Segment lane' })).toBeInTheDocument();
    expect(screen.getByText('Create a new segment')).toBeInTheDocument();
    expect(screen.getByText(/Ctrl and click-drag/)).toBeInTheDocument();
  });

  it('drops the placeholder once the lane holds a segment, and brings it back on undo', () => {
    const editor = editorOf([
      {
        id: 's1',
        title: 'Rondo',
        startTimestamp: startMs + 60_000,
        endTimestamp: startMs + 600_000,
        participations: [{ id: 'p1', tagDefinitionIds: [] }],
        tagDefinitionIds: [],
        clippedTimePeriodsByAthlete: [],
      },
    ]);
    renderTimeline(editor);
    expect(screen.queryByText('Create a new segment')).not.toBeInTheDocument();
    act(() => editor.selectSegments(['s1']));
    act(() => editor.deleteSelected());
    act(() => editor.confirmDialog());
    act(() => editor.markDeleted(['s1']));
    expect(screen.getByText('Create a new segment')).toBeInTheDocument();
  });
});
