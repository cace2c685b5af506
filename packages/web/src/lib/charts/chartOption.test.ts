import {
  newChartConfig,
  type ChartConfig,
  type ChartData,
  type ChartType,
} from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { chartOption } from './chartOption';
import type { ChartOptionSettings } from './chartOptionSettings';
import { fiveNumberSummary } from './boxPlotChartOption';

function config(chartType: ChartType, extra: Partial<ChartConfig> = {}): ChartConfig {
  return {
    ...newChartConfig({
      chartType,
      categoryId: 'athlete_name',
      seriesIds: ['total_distance_m', 'max_speed_kph'],
      aggregation: 'sum',
    }),
    // No per-series types: the combos fall back to their own.
    series_chart_types: [],
    ...extra,
  };
}

const data: ChartData = {
  categories: ['Ada Lovelace-Byron the First', 'Bo'],
  series: [
    { columnId: 'total_distance_m', values: [5400, null] },
    { columnId: 'max_speed_kph', values: [31.26, 29] },
  ],
  rowCount: 3,
};

const settings: ChartOptionSettings = {
  columns: {
    athlete_name: { name: 'Athlete Name', color: '#000000', decimals: 0 },
    total_distance_m: {
      name: 'Total Distance (yd) over the whole range',
      color: '#1fb57a',
      decimals: 0,
    },
    max_speed_kph: { name: 'Max Speed (mph)', color: '#ff8800', decimals: 1 },
  },
  displayDataLabels: true,
  locale: 'en-GB',
};

type Series = {
  type: string;
  name?: string;
  stack?: string;
  yAxisIndex?: number;
  data: unknown[];
  label: { show: boolean; formatter: (param: unknown) => string };
  markLine?: { data: Record<string, unknown>[] };
};
type Axis = {
  type: string;
  name?: string;
  data?: string[];
  axisLabel?: { formatter?: (v: string) => string };
};
type Option = {
  series: Series[];
  xAxis: Axis | Axis[];
  yAxis: Axis | Axis[];
  radar?: { indicator: { name: string; max: number }[] };
};
const optionOf = (type: ChartType, extra: Partial<ChartConfig> = {}, look = settings) =>
  chartOption(config(type, extra), data, look) as unknown as Option;
const list = (axis: Axis | Axis[]) => (Array.isArray(axis) ? axis : [axis]);

