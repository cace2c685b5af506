import { describe, expect, it } from 'vitest';
import { reportColumns } from '../../../lib/reporting/reportColumns';
import { builderChoice, builderOptions } from './chartBuilderChoice';
import { chartDataset, chartView } from './testing/chartDataset';

const columns = reportColumns(chartDataset().table, 'metric');
const ids = (list: readonly { id: string }[]) => list.map(({ id }) => id);

describe("the builder's choices for a view", () => {
  it("offers the view's categories and shown metrics; athlete name even when hidden", () => {
    const view = chartView({
      grouping: ['session_type'],
      visibleColumnIds: ['start_date', 'sprint_events', 'total_distance_m', 'athlete_groups'],
    });
    const options = builderOptions(columns, view);
    expect(ids(options.categories)).toEqual(['session_type', 'start_date', 'athlete_name']);
    expect(ids(options.series)).toEqual(['sprint_events', 'total_distance_m']);
  });

  it('defaults to the first grouping column, the first two metrics, a column chart of sums', () => {
    const view = chartView({ grouping: ['start_date', 'athlete_name'] });
    expect(builderChoice({}, builderOptions(columns, view), view)).toEqual({
      chartType: 'column',
      categoryId: 'start_date',
      seriesIds: ['total_distance_m', 'max_speed_kph'],
      aggregation: 'sum',
    });
  });

  it('defaults to athlete name without grouping, and keeps picks the view still offers', () => {
    const view = chartView({ visibleColumnIds: ['start_date', 'sprint_events'] });
    const options = builderOptions(columns, view);
    expect(builderChoice({}, options, view).categoryId).toBe('athlete_name');
    const picks = {
      categoryId: 'segment_name',
      seriesIds: ['total_distance_m', 'sprint_events'],
      aggregation: 'max' as const,
      chartType: 'line' as const,
    };
    // Segment Name and the distance are no longer shown: the default and the rest stay.
    expect(builderChoice(picks, options, view)).toEqual({
      chartType: 'line',
      categoryId: 'athlete_name',
      seriesIds: ['sprint_events'],
      aggregation: 'max',
    });
  });
});
