export type TimeAtSpeedMode = 'average' | 'total';

export interface SpeedBinSeconds {
  /** The bin's upper bound (exclusive) in km/h; bins are 1 km/h wide. */
  endExclusive: number;
  value: number;
}

export interface TimeAtSpeedBin {
  fromKph: number;
  toKph: number;
  minutes: number;
}

/**
 * Minutes per 1 km/h bin over the athletes with data: summed ('total') or per
 * athlete ('average'). Runs from 0 km/h to the fastest bin anyone reached, with
 * empty bins in between, so the x axis is continuous.
 */
export function timeAtSpeed(
  athletes: readonly (readonly SpeedBinSeconds[])[],
  mode: TimeAtSpeedMode,
): TimeAtSpeedBin[] {
  if (athletes.length === 0) return [];
  const secondsByEnd = new Map<number, number>();
  let lastEnd = 0;
  for (const bins of athletes) {
    for (const { endExclusive, value } of bins) {
      const end = Math.round(endExclusive);
      if (end < 1 || !(value > 0)) continue;
      secondsByEnd.set(end, (secondsByEnd.get(end) ?? 0) + value);
      lastEnd = Math.max(lastEnd, end);
    }
  }
  const divisor = mode === 'average' ? athletes.length : 1;
  return Array.from({ length: lastEnd }, (_, index) => ({
    fromKph: index,
    toKph: index + 1,
    minutes: (secondsByEnd.get(index + 1) ?? 0) / 60 / divisor,
  }));
}
