import { KPH_PER_MPH, KPH_PER_MPS, type UnitSystem } from './unitSystems.js';

export type SpeedUnit = 'km/h' | 'mph' | 'm/s';

export interface SpeedValue {
  value: number;
  unit: SpeedUnit;
}

export function convertSpeed(speedKph: number, unitSystem: UnitSystem): SpeedValue {
  switch (unitSystem) {
    case 'imperial':
    case 'imperial_yards_only':
      return { value: speedKph / KPH_PER_MPH, unit: 'mph' };
    case 'metres_per_second':
      return { value: speedKph / KPH_PER_MPS, unit: 'm/s' };
    case 'metric':
      return { value: speedKph, unit: 'km/h' };
  }
}

/** Speeds with one decimal: '27.4 km/h', '17.0 mph', '7.6 m/s'. */
export function formatSpeed(speedKph: number, unitSystem: UnitSystem): string {
  const { value, unit } = convertSpeed(speedKph, unitSystem);
  return `${value.toFixed(1)} ${unit}`;
}
