import { describe, expect, it } from 'vitest';
import { EditorHarness } from './testing/EditorHarness';
import { at, fixtureInput, SAVED_SEGMENTS } from './testing/editorFixture';

describe('saving and server data', () => {
  it('markSaved gives a draft its server id and clears draft and dirty', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    h.editor.updateSegment('draft-1', { title: 'Finishing' });
    h.editor.markSaved(['draft-1'], { 'draft-1': 's9' });
    expect(h.segment('s9')).toMatchObject({ title: 'Finishing', draft: false, dirty: false });
    expect(h.state.selection.segmentIds).toEqual(['s9']);
    expect(h.state.dirty).toBe(false);
  });

  it('undo after a save makes the saved segment dirty again, under its new id', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    h.drag(59, 79);
    h.editor.markSaved(['draft-1'], { 'draft-1': 's9' });
    h.editor.undo();
    expect(h.segment('s9')).toMatchObject({ endTimestamp: at(60), draft: false, dirty: true });
  });

  it('a saved segment edited back to what the server holds is clean', () => {
    const h = new EditorHarness();
    h.drag(209, 229);
    expect(h.segment('s1').dirty).toBe(true);
    h.drag(229, 209);
    expect(h.segment('s1').dirty).toBe(false);
  });

  it('load follows the server for untouched segments, keeps local changes and drafts', () => {
    const h = new EditorHarness();
    h.ctrlDrag(20, 60);
    h.editor.updateSegment('s2', { title: 'Rondo (mine)' });
    const [s1, s2] = SAVED_SEGMENTS;
    const input = fixtureInput({
      segments: [{ ...s1!, title: 'Warm Up (server)' }, s2!, { ...s2!, id: 's3', title: 'New' }],
    });
    h.editor.load(input);
    expect(h.state.segments.map((s) => [s.id, s.title, s.dirty])).toEqual([
      ['draft-1', '', true],
      ['s1', 'Warm Up (server)', false],
      ['s2', 'Rondo (mine)', true],
      ['s3', 'New', false],
    ]);
  });

  it('load drops a saved segment deleted elsewhere', () => {
    const h = new EditorHarness();
    h.click(150);
    h.editor.load(fixtureInput({ segments: [SAVED_SEGMENTS[1]!] }));
    expect(h.state.segments.map((s) => s.id)).toEqual(['s2']);
    expect(h.state.selection.segmentIds).toEqual([]);
  });

  it('loads clips as the server sent them, normalised, and adds a whole clip where none came', () => {
    const [s1] = SAVED_SEGMENTS;
    const h = new EditorHarness({
      segments: [
        {
          ...s1!,
          clippedTimePeriodsByAthlete: [
            {
              athleteId: 'a1',
              clippedTimePeriods: [
                { startOffset: 10_000, endOffset: 30_000, tagDefinitionIds: ['t2'] },
                { startOffset: 20_000, endOffset: 40_000, tagDefinitionIds: [] },
              ],
            },
          ],
        },
      ],
    });
    const clips = h.segment('s1').clippedTimePeriodsByAthlete;
    expect(clips.map((e) => e.clippedTimePeriods.map((c) => [c.startOffset, c.endOffset]))).toEqual(
      [[[10_000, 40_000]], [[0, 100_000]]],
    );
    expect(h.segment('s1').dirty).toBe(false);
  });
});

describe('tags and athletes of segments (multi-segment card)', () => {
  it('adds and removes drill tags on several segments, merging ids uniquely', () => {
    const h = new EditorHarness();
    h.editor.addSegmentTags(['s1', 's2'], ['t2']);
    expect(h.segment('s1').tagDefinitionIds).toEqual(['t2']);
    expect(h.segment('s2').tagDefinitionIds).toEqual(['t2']);
    expect(h.segment('s2').dirty).toBe(false);
    h.editor.removeSegmentTags(['s1', 's2'], ['t2']);
    expect(h.segment('s2').tagDefinitionIds).toEqual([]);
  });

  it('adds and removes athletes and athlete drill tags on several segments', () => {
    const h = new EditorHarness();
    h.editor.addAthletes(['s1', 's2'], ['a3']);
    expect(h.segment('s2').athleteIds).toEqual(['a1', 'a3']);
    h.editor.addParticipationTags(['s1', 's2'], ['a1'], ['t2']);
    expect(h.segment('s1').participations[0]).toEqual({
      id: 'p1',
      athleteId: 'a1',
      tagDefinitionIds: ['t2'],
    });
    h.editor.removeParticipationTags(['s1'], ['a1'], ['t2']);
    expect(h.segment('s1').participations[0]!.tagDefinitionIds).toEqual([]);
    h.editor.removeAthletes(['s1', 's2'], ['a1']);
    expect(h.segment('s1').athleteIds).toEqual(['a2', 'a3']);
    expect(h.segment('s1').clippedTimePeriodsByAthlete.map((e) => e.athleteId)).toEqual([
      'a2',
      'a3',
    ]);
  });
});

