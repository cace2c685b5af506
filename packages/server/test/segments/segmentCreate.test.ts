import { describe, expect, it } from 'vitest';
import { graphql } from '../support/testApp.js';
import { CREATE_SEGMENT } from './segmentOperations.js';
import {
  testApp,
  coach,
  seeded,
  tags,
  participationOf,
  rival,
  at,
  squadIds,
  create,
  drill,
  storedSegmentCount,
  useSegmentsWorld,
  type Created,
} from './segmentsWorld.js';

useSegmentsWorld();

describe('CreateSessionSegmentMutation', () => {
  it('stores the segment in whole seconds, with clips clamped and merged, under the draft’s id', async () => {
    const id = crypto.randomUUID();
    const [first, second] = squadIds();
    const { segment, errors } = await create(
      drill({
        startTime: at(1, 999),
        endTime: at(6, 400),
        tagDefinitionIds: [tags.Possession, tags.Possession],
        participations: [
          { id: participationOf[first!], tagDefinitionIds: [tags['High Intensity']] },
          { id: participationOf[second!], tagDefinitionIds: [] },
        ],
        clippedTimePeriodsByAthlete: [
          {
            athleteId: first,
            clippedTimePeriods: [
              { startOffset: -5_000, endOffset: 60_000 },
              {
                startOffset: 30_000,
                endOffset: 90_000,
                tagDefinitionIds: [tags['High Intensity']],
              },
              { startOffset: 200_000, endOffset: 999_000 },
            ],
          },
        ],
      }),
      id,
    );
    expect(errors).toEqual([]);
    expect(segment).toMatchObject({
      id,
      title: 'Rondo',
      startTime: at(1),
      endTime: at(6),
      tagDefinitionIds: [tags.Possession],
      metricsProcessing: true,
    });
    expect(segment!.clippedTimePeriodsByAthlete).toEqual(
      expect.arrayContaining([
        {
          athleteId: first,
          clippedTimePeriods: [
            { startOffset: 0, endOffset: 90_000, tagDefinitionIds: [tags['High Intensity']] },
            { startOffset: 200_000, endOffset: 300_000, tagDefinitionIds: [] },
          ],
        },
        // Without clips: the whole segment.
        {
          athleteId: second,
          clippedTimePeriods: [{ startOffset: 0, endOffset: 300_000, tagDefinitionIds: [] }],
        },
      ]),
    );
    expect(segment!.segmentParticipations).toHaveLength(2);
  });

  it('puts everyone of the session in a segment created without a list of athletes', async () => {
    const { segment } = await create(drill({ title: 'Warm-up lap' }));
    expect(segment!.segmentParticipations.map((p) => p.sessionParticipation.id).sort()).toEqual(
      Object.values(participationOf).sort(),
    );
  });

  it.each([
    ['a blank title', { title: '   ' }, ['attributes', 'title'], "Title can't be blank"],
    [
      'no start time',
      { startTime: null },
      ['attributes', 'startTime'],
      "Start time can't be blank",
    ],
    ['no end time', { endTime: undefined }, ['attributes', 'endTime'], "End time can't be blank"],
    [
      'an end before the start',
      { startTime: at(5), endTime: at(5, 800) },
      ['attributes', 'endTime'],
      'End time must be after the start time',
    ],
    [
      'a start before the session',
      { startTime: at(-6) },
      ['attributes', 'startTime'],
      'Start time must not be before the session starts',
    ],
    [
      'an end after the session',
      { endTime: at(26) },
      ['attributes', 'endTime'],
      'End time must not be after the session ends',
    ],
    [
      'an athlete tag as a segment tag',
      { tagDefinitionIds: ['High Intensity'] },
      ['attributes', 'tagDefinitionIds'],
      'Tags must be tags the club allows on segments',
    ],
    [
      'no athletes',
      { participations: [] },
      ['attributes', 'participations'],
      "Athletes can't be blank",
    ],
  ])('refuses %s and stores nothing', async (_case, attributes, path, message) => {
    const before = await storedSegmentCount();
    const named = attributes as { tagDefinitionIds?: string[] };
    const { segment, errors } = await create(
      drill({
        ...attributes,
        ...(named.tagDefinitionIds && {
          tagDefinitionIds: named.tagDefinitionIds.map((l) => tags[l]),
        }),
      }),
    );
    expect(segment).toBeNull();
    expect(errors).toEqual([{ path, fullMessages: [message] }]);
    expect(await storedSegmentCount()).toBe(before);
  });

  it('refuses athletes of another session, clips of athletes outside the segment and foreign tags', async () => {
    const [first, second] = squadIds();
    const { errors } = await create(
      drill({
        participations: [
          { id: participationOf[first!], tagDefinitionIds: [tags.Rehab] },
          { id: rival.participationId, tagDefinitionIds: [] },
        ],
        clippedTimePeriodsByAthlete: [
          { athleteId: second, clippedTimePeriods: [{ startOffset: 0, endOffset: 1000 }] },
        ],
      }),
    );
    expect(errors).toEqual([
      {
        path: ['attributes', 'participations', '0', 'tagDefinitionIds'],
        fullMessages: ['Athlete tags must be tags the club allows on athletes in segments'],
      },
      {
        path: ['attributes', 'participations', '1', 'id'],
        fullMessages: ['Athletes must have taken part in the session'],
      },
      {
        path: ['attributes', 'clippedTimePeriodsByAthlete', '0', 'athleteId'],
        fullMessages: ['Clips must be of athletes in the segment'],
      },
    ]);
  });

  it('answers a session id missing, a match, and another club’s session', async () => {
    const missing = await graphql<Created>(testApp.app, coach, CREATE_SEGMENT, {
      attributes: drill(),
    });
    expect(missing.data!.createSessionSegment.errors).toEqual([
      { path: ['attributes', 'sessionId'], fullMessages: ["Session can't be blank"] },
    ]);
    const match = await graphql<Created>(testApp.app, coach, CREATE_SEGMENT, {
      attributes: { ...drill(), sessionId: seeded.matchId },
    });
    expect(match.data!.createSessionSegment.errors).toEqual([
      {
        path: ['attributes', 'sessionId'],
        fullMessages: ['This session is not a training session.'],
      },
    ]);
    for (const sessionId of [rival.sessionId, crypto.randomUUID()]) {
      const foreign = await graphql<Created>(testApp.app, coach, CREATE_SEGMENT, {
        attributes: { ...drill(), sessionId },
      });
      expect(foreign.errors).toBeUndefined();
      expect(foreign.data!.createSessionSegment).toEqual({
        segment: null,
        errors: [{ path: ['attributes', 'sessionId'], fullMessages: ['Session not found'] }],
      });
    }
  });
});
