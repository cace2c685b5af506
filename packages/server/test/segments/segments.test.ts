import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clippedTimePeriods, segmentParticipations, segments } from '../../src/db/tables.js';
import { refusals } from '../support/refusals.js';
import { graphql } from '../support/testApp.js';
import {
  CREATE_SEGMENT,
  DESTROY_SEGMENT,
  SEGMENT_DETAILS_QUERY,
  SEGMENTS_QUERY,
  UPDATE_PARTICIPATIONS,
  UPDATE_SEGMENT,
  UPDATE_SEGMENTS,
  type MutationErrors,
  type SegmentAnswer,
} from './segmentOperations.js';
import {
  testApp,
  coach,
  athlete,
  seeded,
  tags,
  participationOf,
  rival,
  db,
  at,
  squadIds,
  ask,
  create,
  drill,
  useSegmentsWorld,
  type Updated,
} from './segmentsWorld.js';

useSegmentsWorld();

describe('UpdateSessionSegmentMutation', () => {
  it('changes only what the patch names; clips stay where they were in time', async () => {
    const [first] = squadIds();
    const { segment: created } = await create(
      drill({
        title: 'Pressing',
        participations: [{ id: participationOf[first!], tagDefinitionIds: [] }],
        clippedTimePeriodsByAthlete: [
          { athleteId: first, clippedTimePeriods: [{ startOffset: 120_000, endOffset: 180_000 }] },
        ],
      }),
    );
    const { updateSessionSegment } = await ask<Updated>(UPDATE_SEGMENT, {
      id: created!.id,
      patch: { startTime: at(2) },
    });
    expect(updateSessionSegment.errors).toEqual([]);
    expect(updateSessionSegment.segment).toMatchObject({
      title: 'Pressing',
      startTime: at(2),
      endTime: at(6),
      clippedTimePeriodsByAthlete: [
        {
          athleteId: first,
          clippedTimePeriods: [{ startOffset: 60_000, endOffset: 120_000, tagDefinitionIds: [] }],
        },
      ],
    });
    const blank = await ask<Updated>(UPDATE_SEGMENT, { id: created!.id, patch: { title: '' } });
    expect(blank.updateSessionSegment.errors).toEqual([
      { path: ['patch', 'title'], fullMessages: ["Title can't be blank"] },
    ]);
  });
});

describe('UpdateSessionSegmentsMutation', () => {
  it('saves every patch, or none when one breaks a rule', async () => {
    const one = (await create(drill({ title: 'Bulk one' }))).segment!;
    const two = (await create(drill({ title: 'Bulk two' }))).segment!;
    type Bulk = { updateSessionSegments: { segments: { title: string }[] } & MutationErrors };
    const refused = await ask<Bulk>(UPDATE_SEGMENTS, {
      patches: [
        { id: one.id, title: 'Renamed one', startTime: at(2), endTime: at(7) },
        { id: two.id, title: 'Renamed two', startTime: at(8), endTime: at(30) },
        { id: crypto.randomUUID(), title: 'No times' },
      ],
    });
    expect(refused.updateSessionSegments).toEqual({
      segments: [],
      errors: [
        { path: ['patches', '2', 'startTime'], fullMessages: ["Start time can't be blank"] },
        { path: ['patches', '2', 'endTime'], fullMessages: ["End time can't be blank"] },
      ],
    });
    const late = await ask<Bulk>(UPDATE_SEGMENTS, {
      patches: [
        { id: one.id, title: 'Renamed one', startTime: at(2), endTime: at(7) },
        { id: two.id, title: 'Renamed two', startTime: at(8), endTime: at(30) },
      ],
    });
    expect(late.updateSessionSegments.errors).toEqual([
      {
        path: ['patches', '1', 'endTime'],
        fullMessages: ['End time must not be after the session ends'],
      },
    ]);
    const stored = await db()
      .select({ title: segments.title })
      .from(segments)
      .where(inArray(segments.id, [one.id, two.id]));
    expect(stored.map((row) => row.title).sort()).toEqual(['Bulk one', 'Bulk two']);
    const saved = await ask<Bulk>(UPDATE_SEGMENTS, {
      patches: [
        { id: one.id, title: 'Renamed one', startTime: at(2), endTime: at(7) },
        { id: two.id, title: 'Renamed two', startTime: at(8), endTime: at(12) },
      ],
    });
    expect(saved.updateSessionSegments).toEqual({
      segments: [
        expect.objectContaining({ title: 'Renamed one' }),
        expect.objectContaining({ title: 'Renamed two' }),
      ],
      errors: [],
    });
  });
});

describe('DestroySessionSegmentMutation', () => {
  it('deletes the segment with its athletes and clips', async () => {
    const [first] = squadIds();
    const { segment } = await create(
      drill({
        participations: [{ id: participationOf[first!], tagDefinitionIds: [] }],
        clippedTimePeriodsByAthlete: [
          { athleteId: first, clippedTimePeriods: [{ startOffset: 0, endOffset: 1000 }] },
        ],
      }),
    );
    const { destroySessionSegment } = await ask<{ destroySessionSegment: { id: string } }>(
      DESTROY_SEGMENT,
      { id: segment!.id },
    );
    expect(destroySessionSegment).toEqual({ id: segment!.id, errors: [] });
    const participations = await db()
      .select()
      .from(segmentParticipations)
      .where(eq(segmentParticipations.segmentId, segment!.id));
    expect(participations).toEqual([]);
    const clips = await db()
      .select()
      .from(clippedTimePeriods)
      .where(
        inArray(
          clippedTimePeriods.segmentParticipationId,
          segment!.segmentParticipations.map((p) => p.id),
        ),
      );
    expect(clips).toEqual([]);
    const again = await graphql(testApp.app, coach, DESTROY_SEGMENT, { id: segment!.id });
    expect(refusals(again)).toEqual(['Segment not found']);
  });
});

