import {
  newChartConfig,
  type ChartConfig,
  type ChartData,
  type ChartType,
} from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { chartOption } from './chartOption';
import type { ChartOptionSettings } from './chartOptionSettings';

type Band = { data: Record<string, number>[][]; label: { formatter: string } };
type Option = { series: { name: string; markArea?: Band }[] };

const settings: ChartOptionSettings = {
  columns: {
    week_start_date: { name: 'Week Start Date', color: '#000000', decimals: 0 },
    distance_ewma_acwr: { name: 'Distance EWMA A:C Ratio', color: '#17becf', decimals: 2 },
    session_load_acwr: { name: 'Session Load Rolling A:C Ratio', color: '#9467bd', decimals: 2 },
    session_load_monotony: { name: 'Session Load Monotony', color: '#8c564b', decimals: 2 },
    session_load_strain: { name: 'Session Load Strain (AU)', color: '#d62728', decimals: 0 },
    total_distance_m: { name: 'Total Distance (m)', color: '#4e79a7', decimals: 0 },
  },
  displayDataLabels: false,
  locale: 'en-GB',
};

function optionOf(chartType: ChartType, seriesIds: string[], extra: Partial<ChartConfig> = {}) {
  const config = {
    ...newChartConfig({ chartType, categoryId: 'week_start_date', seriesIds, aggregation: 'avg' }),
    series_chart_types: [],
    ...extra,
  };
  const data: ChartData = {
    categories: ['2026-03-02', '2026-03-09'],
    series: seriesIds.map((columnId) => ({ columnId, values: [1.1, 1.45] })),
    rowCount: 2,
  };
  return chartOption(config, data, settings) as unknown as Option;
}

describe('the acute:chronic sweet-spot band', () => {
  it('is drawn from 0.8 to 1.3 on the value axis of a chart of a ratio column', () => {
    const [series] = optionOf('line', ['distance_ewma_acwr']).series;
    expect(series!.markArea!.data).toEqual([[{ yAxis: 0.8 }, { yAxis: 1.3 }]]);
    expect(series!.markArea!.label.formatter).toBe('Sweet spot 0.8–1.3');
  });

  it('lies along the x axis of a horizontal bar chart', () => {
    const [series] = optionOf('bar', ['session_load_acwr']).series;
    expect(series!.markArea!.data).toEqual([[{ xAxis: 0.8 }, { xAxis: 1.3 }]]);
  });

  it('is drawn once per axis however many ratios are charted, and never for other columns', () => {
    const option = optionOf('line', [
      'total_distance_m',
      'distance_ewma_acwr',
      'session_load_acwr',
    ]);
    expect(option.series.map((series) => series.markArea !== undefined)).toEqual([
      false,
      true,
      false,
    ]);
    // Monotony and strain are charted as the other weekly columns: no band.
    const foster = optionOf('column', ['session_load_monotony', 'session_load_strain']);
    expect(foster.series.every((series) => series.markArea === undefined)).toBe(true);
  });

  it('is drawn for any column shown as its acute:chronic ratio (the derived series)', () => {
    const [series] = optionOf('line', ['total_distance_m'], {
      derived_series: 'acuteChronicRatio',
    }).series;
    expect(series!.markArea!.data).toEqual([[{ yAxis: 0.8 }, { yAxis: 1.3 }]]);
  });
});
