import {
  MAX_SEGMENTS_PER_SESSION,
  SEGMENTS_PER_SESSION_REACHED,
  type ClippedPeriod,
} from '@touchline/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { session as sessionSubject } from '../../access/session.js';
import type { GraphQLContext } from '../../context.js';
import type { SessionRow } from '../../db/rows.js';
import { clippedTimePeriods, segmentParticipations, segments } from '../../db/tables.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { SessionSegmentAttributes, SessionSegmentsPatch } from '../../generated/graphql.js';
import { isUuid } from '../../graphql/ids.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import type { SegmentRow } from '../sessionReports/index.js';
import { recomputeSegmentJob } from './segmentQueues.js';
import {
  resolveSegment,
  type SegmentInput,
  type SegmentRules,
  type SegmentState,
} from './resolveSegment.js';
import { done, failed, type InputIssue, type Outcome } from '../../errors/mutationOutcome.js';
import { segmentSubject } from './segmentSubject.js';

// On conflict: the athlete stays in the segment (same row id) with the tags sent.
const sqlExcludedTags = sql`excluded.tag_definition_ids`;

type Tx = Parameters<Parameters<GraphQLContext['db']['transaction']>[0]>[0];

/** A save's outcome: the segments saved, or the rules the input broke (nothing saved). */
export type SaveOutcome = Outcome<SegmentRow[]>;

interface Target {
  id: string;
  clubId: string;
  sessionId: string;
  existing: SegmentState | null;
  rules: SegmentRules;
  input: SegmentInput;
  /** Where this segment's issues go in the input (a bulk patch's index). */
  at: (string | number)[];
}

const CLIPS_PER_INSERT = 5_000;

/** A segment saved by someone else since this save's version was loaded. */
class StaleSave extends Error {
  constructor(readonly at: (string | number)[]) {
    super('the segment was saved meanwhile');
  }
}

/** A training session the viewer may edit, or the answer for one they may not. */
async function editableTraining(ctx: GraphQLContext, sessionId: string): Promise<SessionRow> {
  const session = await authorize(ctx.access, 'Edit', sessionSubject(sessionId));
  if (session.kind !== 'training') throw new TouchlineError('SESSION_NOT_A_TRAINING');
  return session;
}

async function rulesOf(ctx: GraphQLContext, session: SessionRow): Promise<SegmentRules> {
  const [participations, tags] = await Promise.all([
    ctx.loaders.participationsBySessionId.load(session.id),
    ctx.loaders.tagDefinitionsByClubId.load(session.clubId),
  ]);
  return {
    session: { startMs: session.startTime.getTime(), endMs: session.endTime.getTime() },
    athleteOfParticipation: new Map(participations.map((p) => [p.id, p.athleteId])),
    tagKinds: new Map(tags.map((tag) => [tag.id, tag.validTaggableTypes])),
  };
}

/** A stored segment as the rules see it. */
export async function segmentState(ctx: GraphQLContext, row: SegmentRow): Promise<SegmentState> {
  const [participations, clips] = await Promise.all([
    ctx.loaders.segmentParticipationsBySegmentId.load(row.id),
    ctx.loaders.clipsBySegmentId.load(row.id),
  ]);
  const byAthlete = new Map<string, ClippedPeriod[]>();
  for (const { athleteId, ...clip } of clips) {
    byAthlete.set(athleteId, [...(byAthlete.get(athleteId) ?? []), clip]);
  }
  return {
    title: row.title,
    startMs: row.startTime.getTime(),
    endMs: row.endTime.getTime(),
    tagDefinitionIds: row.tagDefinitionIds,
    participants: new Map(
      participations.map((p) => [
        p.sessionParticipationId,
        { athleteId: p.athlete.id, tagDefinitionIds: p.tagDefinitionIds },
      ]),
    ),
    clips: byAthlete,
  };
}

/** A stored segment the viewer may edit, with its session's rules. */
async function editableSegment(
  ctx: GraphQLContext,
  id: string,
  input: SegmentInput,
  at: (string | number)[],
): Promise<Target> {
  const row = await authorize(ctx.access, 'Edit', segmentSubject(id));
  const session = await editableTraining(ctx, row.sessionId);
  const [existing, rules] = await Promise.all([segmentState(ctx, row), rulesOf(ctx, session)]);
  return { id, clubId: row.clubId, sessionId: row.sessionId, existing, rules, input, at };
}

