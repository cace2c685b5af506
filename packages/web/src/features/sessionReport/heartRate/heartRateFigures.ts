import { formatDistance, type UnitSystem } from '@touchline/domain';
import { HEART_RATE_ZONE_LABELS } from '../../../components/athletes/heartRateZoneLabels';
import type { AthleteHeartRateParticipationFragment } from '../../../gql/graphql';

type MetricSet = NonNullable<AthleteHeartRateParticipationFragment['athleteMetricSet']>;

/** A labelled figure of the card. */
export interface Figure {
  label: string;
  value: string;
}

const bpm = (value: number) => `${Math.round(value)} bpm`;

/**
 * The heart-rate figures (none without heart rate), the metabolic ones (none
 * before they were computed), and Catapult's Player Load where the file had it.
 */
export function heartRateFigures(set: MetricSet, unitSystem: UnitSystem): Figure[] {
  const figures: Figure[] = [];
  if (set.avgHeartRateBpm !== null && set.maxHeartRateBpm !== null) {
    figures.push({ label: 'Avg Heart Rate', value: bpm(set.avgHeartRateBpm) });
    figures.push({ label: 'Max Heart Rate', value: bpm(set.maxHeartRateBpm) });
  }
  if (set.trimp !== null) figures.push({ label: 'TRIMP', value: String(Math.round(set.trimp)) });
  set.heartRateZonePercentages?.forEach((pct, k) =>
    figures.push({
      label: HEART_RATE_ZONE_LABELS[k] ?? `Zone ${k + 1}`,
      value: `${Math.round(pct)} %`,
    }),
  );
  if (set.averageMetabolicPowerWPerKg !== null) {
    figures.push({
      label: 'Avg Metabolic Power',
      value: `${set.averageMetabolicPowerWPerKg.toFixed(1)} W/kg`,
    });
  }
  if (set.metabolicEnergyKjPerKg !== null) {
    figures.push({ label: 'Energy', value: `${set.metabolicEnergyKjPerKg.toFixed(1)} kJ/kg` });
  }
  if (set.highMetabolicLoadDistanceM !== null) {
    figures.push({
      label: 'HML Distance',
      value: formatDistance(set.highMetabolicLoadDistanceM, unitSystem),
    });
  }
  if (set.playerLoad !== null) {
    figures.push({ label: 'Player Load', value: set.playerLoad.toFixed(1) });
  }
  return figures;
}
