import { convertSpeed, type SpeedUnit } from './formatSpeed.js';
import { METRES_PER_YARD, type UnitSystem } from './unitSystems.js';

/** The units of a download's columns, and the conversions from stored values into them. */
export interface CsvColumnUnits {
  distance: 'm' | 'yd';
  speed: SpeedUnit;
  distanceRate: 'm/min' | 'yd/min';
  distanceValue(distanceM: number): number;
  speedValue(speedKph: number): number;
  distanceRateValue(metresPerMinute: number): number;
}

/**
 * One unit per column, whatever the size of the value: a spreadsheet column
 * that mixed m and km (or yd and mi) could not be summed or sorted. Distances
 * are in yards for both imperial systems and in metres otherwise; speeds as
 * the unit system shows them.
 */
export function csvColumnUnits(unitSystem: UnitSystem): CsvColumnUnits {
  const yards = unitSystem === 'imperial' || unitSystem === 'imperial_yards_only';
  const distanceValue = (distanceM: number) => (yards ? distanceM / METRES_PER_YARD : distanceM);
  return {
    distance: yards ? 'yd' : 'm',
    speed: convertSpeed(0, unitSystem).unit,
    distanceRate: yards ? 'yd/min' : 'm/min',
    distanceValue,
    speedValue: (speedKph) => convertSpeed(speedKph, unitSystem).value,
    distanceRateValue: distanceValue,
  };
}
