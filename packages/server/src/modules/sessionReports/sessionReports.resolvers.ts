import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import { session as sessionSubject } from '../../access/session.js';
import type { GraphQLContext } from '../../context.js';
import type { SessionRow } from '../../db/rows.js';
import type {
  MatchSessionResolvers,
  Resolvers,
  TrainingSessionResolvers,
} from '../../generated/graphql.js';
import { pitchBackgroundUrl } from '../heatmaps/index.js';
import { hasUsableData } from './hasUsableData.js';
import { clubSessionsPage, participationsOf } from './sessionReports.service.js';
import { readsClubWarnings, readsParticipationWarnings } from './warningReaders.js';

// A session reached here was authorised to the viewer (Query.session),
// a club the viewer is a member of (Club.sessions) or one of those sessions
// (previousSession), so nested fields need no further membership check.

const wholeSessionMetricSet = async (session: SessionRow, ctx: GraphQLContext) =>
  (await ctx.loaders.teamMetricSetsBySessionId.load(session.id)).get('session') ?? null;

/** The fields training sessions and matches share. */
const sessionFields: TrainingSessionResolvers & MatchSessionResolvers = {
  club: async (session, _args, ctx) => {
    const club = await ctx.loaders.clubById.load(session.clubId);
    if (!club) throw new Error(`Session ${session.id} has no club`);
    return club;
  },
  previousSession: async (session, _args, ctx) => {
    if (!session.previousSessionId) return null;
    const previous = await ctx.loaders.sessionById.load(session.previousSessionId);
    return previous?.clubId === session.clubId ? previous : null;
  },
  sessionParticipations: (session, { athleteIds }, ctx) =>
    participationsOf(ctx, session.id, athleteIds),
  sessionMetricSet: (session, _args, ctx) => wholeSessionMetricSet(session, ctx),
  pitch: (session, _args, ctx) =>
    session.pitchId ? ctx.loaders.pitchById.load(session.pitchId) : null,
  processingWarnings: async (session, _args, ctx) =>
    (await readsClubWarnings(ctx, session.clubId))
      ? ctx.loaders.processingWarningsBySessionId.load(session.id)
      : [],
};

export const sessionReportsResolvers: Resolvers = {
  Query: {
    session: (_parent, { id }, ctx) => authorize(ctx.access, 'Show', sessionSubject(id)),
  },
  Session: {
    __resolveType: (session) => (session.kind === 'match' ? 'MatchSession' : 'TrainingSession'),
  },
  TrainingSession: {
    ...sessionFields,
    trainingSessionMetricSet: (session, _args, ctx) => wholeSessionMetricSet(session, ctx),
    segments: (session, _args, ctx) => ctx.loaders.segmentsBySessionId.load(session.id),
  },
  MatchSession: {
    ...sessionFields,
    matchSessionMetricSet: (session, _args, ctx) => wholeSessionMetricSet(session, ctx),
    matchDefinition: async (session, _args, ctx) => {
      const definition =
        session.matchDefinitionId &&
        (await ctx.loaders.matchDefinitionById.load(session.matchDefinitionId));
      // Matches made before match definitions existed read as the default.
      return definition || { id: `default-${session.id}`, clubId: session.clubId, name: 'Match' };
    },
    matchSessionPeriods: (session, _args, ctx) =>
      ctx.loaders.matchPeriodsBySessionId.load(session.id),
  },
  MatchSessionPeriod: {
    metricSet: async (period, _args, ctx) =>
      (await ctx.loaders.teamMetricSetsBySessionId.load(period.sessionId)).get(
        `period:${period.id}`,
      ) ?? null,
  },
  SessionParticipation: {
    athleteMetricSet: async (participation, _args, ctx) => {
      const sets = await ctx.loaders.athleteMetricSetsBySessionId.load(participation.sessionId);
      const set = sets.session.get(participation.id);
      return set && hasUsableData(set) ? set : null;
    },
    periodMetricSets: async (participation, _args, ctx) => {
      const sets = await ctx.loaders.athleteMetricSetsBySessionId.load(participation.sessionId);
      return (sets.periods.get(participation.id) ?? []).filter(hasUsableData);
    },
    processingWarnings: async (participation, _args, ctx) => {
      if (!(await readsParticipationWarnings(ctx, participation))) return [];
      const warnings = await ctx.loaders.processingWarningsBySessionId.load(
        participation.sessionId,
      );
      return warnings.filter((warning) => warning.sessionParticipationId === participation.id);
    },
    matchAverage: async (participation, _args, ctx) => {
      const averages = await ctx.loaders.matchAveragesBySessionId.load(participation.sessionId);
      return averages.find((average) => average.athleteId === participation.athleteId) ?? null;
    },
  },
  Pitch: {
    pitchBackgroundUrl: (pitch) => pitchBackgroundUrl(pitch.sport),
  },
  Club: {
    athleteGroups: async (club, _args, ctx) => {
      await authorize(ctx.access, 'Show', inClub(club.id));
      return ctx.loaders.athleteGroupsByClubId.load(club.id);
    },
    sessions: async (club, { offset }, ctx) => {
      await authorize(ctx.access, 'Show', inClub(club.id));
      const page = await clubSessionsPage(ctx.db, club.id, offset);
      for (const session of page.nodes) ctx.loaders.sessionById.prime(session.id, session);
      return page;
    },
  },
};