describe('suggest segments', () => {
  it('proposes the bouts of the team activity as drafts to keep or discard', () => {
    const active = (kph: number) => ({
      startMs: at(0),
      intervalMs: 1000,
      valuesKph: Array.from({ length: 500 }, (_, s) => (s >= 150 && s < 350 ? kph : 1)),
    });
    const h = new EditorHarness({
      segments: [],
      athletes: [
        {
          id: 'a1',
          name: 'A',
          sessionParticipationId: 'p1',
          tagDefinitionIds: [],
          hasData: true,
          speed: active(9),
        },
        {
          id: 'a2',
          name: 'B',
          sessionParticipationId: 'p2',
          tagDefinitionIds: [],
          hasData: true,
          speed: active(7),
        },
      ],
    });
    h.editor.suggestSegments();
    expect(h.state.segments).toHaveLength(1);
    const suggested = h.state.segments[0]!;
    expect(suggested).toMatchObject({ suggested: true, draft: true, title: 'Suggested segment 1' });
    expect(Math.abs(suggested.startTimestamp - at(150))).toBeLessThanOrEqual(8000);
    expect(Math.abs(suggested.endTimestamp - at(350))).toBeLessThanOrEqual(8000);
    h.editor.discardSuggestions();
    expect(h.state.segments).toHaveLength(0);
    h.editor.suggestSegments();
    h.editor.keepSuggestions();
    expect(h.state.segments[0]!.suggested).toBe(false);
  });
});

describe('an edit made while a save is on its way', () => {
  it('stays dirty when the screens pass the segments they sent', () => {
    const h = new EditorHarness();
    h.click(150);
    h.editor.updateSegment('s1', { title: 'Sent' });
    const sent = h.state.segments.filter((s) => s.id === 's1');
    h.editor.updateSegment('s1', { title: 'Typed after' });
    h.editor.markSaved(['s1'], {}, sent);
    expect(h.segment('s1')).toMatchObject({ title: 'Typed after', dirty: true });
    h.editor.updateSegment('s1', { title: 'Sent' });
    expect(h.segment('s1').dirty).toBe(false);
  });
});

describe('server data arriving at awkward moments', () => {
  it('waits for a running drag to end, then applies', () => {
    const h = new EditorHarness();
    h.press(209, 239);
    const [s1, s2] = SAVED_SEGMENTS;
    h.editor.load(fixtureInput({ segments: [s1!, { ...s2!, title: 'Rondo (server)' }] }));
    expect(h.state.toolState).toBe('resizing');
    expect(h.segment('s2').title).toBe('Rondo');
    h.up(239);
    expect(h.segment('s1').endTimestamp).toBe(at(230));
    expect(h.segment('s2').title).toBe('Rondo (server)');
  });

  it('a confirmation answered after new data applies to the new data', () => {
    const h = new EditorHarness();
    h.click(150);
    h.editor.updateSegment('s1', { title: 'Mine' });
    h.click(350);
    const [s1, s2] = SAVED_SEGMENTS;
    h.editor.load(fixtureInput({ segments: [s1!, { ...s2!, title: 'Rondo (server)' }] }));
    h.editor.confirmDialog();
    expect(h.segment('s1').title).toBe('Warm Up');
    expect(h.segment('s2').title).toBe('Rondo (server)');
    expect(h.state.selection.segmentIds).toEqual(['s2']);
  });
});
