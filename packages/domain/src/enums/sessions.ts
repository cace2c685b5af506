/** Session types (docs/product/shell-and-sessions.md §3): a training session or a match. */
export const SESSION_KINDS = ['training', 'match'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Device kinds and owners (docs/product/shell-and-sessions.md §3). */
export const DEVICE_KINDS = ['Anchor', 'Edge', 'Gateway', 'Ball'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const DEVICE_OWNER_KINDS = ['Organisation', 'Person'] as const;
export type DeviceOwnerKind = (typeof DEVICE_OWNER_KINDS)[number];

/** What a tag definition may be put on (docs/product/dashboard-and-segments.md §3). */
export const TAGGABLE_TYPES = [
  'session_participation',
  'segment',
  'segment_participation_part',
] as const;
export type TaggableType = (typeof TAGGABLE_TYPES)[number];

/**
 * Session data warning codes (docs/product/shell-and-sessions.md §3 names the first six "and others"):
 * IMPORT_FAILED and PROCESSING_FAILED carry the readable reason of a file or
 * job that could not be turned into metrics.
 */
export const PROCESSING_WARNING_CODES = [
  'NO_GPS_DATA',
  'PITCH_TOO_LARGE',
  'FUTURE_SESSION',
  'GATEWAY_NOT_CONNECTED',
  'NO_ATHLETES_ASSIGNED',
  'EDGE_SYNC_REQUIRED',
  'IMPORT_FAILED',
  'PROCESSING_FAILED',
] as const;
export type ProcessingWarningCode = (typeof PROCESSING_WARNING_CODES)[number];

/** Which window a metric set measures. */
export const METRIC_SCOPES = ['session', 'period', 'segment'] as const;
export type MetricScope = (typeof METRIC_SCOPES)[number];
