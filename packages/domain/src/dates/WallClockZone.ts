import { instantOfWallClock } from './zonedCalendar.js';

const MS_PER_MINUTE = 60_000;

/**
 * instantOfWallClock for the many times of one recording: the zone's offset
 * is looked up once per minute of wall-clock time (clocks change on the
 * minute), not per sample, as the lookup formats a date.
 */
export class WallClockZone {
  private minute = NaN;
  private offsetMs = 0;

  constructor(readonly timeZone: string) {}

  /** The instant of a wall-clock time given in ms since the epoch as if the zone were UTC. */
  instantMs(wallClockMs: number): number {
    const minute = Math.floor(wallClockMs / MS_PER_MINUTE);
    if (minute !== this.minute) {
      const startMs = minute * MS_PER_MINUTE;
      this.offsetMs = startMs - instantOfWallClock(startMs, this.timeZone);
      this.minute = minute;
    }
    return wallClockMs - this.offsetMs;
  }
}
