import { csvColumnUnits } from '../units/csvColumnUnits.js';
import type { UnitSystem } from '../units/unitSystems.js';
import type { DerivedSeries } from './reportingTypes.js';

export interface ReportColumnUnits {
  /** The column's label in the person's units, e.g. 'Total Distance (yd)'. */
  name: string;
  /** A stored value in the person's units. */
  value: (stored: number) => number;
  /** Decimals of data labels (docs/product/reporting.md §9): 1 for the speed, metabolic power and energy columns and ratings, 2 for ratios, else 0. */
  decimals: number;
}

const ONE_DECIMAL_COLUMNS = new Set([
  'avg_speed_kph',
  'max_speed_kph',
  'avg_metabolic_power_w_per_kg',
  'metabolic_energy_kj_per_kg',
]);
const same = (stored: number) => stored;

/**
 * How a report shows a column in a unit system: distances, speeds and
 * distance rates converted as downloads convert them (one unit per column),
 * other quantities as stored. A derived series is a percentage or a ratio of
 * the column, so it has no unit to convert.
 */
export function reportColumnInUnits(
  // quantity: a ColumnQuantity, typed as the string GraphQL answers.
  column: { id: string; name: string; quantity?: string | null },
  unitSystem: UnitSystem,
  derived?: DerivedSeries | null,
): ReportColumnUnits {
  if (derived) {
    const bare = column.name.replace(/\s*\([^()]*\)$/, '');
    return derived === 'percentOfOwnBest'
      ? { name: `${bare} (% of own best)`, value: same, decimals: 0 }
      : { name: `${bare} (acute:chronic ratio)`, value: same, decimals: 2 };
  }
  const units = csvColumnUnits(unitSystem);
  // A ratio near 1 says little with no decimals (1.3 is a warning, 1 is not);
  // a mean rating on a short scale needs its tenths (3.4 of 7).
  const decimals =
    column.quantity === 'ratio'
      ? 2
      : column.quantity === 'score' || ONE_DECIMAL_COLUMNS.has(column.id)
        ? 1
        : 0;
  const relabel = (stored: string, shown: string) =>
    column.name.endsWith(`(${stored})`)
      ? `${column.name.slice(0, -stored.length - 2)}(${shown})`
      : column.name;
  switch (column.quantity) {
    case 'distance_m':
      return {
        name: relabel('m', units.distance),
        value: (stored) => units.distanceValue(stored),
        decimals,
      };
    case 'speed_kph':
      return {
        name: relabel('km/h', units.speed),
        value: (stored) => units.speedValue(stored),
        decimals,
      };
    case 'distance_per_minute_m':
      return {
        name: relabel('m/min', units.distanceRate),
        value: (stored) => units.distanceRateValue(stored),
        decimals,
      };
    default:
      return { name: column.name, value: same, decimals };
  }
}
