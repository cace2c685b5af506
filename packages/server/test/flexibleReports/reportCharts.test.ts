import { MAX_CHARTS_PER_REPORT } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flexibleReportCharts, flexibleReports } from '../../src/db/reportingSchema.js';
import {
  CURRENT_REPORT,
  DESTROY_CHARTS,
  MOVE_CHART,
  UPDATE_CHART,
  weeklyDistance,
  type ChartAnswer,
  type PayloadErrors,
  type ReportAnswer,
} from './reportOperations.js';
import {
  aChart,
  aReport,
  ask,
  athlete,
  createChart,
  db,
  rival,
  useReportsWorld,
} from './reportsWorld.js';

useReportsWorld();

type Updated = { updateFlexibleReportChart: { reportChart: ChartAnswer | null } & PayloadErrors };
type Moved = {
  updateFlexibleReportChartPosition: { reportChart: ChartAnswer | null } & PayloadErrors;
};
type Destroyed = { destroyFlexibleReportCharts: { destroyedIds: string[] } & PayloadErrors };

/** The report's chart titles in position order, and their positions. */
async function order(reportId: string): Promise<string[]> {
  const { flexibleReport } = await ask<{ flexibleReport: ReportAnswer }>(CURRENT_REPORT, {
    id: reportId,
  });
  const charts = flexibleReport.reportCharts!;
  expect(charts.map((chart) => chart.position)).toEqual(charts.map((_, index) => index + 1));
  return charts.map((chart) => chart.title);
}

async function reportWith(titles: string[]) {
  const report = await aReport();
  const charts: ChartAnswer[] = [];
  for (const title of titles) charts.push(await aChart(report.id, title));
  return { report, charts };
}

const move = (id: string, position: number) =>
  ask<Moved>(MOVE_CHART, { id, position }).then((data) => data.updateFlexibleReportChartPosition);

const updatedAtOf = async (reportId: string) =>
  (await db().select().from(flexibleReports).where(eq(flexibleReports.id, reportId)))[0]!.updatedAt;

