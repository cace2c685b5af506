import {
  CLIP_TIMES_NOT_WHOLE,
  CLIPS_PER_ATHLETE_REACHED,
  MAX_CLIPS_PER_ATHLETE,
  MAX_SEGMENTS_PER_SESSION,
  SEGMENTS_PER_SESSION_REACHED,
} from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { segments } from '../../src/db/tables.js';
import { UPDATE_SEGMENTS } from './segmentOperations.js';
import {
  ask,
  at,
  create,
  db,
  drill,
  participationOf,
  seeded,
  squadIds,
  storedSegmentCount,
  useSegmentsWorld,
} from './segmentsWorld.js';

// What one session's segments may hold (found by a hardening probe): clear errors in
// the payload, nothing written, never 'Internal server error'.

useSegmentsWorld();

/** `count` one-second clips, a second apart, from the segment's start. */
const clips = (count: number, startMs = 0) =>
  Array.from({ length: count }, (_, index) => ({
    startOffset: startMs + index * 2_000,
    endOffset: startMs + index * 2_000 + 1_000,
  }));

const everyoneIn = (athleteIds: string[]) =>
  athleteIds.map((id) => ({ id: participationOf[id], tagDefinitionIds: [] }));

describe('clips', () => {
  it('with fractional milliseconds are refused, naming the clip', async () => {
    const [first] = squadIds();
    const before = await storedSegmentCount();
    const { segment, errors } = await create(
      drill({
        participations: everyoneIn([first!]),
        clippedTimePeriodsByAthlete: [
          { athleteId: first, clippedTimePeriods: [{ startOffset: 0.5, endOffset: 60_000 }] },
        ],
      }),
    );
    expect(segment).toBeNull();
    expect(errors).toEqual([
      {
        path: ['attributes', 'clippedTimePeriodsByAthlete', '0', 'clippedTimePeriods', '0'],
        fullMessages: [CLIP_TIMES_NOT_WHOLE],
      },
    ]);
    expect(await storedSegmentCount()).toBe(before);
  });

  it(`are at most ${MAX_CLIPS_PER_ATHLETE} per athlete and segment`, async () => {
    const [first] = squadIds();
    const { segment, errors } = await create(
      drill({
        participations: everyoneIn([first!]),
        clippedTimePeriodsByAthlete: [
          { athleteId: first, clippedTimePeriods: clips(MAX_CLIPS_PER_ATHLETE + 1) },
        ],
      }),
    );
    expect(segment).toBeNull();
    expect(errors).toEqual([
      {
        path: ['attributes', 'clippedTimePeriodsByAthlete', '0', 'clippedTimePeriods'],
        fullMessages: [CLIPS_PER_ATHLETE_REACHED],
      },
    ]);
  });

  it('of the whole squad at the most each are saved, whatever their number', async () => {
    const squad = squadIds();
    const { segment, errors } = await create(
      drill({
        participations: everyoneIn(squad),
        clippedTimePeriodsByAthlete: squad.map((athleteId) => ({
          athleteId,
          clippedTimePeriods: clips(MAX_CLIPS_PER_ATHLETE),
        })),
      }),
    );
    expect(errors).toEqual([]);
    const saved = segment!.clippedTimePeriodsByAthlete.flatMap((entry) => entry.clippedTimePeriods);
    expect(saved).toHaveLength(squad.length * MAX_CLIPS_PER_ATHLETE);
  });
});

describe('segments', () => {
  it(`are at most ${MAX_SEGMENTS_PER_SESSION} per session`, async () => {
    const existing = await storedSegmentCount();
    const { clubId } = (await db().query.sessions.findFirst({
      where: (session, { eq }) => eq(session.id, seeded.trainingId),
    }))!;
    await db()
      .insert(segments)
      .values(
        Array.from({ length: MAX_SEGMENTS_PER_SESSION - existing }, (_, index) => ({
          clubId,
          sessionId: seeded.trainingId,
          title: `Drill ${index}`,
          startTime: new Date(at(1)),
          endTime: new Date(at(2)),
          tagDefinitionIds: [],
        })),
      );
    const { segment, errors } = await create(drill({ title: 'One too many' }));
    expect(segment).toBeNull();
    expect(errors).toEqual([
      { path: ['attributes'], fullMessages: [SEGMENTS_PER_SESSION_REACHED] },
    ]);
    expect(await storedSegmentCount()).toBe(MAX_SEGMENTS_PER_SESSION);
  });

  it(`are changed at most ${MAX_SEGMENTS_PER_SESSION} in one bulk save`, async () => {
    const patches = Array.from({ length: MAX_SEGMENTS_PER_SESSION + 1 }, () => ({
      id: crypto.randomUUID(),
      title: 'Drill',
      startTime: at(1),
      endTime: at(2),
    }));
    const { updateSessionSegments } = await ask<{
      updateSessionSegments: { errors: { path: string[]; fullMessages: string[] }[] };
    }>(UPDATE_SEGMENTS, { patches });
    expect(updateSessionSegments.errors).toEqual([
      { path: ['patches'], fullMessages: [SEGMENTS_PER_SESSION_REACHED] },
    ]);
  });
});
