import { METRES_PER_YARD, type UnitSystem } from '@touchline/domain';

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
