/** The six speed zones of speedzoneProfileZone, slowest first, as screens and downloads name them. */
export const SPEED_ZONE_NAMES = [
  'Stationary/Walk',
  'Jogging',
  'Low Int. Run',
  'Med Int. Run',
  'High Int. Run',
  'Sprint',
] as const;
