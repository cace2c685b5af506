import type { BodyLimits } from './athleteBody.js';
import type { RecordedSpan } from './recordTruePath.js';

export type SegmentKind =
  'warmUp' | 'drill' | 'sprintDrill' | 'smallSidedGame' | 'rest' | 'half' | 'halfTime';

/** A named stretch of the session (a drill, a half), offsets in seconds from the session start. */
export interface PlannedSegment {
  name: string;
  kind: SegmentKind;
  startOffsetS: number;
  endOffsetS: number;
}

export type MatchPosition = 'GK' | 'CB' | 'FB' | 'CM' | 'WM' | 'FW';

/** One athlete's part in a plan: what their body can do and what their device records. */
export interface AthletePlan {
  id: string;
  limits: BodyLimits;
  /** Where the athlete stands when the device starts recording, pitch metres. */
  start: { xM: number; yM: number };
  /** Recorded stretches; span.startMs is an offset from the session start in ms. */
  spans: RecordedSpan[];
  /** Matches only: the playing position, and whether the athlete started on the bench. */
  position?: MatchPosition;
  substitute?: boolean;
  /** Matches only: the athlete's time on the pitch, offsets in seconds from the session start. */
  onPitch?: { startOffsetS: number; endOffsetS: number }[];
}

/** A whole planned session: its segments (periods for a match) and every athlete's motion. */
export interface SessionPlan {
  kind: 'training' | 'match';
  durationS: number;
  segments: PlannedSegment[];
  athletes: AthletePlan[];
}
