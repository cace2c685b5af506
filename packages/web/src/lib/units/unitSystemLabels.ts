import type { UnitSystem } from '@touchline/domain';

/** What each unit system is called where a person chooses one. */
export const UNIT_SYSTEM_LABELS: Record<UnitSystem, string> = {
  metric: 'Metric (km, km/h)',
  imperial: 'Imperial (miles, mph)',
  imperial_yards_only: 'Imperial (yards, mph)',
  metres_per_second: 'Metric (m, m/s)',
};
