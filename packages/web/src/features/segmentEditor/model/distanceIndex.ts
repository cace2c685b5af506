import type { EditorAthlete, SpeedSeries } from './types';

/**
 * Cumulative distance of each athlete's 1 Hz speed, so the distance in any window is two
 * look-ups (the live preview runs on every pointer move). Missing samples count as standing.
 */
export class DistanceIndex {
  private readonly byAthlete = new Map<
    string,
    { series: SpeedSeries; cumulativeM: Float64Array }
  >();

  constructor(athletes: readonly EditorAthlete[]) {
    for (const athlete of athletes) {
      const series = athlete.speed;
      if (!athlete.hasData || !series || series.valuesKph.length === 0) continue;
      const cumulativeM = new Float64Array(series.valuesKph.length + 1);
      const intervalS = series.intervalMs / 1000;
      series.valuesKph.forEach((kph, i) => {
        cumulativeM[i + 1] = (cumulativeM[i] ?? 0) + ((kph ?? 0) / 3.6) * intervalS;
      });
      this.byAthlete.set(athlete.id, { series, cumulativeM });
    }
  }

  /** Metres covered from the series' start to an instant (linear within a sample). */
  private distanceAt(
    entry: { series: SpeedSeries; cumulativeM: Float64Array },
    timeMs: number,
  ): number {
    const samples = entry.cumulativeM.length - 1;
    const position = Math.min(
      Math.max((timeMs - entry.series.startMs) / entry.series.intervalMs, 0),
      samples,
    );
    const whole = Math.floor(position);
    const before = entry.cumulativeM[whole] ?? 0;
    const after = entry.cumulativeM[Math.min(whole + 1, samples)] ?? before;
    return before + (after - before) * (position - whole);
  }

  /** Mean distance in a window over these athletes that have data; null when none has. */
  teamAverageM(athleteIds: readonly string[], startMs: number, endMs: number): number | null {
    let total = 0;
    let count = 0;
    for (const id of athleteIds) {
      const entry = this.byAthlete.get(id);
      if (!entry) continue;
      total += this.distanceAt(entry, endMs) - this.distanceAt(entry, startMs);
      count += 1;
    }
    return count === 0 ? null : total / count;
  }

  /** The team's mean speed each second of a window (athletes with a sample that second). */
  teamSpeedKph(startMs: number, endMs: number, intervalMs: number): (number | null)[] {
    const values: (number | null)[] = [];
    for (let t = startMs; t < endMs; t += intervalMs) {
      let total = 0;
      let count = 0;
      for (const { series } of this.byAthlete.values()) {
        const value = series.valuesKph[Math.floor((t - series.startMs) / series.intervalMs)];
        if (value === null || value === undefined || t < series.startMs) continue;
        total += value;
        count += 1;
      }
      values.push(count === 0 ? null : total / count);
    }
    return values;
  }
}
