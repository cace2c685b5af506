import { csvColumnUnits, rounded, type CsvCell } from '@touchline/domain';
import { athleteMetricSetFor } from './athleteMetricSetFor.js';
import type { SessionExport } from './loadSessionExport.js';
import { cumulativeDistanceByMinute, minutesBetween } from './minuteDistances.js';

/**
 * distance_profile.csv of a training session: one row per athlete with the
 * session distance, then the cumulative distance at the end of each minute
 * from the session's start. Cumulative rather than per-minute values: a
 * column is then a reading of the team at one moment (sortable, chartable as
 * the profile the report draws), and a minute's distance is the difference
 * of two neighbouring columns.
 */
export function distanceProfileCsv(data: SessionExport): CsvCell[][] {
  const units = csvColumnUnits(data.unitSystem);
  const startMs = data.session.startTime.getTime();
  const minutes = minutesBetween(startMs, data.session.endTime.getTime());
  const minuteColumns = Array.from(
    { length: minutes },
    (_, index) => `Distance at ${index + 1} min (${units.distance})`,
  );
  const header = ['Athlete', `Distance (${units.distance})`, ...minuteColumns];
  const rows = data.participations.map((participation): CsvCell[] => {
    const set = athleteMetricSetFor(data, participation, { whole: true });
    if (!set) return [participation.athlete.name, ...header.slice(1).map(() => null)];
    const profile = cumulativeDistanceByMinute(
      data.distanceSeries.get(set.id) ?? [],
      startMs,
      minutes,
    );
    return [
      participation.athlete.name,
      rounded(units.distanceValue(set.totalDistanceM), 1),
      ...profile.map((distanceM) => rounded(units.distanceValue(distanceM), 1)),
    ];
  });
  return [header, ...rows];
}
