import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import {
  clippedTimePeriods,
  segmentParticipations,
  segments,
  sessionParticipations,
  tagDefinitions,
} from '../../src/db/tables.js';

/** A tagged segment of the victim's training with an athlete's clip, and a tag of each kind. */
export async function seedDrill(db: Db, clubId: string, trainingId: string) {
  const [segmentTag, partTag, sessionTag] = await db
    .insert(tagDefinitions)
    .values([
      { clubId, label: 'Secret Drill Tag', colour: '#111111', validTaggableTypes: ['segment'] },
      {
        clubId,
        label: 'Secret Clip Tag',
        colour: '#222222',
        validTaggableTypes: ['segment_participation_part'],
      },
      {
        clubId,
        label: 'Secret Athlete Tag',
        colour: '#333333',
        validTaggableTypes: ['session_participation'],
      },
    ])
    .returning();
  const [participation] = await db
    .select()
    .from(sessionParticipations)
    .where(eq(sessionParticipations.sessionId, trainingId));
  const [segment] = await db
    .insert(segments)
    .values({
      clubId,
      sessionId: trainingId,
      title: 'Secret set piece',
      startTime: new Date('2026-11-14T15:01:00Z'),
      endTime: new Date('2026-11-14T15:06:00Z'),
      tagDefinitionIds: [segmentTag!.id],
    })
    .returning();
  const [member] = await db
    .insert(segmentParticipations)
    .values({
      clubId,
      segmentId: segment!.id,
      sessionParticipationId: participation!.id,
      tagDefinitionIds: [partTag!.id],
    })
    .returning();
  await db.insert(clippedTimePeriods).values({
    clubId,
    segmentParticipationId: member!.id,
    startOffsetMs: 0,
    endOffsetMs: 60_000,
    tagDefinitionIds: [partTag!.id],
  });
  return {
    ids: {
      segmentId: segment!.id,
      participationId: participation!.id,
      segmentTagId: segmentTag!.id,
      partTagId: partTag!.id,
      sessionTagId: sessionTag!.id,
    },
    secrets: [segment!.id, member!.id, segmentTag!.id, partTag!.id, sessionTag!.id, 'Secret'],
  };
}