describe('chartOption', () => {
  it('column: one bar series per column, categories along x, each with its colour and name', () => {
    const option = optionOf('column');
    expect(option.series.map((s) => [s.type, s.name, s.stack])).toEqual([
      ['bar', 'Total Distance (yd) over the whole range', undefined],
      ['bar', 'Max Speed (mph)', undefined],
    ]);
    expect((option.xAxis as Axis).type).toBe('category');
    expect(list(option.yAxis)).toHaveLength(1);
    expect(option.series[0]!.data).toEqual([5400, null]);
  });

  it('truncates axis titles at 30 characters and category labels at 18', () => {
    const option = optionOf('column');
    const category = option.xAxis as Axis;
    expect(category.name).toBe('Athlete Name');
    expect(category.axisLabel!.formatter!('Ada Lovelace-Byron the First')).toBe(
      'Ada Lovelace-Byro…',
    );
    expect(category.axisLabel!.formatter!('Ada Lovelace-Byro')).toBe('Ada Lovelace-Byro');
    const title = list(option.yAxis)[0]!.name!;
    expect(title).toHaveLength(30);
    expect(title.startsWith('Total Distance (yd) over the ')).toBe(true);
  });

  it('data labels: the column decimals (1 for speeds), the locale, shown only when asked', () => {
    const option = optionOf('column');
    expect(option.series[0]!.label.show).toBe(true);
    expect(option.series[0]!.label.formatter({ value: 5400.4 })).toBe('5,400');
    expect(option.series[1]!.label.formatter({ value: 31.26 })).toBe('31.3');
    const hidden = optionOf('column', {}, { ...settings, displayDataLabels: false });
    expect(hidden.series.every((s) => !s.label.show)).toBe(true);
  });

  it('stackedColumn stacks; bar and stackedBar swap the axes', () => {
    expect(optionOf('stackedColumn').series.map((s) => s.stack)).toEqual(['stacked', 'stacked']);
    const bar = optionOf('bar');
    expect((bar.yAxis as Axis).type).toBe('category');
    expect(list(bar.xAxis)[0]!.type).toBe('value');
    expect(bar.series.map((s) => s.stack)).toEqual([undefined, undefined]);
    const stackedBar = optionOf('stackedBar');
    expect((stackedBar.yAxis as Axis).type).toBe('category');
    expect(stackedBar.series.map((s) => s.stack)).toEqual(['stacked', 'stacked']);
  });

  it('line draws lines on one axis', () => {
    const option = optionOf('line');
    expect(option.series.map((s) => s.type)).toEqual(['line', 'line']);
    expect(list(option.yAxis)).toHaveLength(1);
  });

  it('columnLineCombo: a first column and lines on the secondary axis', () => {
    const option = optionOf('columnLineCombo');
    expect(option.series.map((s) => [s.type, s.yAxisIndex])).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
    const axes = list(option.yAxis);
    expect(axes.map((a) => a.name)).toEqual(['Total Distance (yd) over the …', 'Max Speed (mph)']);
  });

  it('customCombo: per-series types; a secondary axis only for a line', () => {
    const option = optionOf('customCombo', {
      series_chart_types: [
        { col_id: 'total_distance_m', chart_type: 'stackedColumn', secondary_axis: true },
        { col_id: 'max_speed_kph', chart_type: 'line', secondary_axis: true },
      ],
    });
    expect(option.series.map((s) => [s.type, s.stack, s.yAxisIndex])).toEqual([
      ['bar', 'stacked', 0],
      ['line', undefined, 1],
    ]);
    const defaults = optionOf('customCombo');
    expect(defaults.series.map((s) => [s.type, s.yAxisIndex])).toEqual([
      ['line', 0],
      ['line', 0],
    ]);
    expect(list(defaults.yAxis)).toHaveLength(1);
  });

  it('the squad-average reference line is a mark line at each series’ mean of its values', () => {
    expect(optionOf('column').series[0]!.markLine).toBeUndefined();
    const option = optionOf('column', { reference_line: 'squadAverage' });
    expect(option.series.map((s) => s.markLine?.data)).toEqual([
      [{ yAxis: 5400, name: 'Squad average' }],
      [{ yAxis: (31.26 + 29) / 2, name: 'Squad average' }],
    ]);
    const bars = optionOf('bar', { reference_line: 'squadAverage' });
    expect(bars.series[0]!.markLine?.data).toEqual([{ xAxis: 5400, name: 'Squad average' }]);
  });

  it('a line chart of thousands of categories draws them decimated, its average from every one', () => {
    const count = 20_000;
    const distances = Array.from({ length: count }, (_, i) => 4000 + (i % 1000));
    const many: ChartData = {
      categories: distances.map((_, i) => `Session ${i}`),
      series: [{ columnId: 'total_distance_m', values: distances }],
      rowCount: count,
    };
    const line = config('line', { reference_line: 'squadAverage' });
    const option = chartOption(
      {
        ...line,
        cell_range: { ...line.cell_range, columns: ['athlete_name', 'total_distance_m'] },
      },
      many,
      settings,
    ) as unknown as Option;
    const drawn = list(option.xAxis)[0]!.data!;
    expect(drawn.length).toBeLessThan(count / 4);
    expect(drawn[0]).toBe('Session 0');
    expect(drawn.at(-1)).toBe(`Session ${count - 1}`);
    expect(option.series[0]!.data).toHaveLength(drawn.length);
    expect(Math.max(...(option.series[0]!.data as number[]))).toBe(4999);
    expect(option.series[0]!.markLine?.data).toEqual([{ yAxis: 4499.5, name: 'Squad average' }]);
  });

  it('pie: a pie per series, a slice per category with a value', () => {
    const option = optionOf('pie');
    expect(option.series.map((s) => s.type)).toEqual(['pie', 'pie']);
    expect(option.series[0]!.data).toEqual([{ name: 'Ada Lovelace-Byron the First', value: 5400 }]);
    expect(option.series[1]!.label.formatter({ name: 'Bo', value: 29 })).toBe('Bo: 29.0');
  });

  it('radarLine: a spoke per category up to its largest value, a line per series', () => {
    const option = optionOf('radarLine');
    expect(option.radar!.indicator).toEqual([
      { name: 'Ada Lovelace-Byro…', max: 5400, min: 0 },
      { name: 'Bo', max: 29, min: 0 },
    ]);
    expect(option.series[0]!.type).toBe('radar');
    expect(option.series[0]!.data).toHaveLength(2);
  });

  it('boxPlot: a box per series over its category values', () => {
    const option = optionOf('boxPlot');
    expect(option.series[0]!.type).toBe('boxplot');
    expect((option.xAxis as Axis).data).toEqual([
      'Total Distance (yd) over the whole range',
      'Max Speed (mph)',
    ]);
    const boxes = option.series[0]!.data as { value: number[] }[];
    expect(boxes.map((box) => box.value.map((v) => Math.round(v * 1000) / 1000))).toEqual([
      [5400, 5400, 5400, 5400, 5400],
      [29, 29.565, 30.13, 30.695, 31.26],
    ]);
  });

  it('fiveNumberSummary interpolates the quartiles and ignores missing values', () => {
    expect(fiveNumberSummary([4, null, 1, 3, 2])).toEqual([1, 1.75, 2.5, 3.25, 4]);
    expect(fiveNumberSummary([null])).toBeNull();
  });

  it('a category label function shapes the axis', () => {
    const option = optionOf('column', {}, { ...settings, categoryLabel: (c) => c.toUpperCase() });
    expect((option.xAxis as Axis).data).toEqual(['ADA LOVELACE-BYRON THE FIRST', 'BO']);
  });
});
