/** The track point being read: its values arrive element by element (NaN until they do). */
export class XmlTrackPoint {
  line = 0;
  timeMs = NaN;
  latitudeDeg = NaN;
  longitudeDeg = NaN;
  speedMps = NaN;
  heartRateBpm = NaN;
  /** The device's distance since the start (TCX). */
  distanceM = NaN;

  reset(line: number): void {
    this.line = line;
    this.timeMs = NaN;
    this.latitudeDeg = NaN;
    this.longitudeDeg = NaN;
    this.speedMps = NaN;
    this.heartRateBpm = NaN;
    this.distanceM = NaN;
  }
}
