/** Sports a club can be defined for (docs/product/shell-and-sessions.md §1). */
export const SPORTS = [
  'american_football',
  'association_football',
  'association_football_referees',
  'baseball',
  'basketball',
  'cricket',
  'gaelic_football',
  'hockey',
  'hurling',
  'mens_lacrosse',
  'other',
  'polo',
  'rugby',
  'rugby_league',
  'shinty',
  'volleyball',
  'womens_lacrosse',
] as const;

export type Sport = (typeof SPORTS)[number];

const INDOOR_SPORTS: ReadonlySet<Sport> = new Set<Sport>(['basketball', 'volleyball']);

export interface SportDefinition {
  id: Sport;
  isIndoor: boolean;
}

export function isSport(value: string): value is Sport {
  return (SPORTS as readonly string[]).includes(value);
}

/** Indoor sports get a different set of screens (no GPS dashboard or sessions). */
export function sportDefinitionOf(sport: Sport): SportDefinition {
  return { id: sport, isIndoor: INDOOR_SPORTS.has(sport) };
}
