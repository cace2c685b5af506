import DataLoader from 'dataloader';
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { builtOnce, idsAmong } from '../../db/builtOnce.js';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { byKeys, groupBy } from '../../db/loaderRows.js';
import type { AthleteRow } from '../../db/rows.js';
import {
  athleteGroupMembers,
  athleteGroups,
  athleteMetricSets,
  athletes,
  heatmapGrids,
  matchDefinitions,
  matchPeriods,
  pitches,
  processingWarnings,
  segments,
  sessionParticipations,
  sessions,
  teamMetricSets,
} from '../../db/tables.js';
import { matchAveragesBySessionId } from './matchAveragesBySessionId.js';
import type {
  AthleteGroupRow,
  AthleteMetricSetRow,
  MatchPeriodRow,
  ParticipationRow,
  ProcessingWarningRow,
  SegmentRow,
  TeamMetricSetRow,
} from './sessionReportRows.js';

/** A session's athlete metric sets by participation id: the whole session, and each period in play order. */
export interface SessionAthleteMetricSets {
  session: Map<string, AthleteMetricSetRow>;
  periods: Map<string, AthleteMetricSetRow[]>;
}

/** Names as people sort them: case- and accent-insensitive, 'Player 2' before 'Player 10'. */
export const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = (a: { name: string }, b: { name: string }) => nameOrder.compare(a.name, b.name);

// The series, the events and the peak demands are the bulk of a metric set:
// a page loads each only when it asks for it.
const {
  timeAtKph: _timeAtKph,
  avgSpeedKphOverTime: _avgSpeed,
  distanceMOverTime: _distance,
  sampledSpeedKphOverTime: _sampled,
  sampledHeartRateBpmOverTime: _sampledHeartRate,
  events: _events,
  peakDemands: _peakDemands,
  ...metricSetSummaryColumns
} = getTableColumns(athleteMetricSets);
export { metricSetSummaryColumns };

// A team's distance over time likewise (the dashboard reads 30 days of team sets for one number each).
const { avgDistanceMOverTime: _avgDistance, ...teamMetricSetSummaryColumns } =
  getTableColumns(teamMetricSets);

/** The stored JSON of a metric set that GraphQL can ask for. */
export type MetricSeriesColumn =
  | 'timeAtKph'
  | 'avgSpeedKphOverTime'
  | 'distanceMOverTime'
  | 'sampledSpeedKphOverTime'
  | 'sampledHeartRateBpmOverTime'
  | 'peakDemands';

/** One stored series of many metric sets in one statement. */
function metricSeriesLoader(db: Db, column: MetricSeriesColumn) {
  return new DataLoader<string, unknown>(async (ids) => {
    const rows = await builtOnce(db, `metric_series_${column}`, (db) =>
      db
        .select({ id: athleteMetricSets.id, series: athleteMetricSets[column] })
        .from(athleteMetricSets)
        .where(idsAmong(athleteMetricSets.id)),
    ).execute({ ids });
    return byKeys(ids, rows, (row) => row.id, { series: null }).map((row) => row.series);
  });
}

/**
 * Every relation of the session report, batched per session (or club), so a
 * page costs the same number of queries whatever the number of athletes.
 */
