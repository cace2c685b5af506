import { filterOptions, type FilterableField } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { isChartChanged } from './chartChanged';
import {
  aggregationForCategory,
  draftOfChart,
  newChartDraft,
  withCategory,
  withSeriesToggled,
} from './chartDraft';
import { reportChart, reportDataset } from './testing/reportChartFixtures';

const table = reportDataset().table;
const allValues = (field: FilterableField) =>
  filterOptions(table, {}, field).map(({ value }) => value);

describe('chart drafts', () => {
  it('a new chart: the default title, sorted by its X column ascending, series as lines on the primary axis', () => {
    const draft = newChartDraft(
      { id: 'start_date', chartDataType: 'time' },
      ['total_distance_m'],
      'column',
    );
    expect(draft.title).toBe('New Chart');
    expect(draft.sortConfig).toEqual([{ col_id: 'start_date', sort: 'asc' }]);
    expect(draft.chartConfig.cell_range.columns).toEqual(['start_date', 'total_distance_m']);
    expect(draft.chartConfig.agg_func).toBe('avgByAthlete');
    expect(draft.chartConfig.series_chart_types).toEqual([
      { col_id: 'total_distance_m', chart_type: 'line', secondary_axis: false },
    ]);
  });

  it('a new X column resets the sort to it ascending and takes its aggregation (docs/product/reporting.md §4)', () => {
    const saved = draftOfChart(
      reportChart({ sortConfig: [{ col_id: 'total_distance_m', sort: 'desc' }] }),
    );
    const byPosition = withCategory(saved, { id: 'athlete_position', chartDataType: 'category' });
    expect(byPosition.sortConfig).toEqual([{ col_id: 'athlete_position', sort: 'asc' }]);
    expect(byPosition.chartConfig.agg_func).toBe('avgByParticipation');
    expect(byPosition.chartConfig.cell_range.columns).toEqual([
      'athlete_position',
      'total_distance_m',
    ]);
    expect(aggregationForCategory({ id: 'athlete_name', chartDataType: 'category' })).toBe('sum');
  });

  it('toggling a series adds it (a line, primary axis) or removes it with its type and sort', () => {
    const saved = draftOfChart(reportChart());
    const two = withSeriesToggled(saved, 'max_speed_kph');
    expect(two.chartConfig.cell_range.columns).toEqual([
      'athlete_name',
      'total_distance_m',
      'max_speed_kph',
    ]);
    expect(two.chartConfig.series_chart_types.at(-1)).toEqual({
      col_id: 'max_speed_kph',
      chart_type: 'line',
      secondary_axis: false,
    });
    const sorted = { ...two, sortConfig: [{ col_id: 'max_speed_kph', sort: 'desc' as const }] };
    const back = withSeriesToggled(sorted, 'max_speed_kph');
    expect(back.chartConfig.cell_range.columns).toEqual(['athlete_name', 'total_distance_m']);
    expect(back.chartConfig.series_chart_types).toEqual(saved.chartConfig.series_chart_types);
    expect(back.sortConfig).toEqual([]);
  });
});

describe('isChartChanged (docs/product/reporting.md §4)', () => {
  const saved = draftOfChart(reportChart());

  it('is unchanged as saved, and changed by title, type, labels, columns or sort', () => {
    expect(isChartChanged(saved, saved, allValues)).toBe(false);
    expect(isChartChanged({ ...saved, title: 'Other' }, saved, allValues)).toBe(true);
    expect(isChartChanged({ ...saved, displayDataLabels: true }, saved, allValues)).toBe(true);
    expect(
      isChartChanged(
        { ...saved, chartConfig: { ...saved.chartConfig, chart_type: 'line' } },
        saved,
        allValues,
      ),
    ).toBe(true);
    expect(isChartChanged(withSeriesToggled(saved, 'max_speed_kph'), saved, allValues)).toBe(true);
    expect(
      isChartChanged(
        { ...saved, sortConfig: [{ col_id: 'athlete_name', sort: 'desc' }] },
        saved,
        allValues,
      ),
    ).toBe(true);
  });

  it('a filter equal to all options counts as unchanged; fewer options is a change', () => {
    const all = {
      ...saved,
      filters: { athlete_name: { filterType: 'set' as const, values: ['Bob', 'Ann'] } },
    };
    expect(isChartChanged(all, saved, allValues)).toBe(false);
    const one = {
      ...saved,
      filters: { athlete_name: { filterType: 'set' as const, values: ['Ann'] } },
    };
    expect(isChartChanged(one, saved, allValues)).toBe(true);
  });

  it('no segment filter means Whole Session only: every segment chosen is a change, Whole Session alone is not', () => {
    const whole = {
      ...saved,
      filters: { segment_name: { filterType: 'set' as const, values: ['Whole Session'] } },
    };
    expect(isChartChanged(whole, saved, allValues)).toBe(false);
    const every = {
      ...saved,
      filters: {
        segment_name: { filterType: 'set' as const, values: ['Whole Session', 'Warm Up'] },
      },
    };
    expect(isChartChanged(every, saved, allValues)).toBe(true);
  });
});
