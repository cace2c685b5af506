import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../dates/zonedCalendar.js';
import {
  acuteChronicRatioOf,
  acuteChronicWorkloadRatio,
  rollingWorkloadMeans,
} from './acuteChronicWorkloadRatio.js';
import { aggregateChart } from './aggregateChart.js';
import { datasetTableFromRows } from './datasetTableFromRows.js';
import { encodedTableOf } from './encodedTable.js';

describe('acuteChronicWorkloadRatio', () => {
  it('divides the 7-day mean by the 28-day mean once 28 days are known', () => {
    // 28 days of 100, then 7 days of 200.
    const loads = [...Array<number>(28).fill(100), ...Array<number>(7).fill(200)];
    const ratios = acuteChronicWorkloadRatio(loads);
    // Days 0-26: the 28-day window is not complete.
    expect(ratios.slice(0, 27)).toEqual(Array(27).fill(null));
    // Day 27: 700 / 7 = 100 over 2800 / 28 = 100.
    expect(ratios[27]).toBeCloseTo(1, 12);
    // Day 28: (6 x 100 + 200) / 7 = 114.29 over (27 x 100 + 200) / 28 = 103.57: 3200 / 2900 = 1.1034.
    expect(ratios[28]).toBeCloseTo(3200 / 2900, 12);
    // Day 34: 1400 / 7 = 200 over (21 x 100 + 7 x 200) / 28 = 125: 1.6.
    expect(ratios[34]).toBeCloseTo(1.6, 12);
  });

  it('counts days without a session as zero load and has no ratio over 28 days of nothing', () => {
    // A session of 280 on day 0 only: day 27 acute 0 / chronic 10 = 0; after day 27 it leaves the window.
    const loads = [280, ...Array<number>(34).fill(0)];
    const ratios = acuteChronicWorkloadRatio(loads);
    expect(ratios[27]).toBe(0);
    expect(ratios[28]).toBeNull();
  });
});

describe('rollingWorkloadMeans', () => {
  it('gives the 7-day mean from day 6 and the 28-day mean from day 27', () => {
    // 70 on day 0, then 140 every 7th day: days 0, 7, 14, 21, 28.
    const loads = Array.from({ length: 29 }, (_, day) =>
      day === 0 ? 70 : day % 7 === 0 ? 140 : 0,
    );
    const { acute, chronic } = rollingWorkloadMeans(loads);
    expect(acute.slice(0, 6)).toEqual(Array(6).fill(null));
    expect(acute[6]).toBe(10); // 70 / 7
    expect(acute[7]).toBe(20); // 140 / 7: day 0 left the window
    expect(chronic.slice(0, 27)).toEqual(Array(27).fill(null));
    expect(chronic[27]).toBe(17.5); // (70 + 3 x 140) / 28
    expect(chronic[28]).toBe(20); // (4 x 140) / 28
  });

  it('has a ratio only with a chronic load', () => {
    expect(acuteChronicRatioOf(30, 20)).toBe(1.5);
    expect(acuteChronicRatioOf(0, 0)).toBeNull();
    expect(acuteChronicRatioOf(null, 20)).toBeNull();
    expect(acuteChronicRatioOf(10, null)).toBeNull();
  });
});

describe('aggregateChart: the acute:chronic ratio as a derived series', () => {
  // Ann trains every day from 2026-02-01 (day 0) to 2026-03-07 (day 34): load 100 for days 0-27, 200 for
  // days 28-34, day 34 split into two sessions of 100. Bob only trains days 28-34, load 200. A segment
  // row of Ann on day 34 (1000) is not load: segments are part of their session.
  const startsOn = '2026-02-01';
  const rows = [];
  for (let day = 0; day < 35; day++) {
    const start_date = addCalendarDays(startsOn, day);
    const base = { start_date, segment_name: 'Whole Session', session_type: 'Training' };
    if (day < 34) {
      rows.push({
        ...base,
        athlete_name: 'Ann',
        athlete_id: 'a',
        start_time: '09:00',
        workload: day < 28 ? 100 : 200,
      });
    } else {
      rows.push({
        ...base,
        athlete_name: 'Ann',
        athlete_id: 'a',
        start_time: '09:00',
        workload: 100,
      });
      rows.push({
        ...base,
        athlete_name: 'Ann',
        athlete_id: 'a',
        start_time: '17:00',
        workload: 100,
      });
      rows.push({
        ...base,
        athlete_name: 'Ann',
        athlete_id: 'a',
        start_time: '09:00',
        workload: 1000,
        segment_name: 'Drills',
      });
    }
    if (day >= 28)
      rows.push({
        ...base,
        athlete_name: 'Bob',
        athlete_id: 'b',
        start_time: '09:00',
        workload: 200,
      });
  }
  const table = encodedTableOf(datasetTableFromRows(rows));
  const onDay = (day: number, aggregation: 'avg' | 'sum') =>
    aggregateChart(table, {
      categoryColumnId: 'athlete_name',
      seriesColumnIds: ['workload'],
      aggregation,
      timeFrame: null,
      filters: { start_date: { filterType: 'set', values: [addCalendarDays(startsOn, day)] } },
      sort: [],
      derivedSeries: 'acuteChronicRatio',
      range: { startsOn, endsOn: '2026-03-07' },
    }).series[0]!.values;

  it('gives each athlete’s ratio once per day, from the whole range’s load', () => {
    // Day 34: Ann 1.6 (as above; 100 + 100 is a day of 200), shown once even with two sessions.
    // Bob: 1400 / 7 = 200 over 1400 / 28 = 50: 4.
    const [ann, bob] = onDay(34, 'sum');
    expect(ann).toBeCloseTo(1.6, 12);
    expect(bob).toBeCloseTo(4, 12);
    // Day 28: Bob 200 / 7 over 200 / 28 = 4.
    expect(onDay(28, 'avg')[1]).toBeCloseTo(4, 12);
  });

  it('has no ratio before 28 days of the range', () => {
    expect(onDay(26, 'avg')).toEqual([null]);
  });

  it('averages athlete-days per category', () => {
    const data = aggregateChart(table, {
      categoryColumnId: 'start_date',
      seriesColumnIds: ['workload'],
      aggregation: 'avg',
      timeFrame: null,
      filters: { start_date: { filterType: 'set', values: ['2026-03-07'] } },
      sort: [],
      derivedSeries: 'acuteChronicRatio',
      range: { startsOn, endsOn: '2026-03-07' },
    });
    // (1.6 + 4) / 2 = 2.8: Ann's two sessions of that day are one athlete-day.
    expect(data.categories).toEqual(['2026-03-07']);
    expect(data.series[0]!.values[0]).toBeCloseTo(2.8, 12);
  });
});