describe('createFlexibleReportChart', () => {
  it('stores the chart last, with its configuration as validated', async () => {
    const { report, charts } = await reportWith(['First']);
    const before = await updatedAtOf(report.id);
    const { reportChart, errors } = await createChart(report.id, {
      title: 'Weekly distance',
      displayDataLabels: true,
      filters: { segment_name: { filterType: 'set', values: ['Whole Session', 'Rondo'] } },
    });
    expect(errors).toEqual([]);
    expect(reportChart).toMatchObject({
      flexibleReportId: report.id,
      title: 'Weekly distance',
      position: 2,
      displayDataLabels: true,
      sortConfig: [{ col_id: 'week_start_date', sort: 'asc' }],
      filters: { segment_name: { filterType: 'set', values: ['Whole Session', 'Rondo'] } },
    });
    // Defaults filled in, as stored.
    expect(reportChart!.chartConfig).toEqual({
      cell_range: {
        columns: ['week_start_date', 'total_distance_m'],
        row_start_index: null,
        row_end_index: null,
        row_start_pinned: null,
        row_end_pinned: null,
      },
      unlink_chart: false,
      suppress_chart_ranges: true,
      switch_category_series: false,
      chart_type: 'column',
      agg_func: 'sum',
      series_chart_types: [
        { col_id: 'total_distance_m', chart_type: 'line', secondary_axis: false },
      ],
      time_frame: 'weekly',
      reference_line: null,
      derived_series: null,
    });
    expect(charts[0]!.position).toBe(1);
    expect((await updatedAtOf(report.id)) > before).toBe(true);
  });

  it('calls a chart without a title Chart and the date and time', async () => {
    const report = await aReport();
    const { reportChart } = await createChart(report.id, { title: '  ' });
    expect(reportChart!.title).toMatch(/^Chart \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('answers the validators’ errors under attributes.chartConfig, sortConfig and filters', async () => {
    const report = await aReport();
    const { reportChart, errors } = await createChart(report.id, {
      chartConfig: weeklyDistance({
        chart_type: 'donut',
        series_chart_types: [
          { col_id: 'total_distance_m', chart_type: 'groupedColumn', secondary_axis: true },
        ],
      }),
      sortConfig: [{ col_id: 'week_start_date', sort: 'up' }],
      filters: { favourite_colour: { filterType: 'set', values: [] } },
    });
    expect(reportChart).toBeNull();
    expect(errors).toEqual([
      {
        path: ['attributes', 'chartConfig', 'chart_type'],
        fullMessages: ['Unknown chart type "donut".'],
      },
      {
        path: ['attributes', 'chartConfig', 'series_chart_types', '0', 'secondary_axis'],
        fullMessages: ['Only line series can use the secondary axis.'],
      },
      {
        path: ['attributes', 'sortConfig', '0', 'sort'],
        fullMessages: ['Sort must be "asc" or "desc", not "up".'],
      },
      {
        path: ['attributes', 'filters', 'favourite_colour'],
        fullMessages: ['The field "favourite_colour" cannot be filtered.'],
      },
    ]);
    const missing = await createChart(report.id, { chartConfig: null });
    expect(missing.errors).toEqual([
      {
        path: ['attributes', 'chartConfig'],
        fullMessages: ['Choose the chart’s data fields and type.'],
      },
    ]);
    expect(await order(report.id)).toEqual([]);
  });

  it('checks the data fields against the dataset’s columns, even while it is generated', async () => {
    const report = await aReport();
    const { errors } = await createChart(report.id, {
      chartConfig: weeklyDistance({
        cell_range: { columns: ['total_distance_m', 'heart_rate', 'athlete_groups'] },
        series_chart_types: [],
        time_frame: null,
      }),
    });
    expect(errors).toEqual([
      {
        path: ['attributes', 'chartConfig', 'cell_range', 'columns', '0'],
        fullMessages: ['"Total Distance (m)" cannot be an X-axis field.'],
      },
      {
        path: ['attributes', 'chartConfig', 'cell_range', 'columns', '1'],
        fullMessages: ['Unknown data field "heart_rate".'],
      },
      {
        path: ['attributes', 'chartConfig', 'cell_range', 'columns', '2'],
        fullMessages: ['"Athlete Groups" cannot be a Y-axis field.'],
      },
    ]);
    expect((await createChart(report.id)).errors).toEqual([]);
  });

  it(`holds at most ${MAX_CHARTS_PER_REPORT} charts`, async () => {
    const report = await aReport();
    const [template] = await db()
      .select()
      .from(flexibleReportCharts)
      .where(eq(flexibleReportCharts.id, (await aChart(report.id, 'Chart 1')).id));
    const { id: _id, createdAt: _c, updatedAt: _u, ...chart } = template!;
    await db()
      .insert(flexibleReportCharts)
      .values(
        Array.from({ length: MAX_CHARTS_PER_REPORT - 2 }, (_, index) => ({
          ...chart,
          title: `Chart ${index + 2}`,
          position: index + 2,
        })),
      );
    const last = await createChart(report.id, { title: 'Chart 30' });
    expect(last).toMatchObject({ errors: [], reportChart: { position: 30 } });
    const refused = await createChart(report.id, { title: 'Chart 31' });
    expect(refused).toEqual({
      reportChart: null,
      errors: [
        {
          path: ['attributes', 'flexibleReportId'],
          fullMessages: ['A report holds at most 30 charts: delete a chart before adding another.'],
        },
      ],
    });
    expect(await order(report.id)).toHaveLength(30);
  });

  it('answers foreign reports like unknown ones, and refuses athletes', async () => {
    const foreign = await createChart(rival.reportId);
    expect(foreign).toEqual(await createChart(crypto.randomUUID()));
    expect(foreign.errors).toEqual([
      { path: ['attributes', 'flexibleReportId'], fullMessages: ['Report not found'] },
    ]);
    const report = await aReport();
    expect((await createChart(report.id, {}, athlete)).errors).toEqual([
      {
        path: ['attributes', 'flexibleReportId'],
        fullMessages: ['Only club staff can create or change reports'],
      },
    ]);
  });
});

describe('updateFlexibleReportChart', () => {
  it('changes only the fields given and touches the report', async () => {
    const { report, charts } = await reportWith(['Distance']);
    const before = await updatedAtOf(report.id);
    const { updateFlexibleReportChart } = await ask<Updated>(UPDATE_CHART, {
      id: charts[0]!.id,
      attributes: { title: 'Sprints', chartConfig: weeklyDistance({ chart_type: 'line' }) },
    });
    expect(updateFlexibleReportChart.errors).toEqual([]);
    expect(updateFlexibleReportChart.reportChart).toMatchObject({
      title: 'Sprints',
      position: 1,
      sortConfig: charts[0]!.sortConfig,
      chartConfig: { chart_type: 'line' },
    });
    expect((await updatedAtOf(report.id)) > before).toBe(true);
  });

  it('answers errors, foreign ids like unknown ones, and refuses athletes', async () => {
    const { charts } = await reportWith(['Distance']);
    const invalid = await ask<Updated>(UPDATE_CHART, {
      id: charts[0]!.id,
      attributes: { filters: { tags: { filterType: 'text', operator: 'AND', conditions: [] } } },
    });
    expect(invalid.updateFlexibleReportChart.errors).toEqual([
      {
        path: ['attributes', 'filters', 'tags', 'operator'],
        fullMessages: ['A text filter joins its conditions with OR.'],
      },
    ]);
    const unknown = await ask<Updated>(UPDATE_CHART, {
      id: crypto.randomUUID(),
      attributes: { title: 'X' },
    });
    expect(unknown.updateFlexibleReportChart.errors).toEqual([
      { path: ['id'], fullMessages: ['Chart not found'] },
    ]);
    const refused = await ask<Updated>(
      UPDATE_CHART,
      { id: charts[0]!.id, attributes: { title: 'X' } },
      athlete,
    );
    expect(refused.updateFlexibleReportChart.errors).toEqual([
      { path: ['id'], fullMessages: ['Only club staff can create or change reports'] },
    ]);
  });
});

describe('updateFlexibleReportChartPosition', () => {
  it('moves a chart up, down, first and last; the others close up', async () => {
    const { report, charts } = await reportWith(['A', 'B', 'C', 'D']);
    const [a, b, c, d] = charts;
    expect((await move(c!.id, 2)).reportChart).toMatchObject({ title: 'C', position: 2 });
    expect(await order(report.id)).toEqual(['A', 'C', 'B', 'D']);
    await move(c!.id, 3);
    expect(await order(report.id)).toEqual(['A', 'B', 'C', 'D']);
    await move(d!.id, 1);
    expect(await order(report.id)).toEqual(['D', 'A', 'B', 'C']);
    await move(d!.id, 4);
    expect(await order(report.id)).toEqual(['A', 'B', 'C', 'D']);
    await move(a!.id, 1);
    expect(await order(report.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(b).toBeTruthy();
  });

  it('answers a position out of range, and changes nothing', async () => {
    const { report, charts } = await reportWith(['A', 'B']);
    for (const position of [0, 3, -1]) {
      expect(await move(charts[0]!.id, position)).toEqual({
        reportChart: null,
        errors: [
          {
            path: ['position'],
            fullMessages: [
              "The position must be a whole number from 1 to 2, the report's number of charts.",
            ],
          },
        ],
      });
    }
    expect(await order(report.id)).toEqual(['A', 'B']);
  });

  it('keeps positions 1..n under moves and additions at the same time', async () => {
    const { report, charts } = await reportWith(['A', 'B', 'C', 'D', 'E']);
    await Promise.all([
      move(charts[0]!.id, 5),
      move(charts[4]!.id, 1),
      move(charts[2]!.id, 2),
      move(charts[1]!.id, 4),
    ]);
    expect((await order(report.id)).sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    await Promise.all(
      ['F', 'G', 'H']
        .map((title) => createChart(report.id, { title }))
        .concat([move(charts[3]!.id, 1).then(() => createChart(report.id, { title: 'I' }))]),
    );
    expect((await order(report.id)).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
  });
});

describe('destroyFlexibleReportCharts', () => {
  it('deletes the charts; the rest close up', async () => {
    const { report, charts } = await reportWith(['A', 'B', 'C', 'D']);
    const { destroyFlexibleReportCharts } = await ask<Destroyed>(DESTROY_CHARTS, {
      chartIds: [charts[0]!.id, charts[2]!.id],
    });
    expect(destroyFlexibleReportCharts).toEqual({
      destroyedIds: [charts[0]!.id, charts[2]!.id],
      errors: [],
    });
    expect(await order(report.id)).toEqual(['B', 'D']);
  });

  it('deletes nothing when one id cannot be found, or for an athlete', async () => {
    const { report, charts } = await reportWith(['A', 'B']);
    const unknown = await ask<Destroyed>(DESTROY_CHARTS, {
      chartIds: [charts[0]!.id, crypto.randomUUID()],
    });
    expect(unknown.destroyFlexibleReportCharts).toEqual({
      destroyedIds: [],
      errors: [{ path: ['chartIds', '1'], fullMessages: ['Chart not found'] }],
    });
    const refused = await ask<Destroyed>(DESTROY_CHARTS, { chartIds: [charts[0]!.id] }, athlete);
    expect(refused.destroyFlexibleReportCharts.errors).toEqual([
      { path: ['chartIds', '0'], fullMessages: ['Only club staff can create or change reports'] },
    ]);
    expect(await order(report.id)).toEqual(['A', 'B']);
  });
});
