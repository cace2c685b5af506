import { METRES_PER_YARD, YARDS_PER_MILE, type UnitSystem } from './unitSystems.js';

export type DistanceUnit = 'm' | 'km' | 'yd' | 'mi';

export interface DistanceValue {
  value: number;
  unit: DistanceUnit;
}

/**
 * Picks the unit a coach reads a distance in (docs/product/dashboard-and-segments.md §9): km at 1000 m and
 * above (metric), miles above 1760 yd (imperial), yards only for
 * imperial_yards_only. The switch looks at the whole metres or yards a coach
 * would read, so 999.6 m is never shown as '1000 m'.
 */
export function convertDistance(distanceM: number, unitSystem: UnitSystem): DistanceValue {
  if (unitSystem === 'imperial' || unitSystem === 'imperial_yards_only') {
    const yards = distanceM / METRES_PER_YARD;
    if (unitSystem === 'imperial' && Math.abs(Math.round(yards)) > YARDS_PER_MILE) {
      return { value: yards / YARDS_PER_MILE, unit: 'mi' };
    }
    return { value: yards, unit: 'yd' };
  }
  if (Math.abs(Math.round(distanceM)) >= 1000) return { value: distanceM / 1000, unit: 'km' };
  return { value: distanceM, unit: 'm' };
}

/** '1.23 km', '850 m', '1.05 mi', '930 yd': two decimals for km and miles, whole metres and yards. */
export function formatDistance(distanceM: number, unitSystem: UnitSystem): string {
  const { value, unit } = convertDistance(distanceM, unitSystem);
  const digits = unit === 'km' || unit === 'mi' ? 2 : 0;
  return `${value.toFixed(digits)} ${unit}`;
}
