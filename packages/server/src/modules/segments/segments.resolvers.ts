import { wholeSegmentClip } from '@touchline/domain';
import { filter, pipe } from 'graphql-yoga';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import { session as sessionSubject } from '../../access/session.js';
import type { GraphQLContext } from '../../context.js';
import { done, payload, type Outcome } from '../../errors/mutationOutcome.js';
import type { Resolvers } from '../../generated/graphql.js';
import { hasUsableData, type SegmentRow } from '../sessionReports/index.js';
import { prepareSegmentRecomputesJob } from './segmentQueues.js';
import type { SegmentsUpdatedRow } from './segmentRows.js';
import { matchPeakKey } from './segments.loaders.js';
import { segmentMetricSetOf } from './segmentMetricSetOf.js';
import {
  createSegment,
  destroySegment,
  forgetSegment,
  updateSegment,
  updateSegments,
  type SaveOutcome,
} from './segments.service.js';
import { segmentSubject } from './segmentSubject.js';
import { tagSessionParticipations } from './tagSessionParticipations.service.js';

/** A save of one segment: the segment saved, or the rules its input broke. */
const first = (outcome: SaveOutcome): Outcome<SegmentRow> =>
  outcome.value ? done(outcome.value[0]!) : outcome;

// A segment reached here was authorised to the viewer (Query.segment, the
// mutations) or belongs to a session that was (TrainingSession.segments).

export const segmentsResolvers: Resolvers = {
  Query: {
    segment: (_parent, { id }, ctx) => authorize(ctx.access, 'Show', segmentSubject(id)),
  },
  Club: {
    tagDefinitions: async (club, _args, ctx) => {
      await authorize(ctx.access, 'Show', inClub(club.id));
      return ctx.loaders.tagDefinitionsByClubId.load(club.id);
    },
    settings: async (club, _args, ctx) => {
      await authorize(ctx.access, 'Show', inClub(club.id));
      return { clubId: club.id };
    },
  },
  ClubSettings: {
    segmentTitles: (settings, _args, ctx) =>
      ctx.loaders.segmentTitlesByClubId.load(settings.clubId),
  },
  Segment: {
    startTime: (segment) => segment.startTime.toISOString(),
    endTime: (segment) => segment.endTime.toISOString(),
    tags: async (segment, _args, ctx) => {
      const tags = await ctx.loaders.tagDefinitionsByClubId.load(segment.clubId);
      return tags.filter((tag) => segment.tagDefinitionIds.includes(tag.id));
    },
    session: async (segment, _args, ctx) => {
      const session = await ctx.loaders.sessionById.load(segment.sessionId);
      if (!session) throw new Error(`Segment ${segment.id} has no session`);
      return session;
    },
    segmentParticipations: (segment, _args, ctx) =>
      ctx.loaders.segmentParticipationsBySegmentId.load(segment.id),
    clippedTimePeriodsByAthlete: async (segment, _args, ctx) => {
      const [participations, clips] = await Promise.all([
        ctx.loaders.segmentParticipationsBySegmentId.load(segment.id),
        ctx.loaders.clipsBySegmentId.load(segment.id),
      ]);
      const whole = {
        ...wholeSegmentClip(segment.endTime.getTime() - segment.startTime.getTime()),
        tagDefinitionIds: [],
      };
      return participations.map(({ athlete }) => {
        const mine = clips.filter((clip) => clip.athleteId === athlete.id);
        return { athleteId: athlete.id, clippedTimePeriods: mine.length > 0 ? mine : [whole] };
      });
    },
    segmentMetricSet: (segment, _args, ctx) => segmentMetricSetOf(ctx, segment),
    metricsProcessing: async (segment, _args, ctx) => {
      const [recomputing, session] = await Promise.all([
        ctx.loaders.segmentRecomputingById.load(segment.id),
        ctx.loaders.sessionById.load(segment.sessionId),
      ]);
      return recomputing || Boolean(session?.dataProcessing);
    },
  },
  SegmentParticipation: {
    sessionParticipation: async (participation, _args, ctx) => {
      const all = await ctx.loaders.participationsBySessionId.load(participation.sessionId);
      const found = all.find((p) => p.id === participation.sessionParticipationId);
      if (!found) throw new Error(`Segment participation ${participation.id} has no session one`);
      return found;
    },
    athleteMetricSet: async (participation, _args, ctx) => {
      const sets = await ctx.loaders.athleteMetricSetsBySegmentId.load(participation.segmentId);
      const set = sets.get(participation.sessionParticipationId);
      return set && hasUsableData(set) ? set : null;
    },
    matchPeakDemands: async (participation, _args, ctx) => {
      const session = await ctx.loaders.sessionById.load(participation.sessionId);
      if (!session) return [];
      return ctx.loaders.matchPeakDemandsByAthlete.load(
        matchPeakKey(participation.athlete.id, session.startTime),
      );
    },
  },
  SegmentsUpdatedEvent: {
    segment: (event, _args, ctx) =>
      event.change === 'destroyed' ? null : ctx.loaders.segmentById.load(event.segmentId),
  },
  Mutation: {
    createSessionSegment: (_parent, { id, attributes }, ctx) =>
      payload('segment', ['attributes', 'sessionId'], async () =>
        first(await createSegment(ctx, id, attributes)),
      ),
    updateSessionSegment: (_parent, { id, patch }, ctx) =>
      payload('segment', ['id'], async () => first(await updateSegment(ctx, id, patch))),
    updateSessionSegments: async (_parent, { patches }, ctx) => {
      const answer = await payload('segments', ['patches'], () => updateSegments(ctx, patches));
      return { segments: answer.segments ?? [], errors: answer.errors };
    },
    destroySessionSegment: (_parent, { id }, ctx) =>
      payload('id', ['id'], async () => done((await destroySegment(ctx, id)).id)),
    updateSessionParticipations: async (_parent, { participations }, ctx) => {
      const answer = await payload('sessionParticipations', ['participations'], () =>
        tagSessionParticipations(ctx, participations),
      );
      return { sessionParticipations: answer.sessionParticipations ?? [], errors: answer.errors };
    },
  },
  Subscription: {
    segmentsUpdated: {
      subscribe: async (_parent, { sessionId }, ctx) => {
        const session = await authorize(ctx.access, 'Show', sessionSubject(sessionId));
        // Staff with the editor open may save: their session's tracks get processed meanwhile.
        if (await ctx.access.can('Edit', 'Session', { id: session.id, clubId: session.clubId })) {
          await prepareSegmentRecomputesJob.send(ctx.jobs, {
            clubId: session.clubId,
            sessionId: session.id,
          });
          prepareSegmentRecomputesJob.wake(ctx.jobs);
        }
        return pipe(
          ctx.pubSub.subscribe('segmentsUpdated', session.clubId),
          filter((event) => event.sessionId === session.id),
        );
      },
      // Answered afresh: the viewer may have left the club, and the segment
      // changed since this subscription's loaders last read it.
      resolve: async (event: SegmentsUpdatedRow, _args: unknown, ctx: GraphQLContext) => {
        await authorize(ctx.access.fresh(), 'Show', sessionSubject(event.sessionId));
        forgetSegment(ctx, {
          id: event.segmentId,
          sessionId: event.sessionId,
          clubId: event.clubId,
        });
        return event;
      },
    },
  },
};
