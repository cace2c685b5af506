import { count, eq } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import { pitches } from '../../db/rosterSchema.js';
import { sessions } from '../../db/sessionsSchema.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import type { PitchInput } from '../../generated/graphql.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { processRawTrackJob, queuePitchReprocessing } from '../processing/index.js';
import type { PitchRow } from './clubSettingsRows.js';
import { pitchSubject } from './clubSettingsSubjects.js';
import { pitchFieldsOf } from './pitchRules.js';

const PLACE_AND_SIZE = ['centreLatDeg', 'centreLonDeg', 'bearingDeg', 'lengthM', 'widthM'] as const;

/** docs/product/club-administration.md §5 "Pitches": a new pitch of the club's sport. */
export async function createPitch(
  ctx: GraphQLContext,
  clubId: string,
  input: PitchInput,
): Promise<Outcome<PitchRow>> {
  const club = await authorize(ctx.access, 'Create', inClub(clubId, 'Pitch'));
  const { fields, issues } = pitchFieldsOf(input, club.sport);
  if (!fields) return failed(issues);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pitches)
      .values({ clubId: club.id, sport: club.sport, ...fields })
      .returning();
    await publishEvent(tx, { topic: 'clubUpdated', clubId: club.id });
    return row!;
  });
  ctx.loaders.pitchesByClubId.clear(club.id);
  return done(created);
}

/**
 * docs/product/club-administration.md §5 "Pitches": a pitch's name, place and
 * size; when its place or size changed, the sessions played on it are
 * re-processed (time on the pitch and heat maps follow it).
 */
export async function updatePitch(
  ctx: GraphQLContext,
  id: string,
  input: PitchInput,
): Promise<Outcome<PitchRow>> {
  const pitch = await authorize(ctx.access, 'Update', pitchSubject(id));
  const { fields, issues } = pitchFieldsOf(input, pitch.sport);
  if (!fields) return failed(issues);
  const moved = PLACE_AND_SIZE.some((key) => fields[key] !== pitch[key]);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(pitches).set(fields).where(eq(pitches.id, pitch.id)).returning();
    if (moved) await queuePitchReprocessing(tx, ctx.jobs, pitch.clubId, pitch.id);
    await publishEvent(tx, { topic: 'clubUpdated', clubId: pitch.clubId });
    return row!;
  });
  if (moved) processRawTrackJob.wake(ctx.jobs);
  ctx.loaders.pitchesByClubId.clear(pitch.clubId);
  ctx.loaders.pitchById.clear(pitch.id).prime(pitch.id, updated);
  return done(updated);
}

/** docs/product/club-administration.md §5 "Pitches": a pitch no session was played on. */
export async function destroyPitch(ctx: GraphQLContext, id: string): Promise<Outcome<string>> {
  const pitch = await authorize(ctx.access, 'Update', pitchSubject(id));
  const destroyed = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .select({ sessions: count() })
      .from(sessions)
      .where(eq(sessions.pitchId, pitch.id));
    const played = used?.sessions ?? 0;
    if (played > 0) return played;
    await tx.delete(pitches).where(eq(pitches.id, pitch.id));
    await publishEvent(tx, { topic: 'clubUpdated', clubId: pitch.clubId });
    return 0;
  });
  if (destroyed > 0)
    return failed([
      {
        path: ['id'],
        message: `${pitch.name} is the pitch of ${destroyed} ${destroyed === 1 ? 'session' : 'sessions'}: it cannot be deleted.`,
      },
    ]);
  ctx.loaders.pitchesByClubId.clear(pitch.clubId);
  ctx.loaders.pitchById.clear(pitch.id);
  return done(pitch.id);
}
