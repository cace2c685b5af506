import type { AthleteRow } from '../../db/rows.js';
import type { segmentParticipations, tagDefinitions } from '../../db/tables.js';
import type { TeamMetricSetRow } from '../sessionReports/index.js';

// Row types of the segments module, named for GraphQL codegen's mappers.

export type TagDefinitionRow = typeof tagDefinitions.$inferSelect;

/** A segment participation with its athlete and the session participation it belongs to. */
export type SegmentParticipationRow = typeof segmentParticipations.$inferSelect & {
  sessionId: string;
  athlete: AthleteRow;
};

/** The team's stored values over a segment, and the means of the counts it does not store. */
export type SegmentMetricSetRow = TeamMetricSetRow & {
  avgAccelerationEvents: number;
  avgDecelerationEvents: number;
};

/** The club whose settings these are. */
export interface ClubSettingsRow {
  clubId: string;
}

/** What a subscriber hears: ids and what happened; the segment is loaded afresh. */
export interface SegmentsUpdatedRow {
  clubId: string;
  sessionId: string;
  segmentId: string;
  change: 'saved' | 'recomputed' | 'destroyed';
}
