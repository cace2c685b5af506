import { METRES_PER_YARD, type UnitSystem } from './unitSystems.js';

export interface ChartDistance {
  unit: 'm' | 'yd';
  fromMetres: (distanceM: number) => number;
}

/** Charts keep one unit on an axis: metres, or yards for the imperial systems. */
export function chartDistance(unitSystem: UnitSystem): ChartDistance {
  return unitSystem === 'imperial' || unitSystem === 'imperial_yards_only'
    ? { unit: 'yd', fromMetres: (distanceM) => distanceM / METRES_PER_YARD }
    : { unit: 'm', fromMetres: (distanceM) => distanceM };
}

/** Distance chart y-axis maximum (docs/product/shell-and-sessions.md §9): the largest value rounded to the nearest 100, plus 100. */
export function distanceAxisMax(values: readonly number[]): number {
  const largest = values.reduce((max, value) => Math.max(max, value), 0);
  return Math.round(largest / 100) * 100 + 100;
}