describe('UpdateSessionParticipations', () => {
  it('tags athletes’ session participations with session tags only', async () => {
    const [first] = squadIds();
    type Tagged = {
      updateSessionParticipations: {
        sessionParticipations: { id: string; tagDefinitionIds: string[] }[];
      } & MutationErrors;
    };
    const id = participationOf[first!]!;
    const wrong = await ask<Tagged>(UPDATE_PARTICIPATIONS, {
      participations: [{ id, tagDefinitionIds: [tags.Possession] }],
    });
    expect(wrong.updateSessionParticipations).toEqual({
      sessionParticipations: [],
      errors: [
        {
          path: ['participations', '0', 'tagDefinitionIds'],
          fullMessages: ['Tags must be tags the club allows on athletes in sessions'],
        },
      ],
    });
    const tagged = await ask<Tagged>(UPDATE_PARTICIPATIONS, {
      participations: [{ id, tagDefinitionIds: [tags.Rehab] }],
    });
    expect(tagged.updateSessionParticipations).toEqual({
      sessionParticipations: [{ id, tagDefinitionIds: [tags.Rehab] }],
      errors: [],
    });
  });
});

describe('SegmentsQuery', () => {
  it('reads the session, the club’s tags, groups and segment titles, and every segment', async () => {
    await create(drill({ title: 'Finishing' }));
    type Answer = {
      session: {
        club: {
          settings: { segmentTitles: string[] };
          tagDefinitions: { label: string; validTaggableTypes: string[] }[];
          athleteGroups: unknown[];
        };
        sessionParticipations: unknown[];
        segments: SegmentAnswer[];
      };
    };
    const { session } = await ask<Answer>(SEGMENTS_QUERY, { sessionId: seeded.trainingId });
    expect(session.club.settings.segmentTitles).toContain('Finishing');
    expect(session.club.tagDefinitions).toContainEqual(
      expect.objectContaining({ label: 'Rehab', validTaggableTypes: ['session_participation'] }),
    );
    expect(session.segments.map((s) => s.title)).toContain('Finishing');
    expect(session.sessionParticipations).toHaveLength(5);
  });
});

describe('who may do what', () => {
  it('lets athletes read segments and refuses them every mutation', async () => {
    const { segment } = await create(drill({ title: 'Athletes may look' }));
    const read = await ask<{ segment: { title: string } }>(
      SEGMENT_DETAILS_QUERY,
      { segmentId: segment!.id },
      athlete,
    );
    expect(read.segment.title).toBe('Athletes may look');
    const attempts: [string, Record<string, unknown>][] = [
      [CREATE_SEGMENT, { attributes: { ...drill(), sessionId: seeded.trainingId } }],
      [UPDATE_SEGMENT, { id: segment!.id, patch: { title: 'Mine now' } }],
      [
        UPDATE_SEGMENTS,
        { patches: [{ id: segment!.id, title: 'Mine', startTime: at(1), endTime: at(2) }] },
      ],
      [DESTROY_SEGMENT, { id: segment!.id }],
      [
        UPDATE_PARTICIPATIONS,
        { participations: [{ id: Object.values(participationOf)[0], tagDefinitionIds: [] }] },
      ],
    ];
    for (const [mutation, variables] of attempts) {
      const answer = await graphql(testApp.app, athlete, mutation, variables);
      expect(refusals(answer)).toEqual(['Only club staff can edit sessions and their segments']);
    }
    const [stored] = await db().select().from(segments).where(eq(segments.id, segment!.id));
    expect(stored!.title).toBe('Athletes may look');
  });

  it('answers another club’s segment exactly like one that does not exist', async () => {
    const unknown = crypto.randomUUID();
    const answers = async (id: string) =>
      Promise.all([
        graphql(testApp.app, coach, SEGMENT_DETAILS_QUERY, { segmentId: id }),
        graphql(testApp.app, coach, UPDATE_SEGMENT, { id, patch: { title: 'Ours' } }),
        graphql(testApp.app, coach, UPDATE_SEGMENTS, {
          patches: [{ id, title: 'Ours', startTime: at(1), endTime: at(2) }],
        }),
        graphql(testApp.app, coach, DESTROY_SEGMENT, { id }),
      ]);
    const foreign = await answers(rival.segmentId);
    expect(foreign).toEqual(await answers(unknown));
    for (const answer of foreign) expect(refusals(answer)).toEqual(['Segment not found']);
    const tagForeign = await graphql(testApp.app, coach, UPDATE_PARTICIPATIONS, {
      participations: [{ id: rival.participationId, tagDefinitionIds: [] }],
    });
    const tagUnknown = await graphql(testApp.app, coach, UPDATE_PARTICIPATIONS, {
      participations: [{ id: unknown, tagDefinitionIds: [] }],
    });
    expect(tagForeign).toEqual(tagUnknown);
    const [stored] = await db().select().from(segments).where(eq(segments.id, rival.segmentId));
    expect(stored!.title).toBe('Rival drill');
  });
});
