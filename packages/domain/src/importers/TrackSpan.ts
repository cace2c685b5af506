import { ImportError, type InputLocation } from './importError.js';
import { MAX_SAMPLES_PER_TRACK, MAX_TRACK_DURATION_MS } from './importLimits.js';

const MAX_DATE_MS = 8.64e15;

/**
 * Counts one track's samples and spans their times as they are read, so an
 * importer stops at the first sample past MAX_SAMPLES_PER_TRACK or
 * MAX_TRACK_DURATION_MS; at the end it refuses a track without duration (a
 * single time), from which the engine could measure nothing.
 */
export class TrackSpan {
  count = 0;
  private earliestMs = Infinity;
  private latestMs = -Infinity;

  /**
   * `track` names one of several tracks in messages: `label` leads them
   * ("tag '7'"), `noun` ends them ("the tag"). A file's only track needs none.
   */
  constructor(private readonly track?: { label: string; noun: string }) {}

  add(timeMs: number, location: InputLocation): void {
    this.count++;
    if (timeMs < this.earliestMs) this.earliestMs = timeMs;
    if (timeMs > this.latestMs) this.latestMs = timeMs;
    if (this.count > MAX_SAMPLES_PER_TRACK) {
      throw new ImportError(
        `${this.prefix()}more than ${MAX_SAMPLES_PER_TRACK.toLocaleString('en-US')} samples: ` +
          'no recording of one session has that many',
        location,
      );
    }
    if (this.latestMs - this.earliestMs > MAX_TRACK_DURATION_MS) {
      throw new ImportError(
        `${this.prefix()}the samples span more than ${MAX_TRACK_DURATION_MS / 3_600_000} hours ` +
          `(${formatTime(this.earliestMs)} to ${formatTime(this.latestMs)}): ` +
          'a file holds one session; is a timestamp wrong?',
        location,
      );
    }
  }

  /** Refuses a track whose samples all share one time (or that has one sample). */
  requireDuration(location: InputLocation = {}): void {
    if (this.count === 0 || this.latestMs > this.earliestMs) return;
    const noun = this.track?.noun ?? 'the file';
    const problem =
      this.count === 1
        ? `only one sample (${formatTime(this.earliestMs)}): ${noun} has no duration`
        : `every sample has the same time (${formatTime(this.earliestMs)}): ${noun} has no duration`;
    throw new ImportError(`${this.prefix()}${problem}`, location);
  }

  private prefix(): string {
    return this.track === undefined ? '' : `${this.track.label}: `;
  }
}

function formatTime(ms: number): string {
  return Math.abs(ms) <= MAX_DATE_MS ? new Date(ms).toISOString() : `${ms} ms`;
}