/** docs/product/dashboard-and-segments.md §7 CreateSessionSegmentMutation: `id` is the client's uuid of the draft, if any. */
export async function createSegment(
  ctx: GraphQLContext,
  id: string | null | undefined,
  attributes: SessionSegmentAttributes,
): Promise<SaveOutcome> {
  const { sessionId, ...input } = attributes;
  if (!sessionId) {
    return failed([{ path: ['attributes', 'sessionId'], message: "Session can't be blank" }]);
  }
  const session = await editableTraining(ctx, sessionId);
  const segmentsOfSession = await ctx.loaders.segmentsBySessionId.load(session.id);
  if (segmentsOfSession.length >= MAX_SEGMENTS_PER_SESSION)
    return failed([{ path: ['attributes'], message: SEGMENTS_PER_SESSION_REACHED }]);
  if (id != null && !isUuid(id)) {
    return failed([{ path: ['id'], message: 'Id must be a UUID' }]);
  }
  const taken = id != null ? await ctx.loaders.segmentById.load(id) : null;
  if (taken?.clubId === session.clubId) {
    return failed([{ path: ['id'], message: 'Id has already been taken' }]);
  }
  // Another club's id is answered as a free one (its existence is not to be learnt): a new id is used.
  const target: Target = {
    id: id != null && !taken ? id : crypto.randomUUID(),
    clubId: session.clubId,
    sessionId: session.id,
    existing: null,
    rules: await rulesOf(ctx, session),
    input,
    at: ['attributes'],
  };
  return save(ctx, [target]);
}

/** docs/product/dashboard-and-segments.md §7 UpdateSessionSegmentMutation: only the fields given change. */
export async function updateSegment(
  ctx: GraphQLContext,
  id: string,
  patch: SegmentInput,
): Promise<SaveOutcome> {
  return save(ctx, [await editableSegment(ctx, id, patch, ['patch'])]);
}

/**
 * docs/product/dashboard-and-segments.md §7 UpdateSessionSegmentsMutation: every patch names its segment,
 * title and times; all are checked first and saved in one transaction, so
 * one bad patch saves none.
 */
export async function updateSegments(
  ctx: GraphQLContext,
  patches: readonly SessionSegmentsPatch[],
): Promise<SaveOutcome> {
  if (patches.length > MAX_SEGMENTS_PER_SESSION)
    return failed([{ path: ['patches'], message: SEGMENTS_PER_SESSION_REACHED }]);
  const required: InputIssue[] = [];
  patches.forEach((patch, index) => {
    const missing = (field: 'title' | 'startTime' | 'endTime', label: string) => {
      if (patch[field] == null || patch[field].trim() === '')
        required.push({ path: ['patches', index, field], message: `${label} can't be blank` });
    };
    missing('title', 'Title');
    missing('startTime', 'Start time');
    missing('endTime', 'End time');
  });
  const ids = patches.map((patch) => patch.id);
  const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (repeated >= 0)
    required.push({
      path: ['patches', repeated, 'id'],
      message: 'Each segment may be patched once',
    });
  if (required.length > 0) return failed(required);
  // All at once, so the request's loaders read every segment's rows together.
  const targets = await Promise.all(
    patches.map(({ id, ...patch }, index) => editableSegment(ctx, id, patch, ['patches', index])),
  );
  return save(ctx, targets);
}

/** Checks every target, then writes them all in one transaction and queues their recomputes. */
async function save(ctx: GraphQLContext, targets: readonly Target[]): Promise<SaveOutcome> {
  const resolved: { target: Target; state: SegmentState }[] = [];
  const issues: InputIssue[] = [];
  for (const target of targets) {
    const outcome = resolveSegment(target.existing, target.input, target.rules);
    if (outcome.state) resolved.push({ target, state: outcome.state });
    else issues.push(...outcome.issues.map((i) => ({ ...i, path: [...target.at, ...i.path] })));
  }
  if (issues.length > 0) return failed(issues);
  let saved: SegmentRow[];
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const rows: SegmentRow[] = [];
      for (const { target, state } of resolved)
        rows.push(await writeSegment(ctx, tx, target, state));
      return rows;
    });
  } catch (error) {
    // All or nothing: one segment saved meanwhile by someone else fails the whole save.
    if (!(error instanceof StaleSave)) throw error;
    const { message } = new TouchlineError('SEGMENT_CHANGED_ELSEWHERE');
    return failed([{ path: [...error.at, 'lockVersion'], message }]);
  }
  recomputeSegmentJob.wake(ctx.jobs);
  for (const row of saved) forgetSegment(ctx, row);
  return done(saved);
}

