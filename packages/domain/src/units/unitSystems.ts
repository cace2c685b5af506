/** The unit systems a person can choose (docs/product/shell-and-sessions.md §3). */
export const UNIT_SYSTEMS = [
  'metric',
  'imperial',
  'imperial_yards_only',
  'metres_per_second',
] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const METRES_PER_YARD = 0.9144;
export const YARDS_PER_MILE = 1760;
export const KPH_PER_MPH = 1.609344;
export const KPH_PER_MPS = 3.6;

export function isUnitSystem(value: string): value is UnitSystem {
  return (UNIT_SYSTEMS as readonly string[]).includes(value);
}
