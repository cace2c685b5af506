/** Gesture thresholds, tolerances and timeline scale (docs/product/dashboard-and-segments.md §4, §9). */

/** A drag shorter than this is a click; Ctrl+drag past it creates. */
export const DRAG_THRESHOLD_PX = 5;
/** Box selection starts after this much movement. */
export const BRUSH_THRESHOLD_PX = 10;
/** A segment's start or end edge grabs within this distance (ew-resize). */
export const SEGMENT_EDGE_TOLERANCE_PX = 10;
/** The move handle: from a segment's start up to this far in. */
export const MOVE_HANDLE_PX = 30;
/** A clip's edge grabs within this distance. */
export const CLIP_EDGE_TOLERANCE_PX = 5;
/** Dragged edges snap to neighbouring edges and the session's bounds within this distance. */
export const SNAP_DISTANCE_PX = 8;

/** One lane row per set of overlapping segments. */
export const LANE_ROW_HEIGHT_PX = 56;

export const ZOOM_FACTOR = 1.2;
export const WHEEL_ZOOM_FACTOR_PER_DELTA_Y = 0.0004;
export const MIN_MS_PER_PX = 100;
/** The whole session spans this many pixels at the default scale. */
export const DEFAULT_SESSION_WIDTH_PX = 500;
/** Zooming out stops when the session is this narrow. */
export const MIN_SESSION_WIDTH_PX = 100;

/** Segment times are whole seconds; a segment lasts at least one. */
export const SECOND_MS = 1000;
/** Arrow keys move the selected segments by this much, ten times with Shift. */
export const NUDGE_MS = 1000;
export const NUDGE_SHIFT_MS = 10_000;