async function writeSegment(
  ctx: GraphQLContext,
  tx: Tx,
  target: Target,
  state: SegmentState,
): Promise<SegmentRow> {
  const values = {
    title: state.title,
    startTime: new Date(state.startMs),
    endTime: new Date(state.endMs),
    tagDefinitionIds: state.tagDefinitionIds,
  };
  // Compared in the update itself: of two saves from the same version, the second changes nothing.
  const expected = target.input.lockVersion ?? null;
  const [row] = target.existing
    ? await tx
        .update(segments)
        .set({ ...values, lockVersion: sql`${segments.lockVersion} + 1` })
        .where(
          and(
            eq(segments.id, target.id),
            eq(segments.clubId, target.clubId),
            expected === null ? undefined : eq(segments.lockVersion, expected),
          ),
        )
        .returning()
    : await tx
        .insert(segments)
        .values({ ...values, id: target.id, clubId: target.clubId, sessionId: target.sessionId })
        .returning();
  if (!row && expected !== null) throw new StaleSave(target.at);
  if (!row) throw new TouchlineError('SEGMENT_NOT_FOUND');
  const participationIds = [...state.participants.keys()];
  await tx
    .delete(segmentParticipations)
    .where(
      and(
        eq(segmentParticipations.segmentId, row.id),
        notInArray(segmentParticipations.sessionParticipationId, participationIds),
      ),
    );
  // A session without athletes: a segment with no one in it (an empty insert is no statement).
  const kept =
    state.participants.size === 0
      ? []
      : await tx
          .insert(segmentParticipations)
          .values(
            [...state.participants].map(([sessionParticipationId, participant]) => ({
              clubId: row.clubId,
              segmentId: row.id,
              sessionParticipationId,
              tagDefinitionIds: participant.tagDefinitionIds,
            })),
          )
          .onConflictDoUpdate({
            target: [segmentParticipations.segmentId, segmentParticipations.sessionParticipationId],
            set: { tagDefinitionIds: sqlExcludedTags },
          })
          .returning({
            id: segmentParticipations.id,
            sessionParticipationId: segmentParticipations.sessionParticipationId,
          });
  await tx.delete(clippedTimePeriods).where(
    inArray(
      clippedTimePeriods.segmentParticipationId,
      kept.map((p) => p.id),
    ),
  );
  const segmentParticipationOf = new Map(
    kept.map((p) => [state.participants.get(p.sessionParticipationId)!.athleteId, p.id]),
  );
  const clipRows = [...state.clips].flatMap(([athleteId, clips]) =>
    clips.map((clip) => ({
      clubId: row.clubId,
      segmentParticipationId: segmentParticipationOf.get(athleteId)!,
      startOffsetMs: clip.startOffset,
      endOffsetMs: clip.endOffset,
      tagDefinitionIds: [...clip.tagDefinitionIds],
    })),
  );
  // In parts: one statement may bind at most 65,535 values (5 a clip).
  for (let start = 0; start < clipRows.length; start += CLIPS_PER_INSERT)
    await tx.insert(clippedTimePeriods).values(clipRows.slice(start, start + CLIPS_PER_INSERT));
  await recomputeSegmentJob.sendInTransaction(tx, [
    {
      clubId: row.clubId,
      sessionId: row.sessionId,
      segmentId: row.id,
    },
  ]);
  await publishEvent(tx, {
    topic: 'segmentsUpdated',
    clubId: row.clubId,
    sessionId: row.sessionId,
    segmentId: row.id,
    change: 'saved',
  });
  return row;
}

/** docs/product/dashboard-and-segments.md §7 DestroySessionSegmentMutation: its athletes, clips and metric sets go with it. */
export async function destroySegment(ctx: GraphQLContext, id: string): Promise<SegmentRow> {
  const row = await authorize(ctx.access, 'Edit', segmentSubject(id));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(segments).where(and(eq(segments.id, row.id), eq(segments.clubId, row.clubId)));
    await publishEvent(tx, {
      topic: 'segmentsUpdated',
      clubId: row.clubId,
      sessionId: row.sessionId,
      segmentId: row.id,
      change: 'destroyed',
    });
  });
  forgetSegment(ctx, row);
  return row;
}

/** The request's (or subscription's) loaders read the segment afresh after a change. */
export function forgetSegment(
  ctx: GraphQLContext,
  row: Pick<SegmentRow, 'id' | 'sessionId' | 'clubId'>,
) {
  const { loaders } = ctx;
  loaders.segmentById.clear(row.id);
  loaders.segmentParticipationsBySegmentId.clear(row.id);
  loaders.clipsBySegmentId.clear(row.id);
  loaders.segmentRecomputingById.clear(row.id);
  loaders.athleteMetricSetsBySegmentId.clear(row.id);
  loaders.segmentsBySessionId.clear(row.sessionId);
  loaders.sessionById.clear(row.sessionId);
  loaders.teamMetricSetsBySessionId.clear(row.sessionId);
  loaders.segmentTitlesByClubId.clear(row.clubId);
}
