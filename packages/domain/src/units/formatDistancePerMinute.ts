import { METRES_PER_YARD, type UnitSystem } from './unitSystems.js';

/** Work rate in whole metres per minute, or yards per minute for the imperial systems. */
export function formatDistancePerMinute(metresPerMinute: number, unitSystem: UnitSystem): string {
  return unitSystem === 'imperial' || unitSystem === 'imperial_yards_only'
    ? `${Math.round(metresPerMinute / METRES_PER_YARD)} yd/min`
    : `${Math.round(metresPerMinute)} m/min`;
}
