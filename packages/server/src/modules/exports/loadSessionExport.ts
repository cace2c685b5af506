import type { SessionKind, TimedValue, UnitSystem } from '@touchline/domain';
import { authorize } from '../../access/authorize.js';
import { session as sessionSubject } from '../../access/session.js';
import type { GraphQLContext } from '../../context.js';
import type { ClubRow, SessionRow } from '../../db/rows.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import {
  type SessionAthleteMetricSets,
  storedTimedValues,
  type MatchPeriodRow,
  type ParticipationRow,
} from '../sessionReports/index.js';

/** Everything a download of one session is made from. */
export interface SessionExport {
  session: SessionRow;
  club: ClubRow;
  /** The requesting person's, for the units of the columns. */
  unitSystem: UnitSystem;
  /** By athlete name. */
  participations: ParticipationRow[];
  metricSets: SessionAthleteMetricSets;
  /** In order of play; none for a training session. */
  periods: MatchPeriodRow[];
  /** What the club calls the match ('Match' for a training session). */
  matchName: string;
  /** The cumulative distance series of each metric set, by its id. */
  distanceSeries: Map<string, TimedValue[]>;
}

const WRONG_KIND = {
  training: 'SESSION_NOT_A_TRAINING',
  match: 'SESSION_NOT_A_MATCH',
} as const satisfies Record<SessionKind, string>;

/**
 * The session's data when the viewer may export it, by the same rules as
 * GraphQL: NOT_FOUND (one answer for unknown, malformed and other clubs' ids)
 * before anything else, then the session's kind, then the Export permission.
 */
export async function loadSessionExport(
  ctx: GraphQLContext,
  sessionId: string,
  kind: SessionKind,
): Promise<SessionExport> {
  const session = await authorize(ctx.access, 'Show', sessionSubject(sessionId));
  if (session.kind !== kind) throw new TouchlineError(WRONG_KIND[kind]);
  await authorize(ctx.access, 'Export', sessionSubject(session.id));
  const { loaders } = ctx;
  const [club, person, participations, metricSets, periods, definition] = await Promise.all([
    loaders.clubById.load(session.clubId),
    loaders.personById.load(ctx.viewer.personId),
    loaders.participationsBySessionId.load(session.id),
    loaders.athleteMetricSetsBySessionId.load(session.id),
    loaders.matchPeriodsBySessionId.load(session.id),
    session.matchDefinitionId ? loaders.matchDefinitionById.load(session.matchDefinitionId) : null,
  ]);
  if (!club || !person) throw new Error(`Session ${session.id} has no club or viewer`);
  const setIds = [...metricSets.session.values(), ...[...metricSets.periods.values()].flat()].map(
    (set) => set.id,
  );
  const series = await loaders.metricSeries.distanceMOverTime.loadMany(setIds);
  const distanceSeries = new Map(
    setIds.map((id, index) => {
      const stored = series[index];
      if (stored instanceof Error) throw stored;
      return [id, storedTimedValues(stored)];
    }),
  );
  return {
    session,
    club,
    unitSystem: person.unitSystem,
    participations,
    metricSets,
    periods,
    matchName: definition?.name ?? 'Match',
    distanceSeries,
  };
}
