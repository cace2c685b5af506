import { SPEED_CHART_ATHLETE_LIMIT } from '../../../components/charts/speedBreakdownChartOption';

export interface TimedValue {
  endTime: string;
  value: number;
}

export interface DistanceLine {
  name: string;
  /** [minutes since the period started, cumulative metres]. */
  points: [number, number][];
}

export interface PeriodDistanceLines {
  average: DistanceLine | null;
  athletes: DistanceLine[];
  /** Athletes left out of the chart beyond the first five. */
  hiddenAthletes: number;
}

const MS_PER_MINUTE = 60_000;

function toPoints(periodStartMs: number, values: readonly TimedValue[]): [number, number][] {
  return values
    .map(({ endTime, value }): [number, number] => [
      Math.round(((Date.parse(endTime) - periodStartMs) / MS_PER_MINUTE) * 100) / 100,
      value,
    ])
    .filter(([minutes]) => Number.isFinite(minutes))
    .sort((a, b) => a[0] - b[0]);
}

/**
 * Cumulative distance over minutes since the period's start: the team average
 * ('Session Average') and the first five athletes that have data in the period.
 */
export function periodDistanceLines(
  periodStart: string,
  average: readonly TimedValue[] | null,
  athletes: readonly { name: string; values: readonly TimedValue[] | null }[],
): PeriodDistanceLines {
  const startMs = Date.parse(periodStart);
  const withData = athletes.filter(
    (athlete): athlete is { name: string; values: readonly TimedValue[] } =>
      athlete.values !== null && athlete.values.length > 0,
  );
  return {
    average:
      average && average.length > 0
        ? { name: 'Session Average', points: toPoints(startMs, average) }
        : null,
    athletes: withData
      .slice(0, SPEED_CHART_ATHLETE_LIMIT)
      .map(({ name, values }) => ({ name, points: toPoints(startMs, values) })),
    hiddenAthletes: Math.max(0, withData.length - SPEED_CHART_ATHLETE_LIMIT),
  };
}
