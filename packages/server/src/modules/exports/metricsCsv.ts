import { csvColumnUnits, rounded, SPEED_ZONE_NAMES, type CsvCell } from '@touchline/domain';
import { athleteMetricSetFor } from './athleteMetricSetFor.js';
import type { ExportPeriod } from './exportPeriod.js';
import type { SessionExport } from './loadSessionExport.js';

/**
 * metrics.csv: one row per athlete (by name) with the report table's
 * metrics, then efforts and the share of active time in each speed zone.
 * Units are in the headers, one unit per column; an athlete without data
 * keeps their row with empty cells.
 */
export function metricsCsv(data: SessionExport, part: ExportPeriod): CsvCell[][] {
  const units = csvColumnUnits(data.unitSystem);
  const header = [
    'Athlete',
    `Distance (${units.distance})`,
    'Sprints',
    `Sprint Dist. (${units.distance})`,
    `High Int. Running (${units.distance})`,
    `Avg. Speed (${units.speed})`,
    `Top Speed (${units.speed})`,
    `Raw Top Speed (${units.speed})`,
    `Distance p/m (${units.distanceRate})`,
    'Accelerations',
    'Decelerations',
    'HI Events',
    ...SPEED_ZONE_NAMES.map((zone) => `Time in ${zone} (%)`),
  ];
  const rows = data.participations.map((participation): CsvCell[] => {
    const set = athleteMetricSetFor(data, participation, part);
    if (!set) return [participation.athlete.name, ...header.slice(1).map(() => null)];
    return [
      participation.athlete.name,
      rounded(units.distanceValue(set.totalDistanceM), 1),
      set.sprintEvents,
      rounded(units.distanceValue(set.totalSprintDistanceM), 1),
      rounded(units.distanceValue(set.totalHighIntensityDistanceM), 1),
      rounded(units.speedValue(set.avgSpeedKph), 2),
      rounded(units.speedValue(set.maxSpeedKph), 2),
      rounded(units.speedValue(set.rawMaxSpeedKph), 2),
      rounded(units.distanceRateValue(set.metresPerMinute), 1),
      set.accelerationEvents,
      set.decelerationEvents,
      set.highIntensityEvents,
      ...SPEED_ZONE_NAMES.map((_zone, index) => rounded(set.speedzoneProfileZone[index] ?? 0, 1)),
    ];
  });
  return [header, ...rows];
}
