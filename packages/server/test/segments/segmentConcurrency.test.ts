import { describe, expect, it } from 'vitest';
import { UPDATE_SEGMENT, UPDATE_SEGMENTS } from './segmentOperations.js';
import { ask, create, drill, useSegmentsWorld, type Updated } from './segmentsWorld.js';

// Two saves of the same segment at once (found by a hardening probe): of two made from the
// same version, exactly one is saved and the other is told, with nothing
// lost. Both carry the version they loaded, so the outcome does not depend
// on which one the database takes first.

useSegmentsWorld();

type Bulk = {
  updateSessionSegments: { segments: { id: string; title: string }[] | null } & {
    errors: { path: string[]; fullMessages: string[] }[];
  };
};
const CHANGED =
  'This segment was changed by someone else since you opened it. Reload to see their changes.';

describe('two saves of one segment at once', () => {
  it.each([1, 2, 3, 4, 5])('save one, refuse the other, lose nothing (trial %i)', async () => {
    const { segment } = await create(drill({ title: 'Rondo' }));
    const loaded = segment!.lockVersion;
    const saves = await Promise.all(
      ['By the coach', 'By the analyst'].map((title) =>
        ask<Updated>(UPDATE_SEGMENT, { id: segment!.id, patch: { title, lockVersion: loaded } }),
      ),
    );
    const outcomes = saves.map((save) => save.updateSessionSegment);
    const saved = outcomes.filter((outcome) => outcome.errors.length === 0);
    const refused = outcomes.filter((outcome) => outcome.errors.length > 0);
    expect(saved).toHaveLength(1);
    expect(refused.map((outcome) => outcome.errors)).toEqual([
      [{ path: ['patch', 'lockVersion'], fullMessages: [CHANGED] }],
    ]);
    expect(saved[0]!.segment!.lockVersion).toBe(loaded + 1);
    // What the winner saved is what is stored: the refused save changed nothing.
    const again = await ask<Updated>(UPDATE_SEGMENT, {
      id: segment!.id,
      patch: { lockVersion: loaded + 1 },
    });
    expect(again.updateSessionSegment.segment!.title).toBe(saved[0]!.segment!.title);
  });

  it('in a bulk save, fail the whole save for one stale segment', async () => {
    const first = (await create(drill({ title: 'A' }))).segment!;
    const second = (await create(drill({ title: 'B' }))).segment!;
    await ask<Updated>(UPDATE_SEGMENT, { id: second.id, patch: { title: 'B, renamed elsewhere' } });
    const patch = (segment: typeof first, title: string) => ({
      id: segment.id,
      title,
      startTime: segment.startTime,
      endTime: segment.endTime,
      lockVersion: segment.lockVersion,
    });
    const { updateSessionSegments } = await ask<Bulk>(UPDATE_SEGMENTS, {
      patches: [patch(first, 'A2'), patch(second, 'B2')],
    });
    expect(updateSessionSegments.errors).toEqual([
      { path: ['patches', '1', 'lockVersion'], fullMessages: [CHANGED] },
    ]);
    const unchanged = await ask<Updated>(UPDATE_SEGMENT, { id: first.id, patch: {} });
    expect(unchanged.updateSessionSegment.segment!.title).toBe('A');
  });

  it('without a version, save as before (the last one wins)', async () => {
    const { segment } = await create(drill({ title: 'Rondo' }));
    const first = await ask<Updated>(UPDATE_SEGMENT, { id: segment!.id, patch: { title: 'One' } });
    const second = await ask<Updated>(UPDATE_SEGMENT, { id: segment!.id, patch: { title: 'Two' } });
    expect(first.updateSessionSegment.errors).toEqual([]);
    expect(second.updateSessionSegment.segment).toMatchObject({
      title: 'Two',
      lockVersion: segment!.lockVersion + 2,
    });
  });
});
