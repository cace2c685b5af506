/** The track point being read: its values arrive element by element. */
export class GpxPoint {
  line = 0;
  latitudeDeg = NaN;
  longitudeDeg = NaN;
  timeMs = NaN;
  speedMps = NaN;
  heartRateBpm = NaN;

  reset(line: number, latitudeDeg: number, longitudeDeg: number): void {
    this.line = line;
    this.latitudeDeg = latitudeDeg;
    this.longitudeDeg = longitudeDeg;
    this.timeMs = NaN;
    this.speedMps = NaN;
    this.heartRateBpm = NaN;
  }
}
