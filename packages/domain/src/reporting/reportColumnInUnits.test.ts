import { describe, expect, it } from 'vitest';
import { datasetColumnDefinition } from './datasetColumnCatalogue.js';
import { reportColumnInUnits } from './reportColumnInUnits.js';

const column = (id: string) => datasetColumnDefinition(id)!;

describe('reportColumnInUnits', () => {
  it('keeps metric units and values in the metric system', () => {
    const distance = reportColumnInUnits(column('total_distance_m'), 'metric');
    expect([distance.name, distance.value(1000), distance.decimals]).toEqual([
      'Total Distance (m)',
      1000,
      0,
    ]);
  });

  it('converts distances to yards and speeds to mph in imperial', () => {
    const distance = reportColumnInUnits(column('total_sprint_distance_m'), 'imperial');
    expect(distance.name).toBe('Sprint Distance (yd)');
    expect(distance.value(914.4)).toBeCloseTo(1000, 9); // 914.4 m / 0.9144
    const speed = reportColumnInUnits(column('max_speed_kph'), 'imperial_yards_only');
    expect(speed.name).toBe('Max Speed (mph)');
    expect(speed.value(32.18688)).toBeCloseTo(20, 9); // 32.18688 km/h / 1.609344
    const rate = reportColumnInUnits(column('metres_per_minute'), 'imperial');
    expect(rate.name).toBe('Metres per Minute (yd/min)');
    expect(rate.value(91.44)).toBeCloseTo(100, 9);
  });

  it('gives speeds in m/s for metres_per_second', () => {
    const speed = reportColumnInUnits(column('avg_speed_kph'), 'metres_per_second');
    expect([speed.name, speed.value(36)]).toEqual(['Average Speed (m/s)', 10]);
  });

  it('labels data with 1 decimal for the two speed columns of docs/product/reporting.md §9, else 0', () => {
    const decimals = [
      'avg_speed_kph',
      'max_speed_kph',
      'raw_max_speed_kph',
      'sprint_events',
      'speed_zone_1_pct',
    ].map((id) => reportColumnInUnits(column(id), 'metric').decimals);
    expect(decimals).toEqual([1, 1, 0, 0, 0]);
  });

  it('labels survey ratings with 1 decimal (a mean of 3.4 on 1-7), session load with none', () => {
    const decimals = ['wellness_score', 'session_rpe', 'mood', 'session_load'].map(
      (id) => reportColumnInUnits(column(id), 'imperial').decimals,
    );
    expect(decimals).toEqual([1, 1, 1, 0]);
    expect(reportColumnInUnits(column('session_load'), 'imperial').name).toBe('Session Load (AU)');
  });

  it('leaves counts, percentages and load as stored, and names derived series', () => {
    const events = reportColumnInUnits(column('sprint_events'), 'imperial');
    expect([events.name, events.value(7)]).toEqual(['Sprint Events', 7]);
    const best = reportColumnInUnits(column('total_distance_m'), 'imperial', 'percentOfOwnBest');
    expect([best.name, best.value(87.5), best.decimals]).toEqual([
      'Total Distance (% of own best)',
      87.5,
      0,
    ]);
    const ratio = reportColumnInUnits(column('workload'), 'metric', 'acuteChronicRatio');
    expect([ratio.name, ratio.decimals]).toEqual(['Workload (acute:chronic ratio)', 2]);
  });

  it('shows a ratio column as stored, with 2 decimals', () => {
    const ratio = reportColumnInUnits(
      { id: 'acute_chronic_ratio', name: 'Acute:Chronic Ratio', quantity: 'ratio' },
      'imperial',
    );
    expect([ratio.name, ratio.value(1.27), ratio.decimals]).toEqual([
      'Acute:Chronic Ratio',
      1.27,
      2,
    ]);
  });
});
