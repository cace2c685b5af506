/**
 * Bounds on what one training session's segments may hold: far above any
 * real plan (a session has a few dozen drills, an athlete a few clips in
 * each), low enough that the editor, a save and the datasets built from them
 * stay quick.
 */
export const MAX_SEGMENTS_PER_SESSION = 500;
/** Clips of one athlete in one segment. */
export const MAX_CLIPS_PER_ATHLETE = 100;

export const SEGMENTS_PER_SESSION_REACHED = `A session can have at most ${MAX_SEGMENTS_PER_SESSION} segments.`;
export const CLIPS_PER_ATHLETE_REACHED = `An athlete can have at most ${MAX_CLIPS_PER_ATHLETE} clips in a segment.`;
export const CLIP_TIMES_NOT_WHOLE = 'Clip times must be whole milliseconds.';