export function createSessionReportLoaders(db: Db) {
  return {
    sessionById: byIdLoader(db, sessions),
    /** By athlete name. */
    participationsBySessionId: new DataLoader<string, ParticipationRow[]>(async (ids) => {
      const rows = await builtOnce(db, 'participations_by_session', (db) =>
        db
          .select({ participation: sessionParticipations, athlete: athletes })
          .from(sessionParticipations)
          .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
          .where(idsAmong(sessionParticipations.sessionId)),
      ).execute({ ids });
      const participations = rows
        .map(({ participation, athlete }) => ({ ...participation, athlete }))
        .sort((a, b) => byName(a.athlete, b.athlete));
      return groupBy(ids, participations, (row) => row.sessionId);
    }),
    athleteMetricSetsBySessionId: new DataLoader<string, SessionAthleteMetricSets>(async (ids) => {
      const rows = await builtOnce(db, 'athlete_metric_sets_by_session', (db) =>
        db
          .select({
            ...metricSetSummaryColumns,
            hasHeatmap: sql<boolean>`${heatmapGrids.athleteMetricSetId} is not null`,
          })
          .from(athleteMetricSets)
          .leftJoin(heatmapGrids, eq(heatmapGrids.athleteMetricSetId, athleteMetricSets.id))
          .leftJoin(matchPeriods, eq(matchPeriods.id, athleteMetricSets.matchPeriodId))
          .where(
            and(
              idsAmong(athleteMetricSets.sessionId),
              inArray(athleteMetricSets.scope, ['session', 'period']),
            ),
          )
          .orderBy(asc(matchPeriods.ordinal)),
      ).execute({ ids });
      return groupBy(ids, rows, (row) => row.sessionId).map((sessionRows) => {
        const sets: SessionAthleteMetricSets = { session: new Map(), periods: new Map() };
        for (const row of sessionRows) {
          const participationId = row.sessionParticipationId;
          if (row.scope === 'session') sets.session.set(participationId, row);
          else
            sets.periods.set(participationId, [...(sets.periods.get(participationId) ?? []), row]);
        }
        return sets;
      });
    }),
    /** By metric set id, one loader per stored series. */
    metricSeries: {
      timeAtKph: metricSeriesLoader(db, 'timeAtKph'),
      avgSpeedKphOverTime: metricSeriesLoader(db, 'avgSpeedKphOverTime'),
      distanceMOverTime: metricSeriesLoader(db, 'distanceMOverTime'),
      sampledSpeedKphOverTime: metricSeriesLoader(db, 'sampledSpeedKphOverTime'),
      sampledHeartRateBpmOverTime: metricSeriesLoader(db, 'sampledHeartRateBpmOverTime'),
      peakDemands: metricSeriesLoader(db, 'peakDemands'),
    } satisfies Record<MetricSeriesColumn, DataLoader<string, unknown>>,
    /** A team metric set's distance over time, by its id. */
    teamDistanceOverTime: new DataLoader<string, unknown>(async (ids) => {
      const rows = await builtOnce(db, 'team_distance_over_time', (db) =>
        db
          .select({ id: teamMetricSets.id, series: teamMetricSets.avgDistanceMOverTime })
          .from(teamMetricSets)
          .where(idsAmong(teamMetricSets.id)),
      ).execute({ ids });
      return byKeys(ids, rows, (row) => row.id, { series: null }).map((row) => row.series);
    }),
    /** By window key ('session', 'period:<id>', 'segment:<id>'). */
    teamMetricSetsBySessionId: new DataLoader<string, Map<string, TeamMetricSetRow>>(
      async (ids) => {
        const rows = await builtOnce(db, 'team_metric_sets_by_session', (db) =>
          db
            .select(teamMetricSetSummaryColumns)
            .from(teamMetricSets)
            .where(idsAmong(teamMetricSets.sessionId)),
        ).execute({ ids });
        return groupBy(ids, rows, (row) => row.sessionId).map(
          (sessionRows) => new Map(sessionRows.map((row) => [row.windowKey, row])),
        );
      },
    ),
    /** In order of play. */
    matchPeriodsBySessionId: new DataLoader<string, MatchPeriodRow[]>(async (ids) => {
      const rows = await builtOnce(db, 'match_periods_by_session', (db) =>
        db
          .select()
          .from(matchPeriods)
          .where(idsAmong(matchPeriods.sessionId))
          .orderBy(asc(matchPeriods.ordinal)),
      ).execute({ ids });
      return groupBy(ids, rows, (row) => row.sessionId);
    }),
    /** By start time. */
    segmentsBySessionId: new DataLoader<string, SegmentRow[]>(async (ids) => {
      const rows = await builtOnce(db, 'segments_by_session', (db) =>
        db
          .select()
          .from(segments)
          .where(idsAmong(segments.sessionId))
          .orderBy(asc(segments.startTime), asc(segments.id)),
      ).execute({ ids });
      return groupBy(ids, rows, (row) => row.sessionId);
    }),
    /** Oldest first, each with the athlete it is about. */
    processingWarningsBySessionId: new DataLoader<string, ProcessingWarningRow[]>(async (ids) => {
      const rows = await builtOnce(db, 'processing_warnings_by_session', (db) =>
        db
          .select({ warning: processingWarnings, athlete: athletes })
          .from(processingWarnings)
          .leftJoin(
            sessionParticipations,
            eq(sessionParticipations.id, processingWarnings.sessionParticipationId),
          )
          .leftJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
          .where(idsAmong(processingWarnings.sessionId))
          .orderBy(asc(processingWarnings.createdAt), asc(processingWarnings.id)),
      ).execute({ ids });
      const warnings = rows.map(({ warning, athlete }) => ({ ...warning, athlete }));
      return groupBy(ids, warnings, (row) => row.sessionId);
    }),
    matchAveragesBySessionId: matchAveragesBySessionId(db),
    matchDefinitionById: byIdLoader(db, matchDefinitions),
    pitchById: byIdLoader(db, pitches),
    /** By name, each with its members by name. */
    athleteGroupsByClubId: new DataLoader<string, AthleteGroupRow[]>(async (ids) => {
      const rows = await builtOnce(db, 'athlete_groups_by_club', (db) =>
        db
          .select({ group: athleteGroups, athlete: athletes })
          .from(athleteGroups)
          .leftJoin(athleteGroupMembers, eq(athleteGroupMembers.groupId, athleteGroups.id))
          // The current squad's: an archived athlete leaves the groups' lists, not their history.
          .leftJoin(
            athletes,
            and(eq(athletes.id, athleteGroupMembers.athleteId), isNull(athletes.archivedAt)),
          )
          .where(idsAmong(athleteGroups.clubId)),
      ).execute({ ids });
      const groups = new Map<string, AthleteGroupRow>();
      for (const { group, athlete } of rows) {
        const entry = groups.get(group.id) ?? { ...group, athletes: [] as AthleteRow[] };
        if (athlete) entry.athletes.push(athlete);
        groups.set(group.id, entry);
      }
      const sorted = [...groups.values()].sort(byName);
      for (const group of sorted) group.athletes.sort(byName);
      return groupBy(ids, sorted, (group) => group.clubId);
    }),
  };
}
