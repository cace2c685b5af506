import type { PeakDemand } from '@touchline/domain';
import type { AthleteRow } from '../../db/rows.js';
import type {
  athleteGroups,
  athleteMetricSets,
  matchDefinitions,
  matchPeriods,
  pitches,
  processingWarnings,
  segments,
  sessionParticipations,
  teamMetricSets,
} from '../../db/tables.js';

// Row types of the session report, named for GraphQL codegen's mappers.

/** A participation with its athlete (one join, so a page never asks athlete by athlete). */
export type ParticipationRow = typeof sessionParticipations.$inferSelect & { athlete: AthleteRow };

type StoredAthleteMetricSet = typeof athleteMetricSets.$inferSelect;

/**
 * An athlete metric set without its JSON series, events and peak demands (each
 * loaded only when asked for: they are most of a row), and whether a heat map was stored
 * for it.
 */
export type AthleteMetricSetRow = Omit<
  StoredAthleteMetricSet,
  | 'timeAtKph'
  | 'avgSpeedKphOverTime'
  | 'distanceMOverTime'
  | 'sampledSpeedKphOverTime'
  | 'sampledHeartRateBpmOverTime'
  | 'events'
  | 'peakDemands'
> & { hasHeatmap: boolean };

/** A stored peak demand: start times in ms since the epoch, given as ISO 8601 by GraphQL. */
export type PeakDemandRow = PeakDemand;

/** A team metric set without its distance over time (loaded only when asked for). */
export type TeamMetricSetRow = Omit<typeof teamMetricSets.$inferSelect, 'avgDistanceMOverTime'>;
export type MatchPeriodRow = typeof matchPeriods.$inferSelect;
export type SegmentRow = typeof segments.$inferSelect;
export type PitchRow = typeof pitches.$inferSelect;
export type MatchDefinitionRow = typeof matchDefinitions.$inferSelect;

/** A warning with the athlete it is about (null for the whole session). */
export type ProcessingWarningRow = typeof processingWarnings.$inferSelect & {
  athlete: AthleteRow | null;
};

/** A group with its members, by name. */
export type AthleteGroupRow = typeof athleteGroups.$inferSelect & { athletes: AthleteRow[] };
