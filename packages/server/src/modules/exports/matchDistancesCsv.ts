import { csvColumnUnits, rounded, type CsvCell } from '@touchline/domain';
import type { MatchPeriodRow } from '../sessionReports/index.js';
import { athleteMetricSetFor } from './athleteMetricSetFor.js';
import type { ExportPeriod } from './exportPeriod.js';
import type { SessionExport } from './loadSessionExport.js';
import {
  cumulativeDistanceByMinute,
  distancePerMinute,
  minutesBetween,
} from './minuteDistances.js';

const periodMinutes = (period: MatchPeriodRow) =>
  minutesBetween(period.startTime.getTime(), period.endTime.getTime());

/**
 * distances.csv of a match: one row per athlete with the distance of the
 * chosen part (the whole match, then each period; or one period), then the
 * distance covered in each minute of play, counted from each period's start
 * as the period charts are, so minute columns line up across athletes.
 */
export function matchDistancesCsv(data: SessionExport, part: ExportPeriod): CsvCell[][] {
  const units = csvColumnUnits(data.unitSystem);
  const unit = `(${units.distance})`;
  const periods = part.whole ? data.periods : [part.period];
  const header: string[] = [
    'Athlete',
    ...(part.whole ? [`Whole ${data.matchName} ${unit}`] : []),
    ...periods.map((period) => `${period.name} ${unit}`),
    ...periods.flatMap((period) =>
      Array.from(
        { length: periodMinutes(period) },
        (_, index) => `${period.name} Minute ${index + 1} ${unit}`,
      ),
    ),
  ];
  const distance = (distanceM: number) => rounded(units.distanceValue(distanceM), 1);
  const rows = data.participations.map((participation): CsvCell[] => {
    const periodSets = periods.map((period) =>
      athleteMetricSetFor(data, participation, { whole: false, period }),
    );
    const whole = athleteMetricSetFor(data, participation, { whole: true });
    const minuteValues = periods.flatMap((period, index) => {
      const set = periodSets[index];
      if (!set) return Array.from({ length: periodMinutes(period) }, () => null);
      const cumulative = cumulativeDistanceByMinute(
        data.distanceSeries.get(set.id) ?? [],
        period.startTime.getTime(),
        periodMinutes(period),
      );
      return distancePerMinute(cumulative).map(distance);
    });
    return [
      participation.athlete.name,
      ...(part.whole ? [whole ? distance(whole.totalDistanceM) : null] : []),
      ...periodSets.map((set) => (set ? distance(set.totalDistanceM) : null)),
      ...minuteValues,
    ];
  });
  return [header, ...rows];
}
