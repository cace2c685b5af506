import { METRIC_SCOPES, type PeakDemand } from '@touchline/domain';
import {
  doublePrecision,
  text,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  bytes,
  matchPeriods,
  segments,
  sessionParticipations,
  sessions,
} from './sessionsSchema.js';
import { clubId } from './schema.js';

// What the engine computed: one row per athlete and window (session, match
// period or segment) and one per team and window. `window_key` ('session',
// 'period:<id>', 'segment:<id>') makes re-processing an upsert, never a duplicate.

export const metricScopeEnum = pgEnum('metric_scope', METRIC_SCOPES);

const metric = (name: string) => doublePrecision(name).notNull();
const count = (name: string) => integer(name).notNull();
const windowColumns = () => ({
  clubId: clubId(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  scope: metricScopeEnum('scope').notNull(),
  windowKey: text('window_key').notNull(),
  matchPeriodId: uuid('match_period_id').references(() => matchPeriods.id, {
    onDelete: 'cascade',
  }),
  segmentId: uuid('segment_id').references(() => segments.id, { onDelete: 'cascade' }),
  algorithmVersion: integer('algorithm_version').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const athleteMetricSets = pgTable(
  'athlete_metric_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...windowColumns(),
    sessionParticipationId: uuid('session_participation_id')
      .notNull()
      .references(() => sessionParticipations.id, { onDelete: 'cascade' }),
    totalDistanceM: metric('total_distance_m'),
    totalHighIntensityDistanceM: metric('total_high_intensity_distance_m'),
    totalSprintDistanceM: metric('total_sprint_distance_m'),
    highIntensityEvents: count('high_intensity_events'),
    sprintEvents: count('sprint_events'),
    accelerationEvents: count('acceleration_events'),
    decelerationEvents: count('deceleration_events'),
    maxSpeedKph: metric('max_speed_kph'),
    rawMaxSpeedKph: metric('raw_max_speed_kph'),
    avgSpeedKph: metric('avg_speed_kph'),
    metresPerMinute: metric('metres_per_minute'),
    activeSeconds: metric('active_seconds'),
    workload: doublePrecision('workload'),
    avgHeartRateBpm: doublePrecision('avg_heart_rate_bpm'),
    maxHeartRateBpm: doublePrecision('max_heart_rate_bpm'),
    /** Five percentages of the time with heart rate (METRICS.md); null without heart rate. */
    heartRateZonePercentages: doublePrecision('heart_rate_zone_percentages').array(),
    trimp: doublePrecision('trimp'),
    /** Null in rows computed before algorithm version 3. */
    averageMetabolicPowerWPerKg: doublePrecision('average_metabolic_power_w_per_kg'),
    metabolicEnergyKjPerKg: doublePrecision('metabolic_energy_kj_per_kg'),
    highMetabolicLoadDistanceM: doublePrecision('high_metabolic_load_distance_m'),
    /** Catapult's Player Load over the window, from its exported column; null for other files. */
    playerLoad: doublePrecision('player_load'),
    speedzoneProfileZone: doublePrecision('speedzone_profile_zone').array().notNull(),
    timeAtKph: jsonb('time_at_kph').notNull(),
    avgSpeedKphOverTime: jsonb('avg_speed_kph_over_time').notNull(),
    distanceMOverTime: jsonb('distance_m_over_time').notNull(),
    sampledSpeedKphOverTime: jsonb('sampled_speed_kph_over_time').notNull(),
    /** Like sampledSpeedKphOverTime, in bpm; null without heart rate. */
    sampledHeartRateBpmOverTime: jsonb('sampled_heart_rate_bpm_over_time'),
    events: jsonb('events').notNull(),
    /** METRICS.md peak demands: one per rolling-window length, start times in ms since the epoch. */
    peakDemands: jsonb('peak_demands').$type<PeakDemand[]>().notNull().default([]),
  },
  (table) => [
    uniqueIndex('athlete_metric_sets_window_idx').on(table.sessionParticipationId, table.windowKey),
    index('athlete_metric_sets_session_idx').on(table.sessionId, table.scope),
  ],
);

/** Seconds per pitch cell of a period participation (Float32, little-endian, row by row). */
export const heatmapGrids = pgTable('heatmap_grids', {
  athleteMetricSetId: uuid('athlete_metric_set_id')
    .primaryKey()
    .references(() => athleteMetricSets.id, { onDelete: 'cascade' }),
  clubId: clubId(),
  widthCells: count('width_cells'),
  heightCells: count('height_cells'),
  cellM: metric('cell_m'),
  seconds: bytes('seconds').notNull(),
});

/** Means over participants with data (METRICS.md "Team values"), and the session totals. */
export const teamMetricSets = pgTable(
  'team_metric_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...windowColumns(),
    participantsWithData: count('participants_with_data'),
    participantsWithoutData: count('participants_without_data'),
    avgTotalDistanceM: metric('avg_total_distance_m'),
    avgTotalHighIntensityDistanceM: metric('avg_total_high_intensity_distance_m'),
    avgTotalSprintDistanceM: metric('avg_total_sprint_distance_m'),
    avgHighIntensityEvents: metric('avg_high_intensity_events'),
    avgSprintEvents: metric('avg_sprint_events'),
    avgMaxSpeedKph: metric('avg_max_speed_kph'),
    avgAvgSpeedKph: metric('avg_avg_speed_kph'),
    avgMetresPerMinute: metric('avg_metres_per_minute'),
    totalDistanceM: metric('total_distance_m'),
    totalHighIntensityDistanceM: metric('total_high_intensity_distance_m'),
    totalSprintDistanceM: metric('total_sprint_distance_m'),
    avgDistanceMOverTime: jsonb('avg_distance_m_over_time').notNull(),
  },
  (table) => [uniqueIndex('team_metric_sets_window_idx').on(table.sessionId, table.windowKey)],
);
