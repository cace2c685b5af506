import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../testing/renderApp';
import { unitSystemMock } from '../../../testing/fixtures';
import { ADVANCED_OPTIONS_TOOLTIP } from './ChartOptionsMenu';
import { CreateFlexibleReportChartMutation } from './reportChartMutations';
import { ReportCharts } from './ReportCharts';
import { chartConfig, reportChart, reportDataset } from './testing/reportChartFixtures';
import { answering, CHARTS_REPORT, NO_ERRORS, renderCharts } from './testing/renderReportCharts';
import { stubChartLayout } from '../../../testing/stubChartLayout';

stubChartLayout();

describe('the empty report and the builder', () => {
  it('shows the empty texts and the three sections, and adds the chart chosen there', async () => {
    const created = answering(CreateFlexibleReportChartMutation, () => ({
      createFlexibleReportChart: {
        __typename: 'FlexibleReportChartPayload',
        reportChart: { __typename: 'FlexibleReportChart', ...reportChart({ title: 'New Chart' }) },
        ...NO_ERRORS,
      },
    }));
    renderCharts([], [created.mock]);
    expect(screen.getByText('NO CHARTS ON THIS REPORT')).toBeVisible();
    expect(
      screen.getByText('Add a new chart, select the data fields and chart options.'),
    ).toBeVisible();
    const builder = screen.getByRole('complementary', { name: 'Chart builder' });
    // The builder's lists take their turn after the charts in view.
    expect(await within(builder).findByText('X-Axis Data Fields (CATEGORY)')).toBeVisible();
    expect(within(builder).getByText('Y-Axis Data Fields (SERIES)')).toBeVisible();
    expect(within(builder).getByRole('radio', { name: 'Athlete Name' })).toBeChecked();
    expect(
      await within(builder).findByRole('checkbox', { name: 'Total Distance (m)' }),
    ).toBeChecked();
    const types = within(builder).getByRole('group', { name: 'Chart Type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Column',
      'Stacked Column',
      'Bar',
      'Stacked Bar',
      'Line',
      'Radar Line',
      'Custom Combo',
    ]);

    const user = userEvent.setup();
    await user.click(within(builder).getByRole('radio', { name: 'Start Date' }));
    await user.click(within(builder).getByRole('checkbox', { name: 'Max Speed (km/h)' }));
    await user.click(within(types).getByRole('button', { name: 'Line' }));
    await user.click(screen.getByRole('button', { name: 'ADD A NEW CHART' }));
    expect(await screen.findByText('Chart created successfully')).toBeVisible();

    const { attributes } = created.sent.mock.calls[0]![0] as {
      attributes: { chartConfig: Record<string, unknown>; [key: string]: unknown };
    };
    expect(attributes).toMatchObject({
      flexibleReportId: 'report-1',
      title: 'New Chart',
      sortConfig: [{ col_id: 'start_date', sort: 'asc' }],
      filters: {},
      displayDataLabels: false,
    });
    expect(attributes.chartConfig).toMatchObject({
      chart_type: 'line',
      agg_func: 'avgByAthlete',
      cell_range: { columns: ['start_date', 'total_distance_m', 'max_speed_kph'] },
    });
  });

  const refusedChart = () =>
    answering(CreateFlexibleReportChartMutation, () => ({
      createFlexibleReportChart: {
        __typename: 'FlexibleReportChartPayload',
        reportChart: null,
        errors: [
          {
            __typename: 'MutationError',
            path: [],
            fullMessages: ['A report holds at most 30 charts.'],
          },
        ],
      },
    }));

  it("labels the button 'Adding Chart...' and disables it while the chart is created", async () => {
    // The answer never comes: the state is looked at while it lasts, on however slow a machine.
    renderCharts([], [{ ...refusedChart().mock, delay: Infinity }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add A New Chart' }));
    expect(await screen.findByRole('button', { name: 'Adding Chart...' })).toBeDisabled();
  });

  it('shows a refusal beside the builder and offers the button again', async () => {
    renderCharts([], [refusedChart().mock]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add A New Chart' }));
    expect(await screen.findByText('A report holds at most 30 charts.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add A New Chart' })).toBeEnabled();
  });
});

describe('a chart card', () => {
  it('is an article named by its title, drawn from the dataset, with its table in the chart area', async () => {
    renderCharts([reportChart()]);
    const card = screen.getByRole('article', { name: 'Distance by athlete' });
    expect(
      within(card).getByText('Column · Sum of Total Distance (m) by Athlete Name'),
    ).toBeVisible();
    expect(
      within(card).getByRole('img', { name: 'Distance by athlete chart' }),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit chart' }));
    expect(screen.queryByRole('complementary', { name: 'Chart builder' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View as table' }));
    const table = within(card).getByRole('table', { name: 'Distance by athlete data' });
    // Whole Session rows only (no segment filter): Ann 5000 + 9000, Bob 4000 + 8000.
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Athlete NameTotal Distance (m)', 'Ann14,000', 'Bob12,000']);
  });

  it('shows values and names in the person’s units', async () => {
    renderElement(
      <ReportCharts
        report={CHARTS_REPORT}
        charts={[reportChart()]}
        dataset={reportDataset()}
        locale="en-US"
      />,
      { mocks: [unitSystemMock('imperial')] },
    );
    const card = screen.getByRole('article', { name: 'Distance by athlete' });
    expect(
      await within(card).findByText('Column · Sum of Total Distance (yd) by Athlete Name'),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit chart' }));
    await user.click(within(card).getByRole('button', { name: 'View as table' }));
    // 14,000 m = 15,310.6 yd; 12,000 m = 13,123.4 yd.
    expect(within(card).getByRole('row', { name: /Ann/ })).toHaveTextContent('Ann15,311');
    expect(within(card).getByRole('row', { name: /Bob/ })).toHaveTextContent('Bob13,123');
  });

  it('counts a filter of every option as unchanged, and warns of double counting with segments', async () => {
    renderCharts([reportChart()]);
    const card = screen.getByRole('article', { name: 'Distance by athlete' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit chart' }));
    const bar = within(card).getByRole('group', { name: 'Chart filters' });
    expect(
      within(bar).getByRole('button', { name: /Athletes All Selected \(2 In Chart\)/ }),
    ).toBeVisible();
    expect(
      within(bar).getByRole('button', { name: /Segments 1 Selected \(1 In Chart\)/ }),
    ).toBeVisible();
    expect(within(bar).queryByLabelText('Time Frame')).not.toBeInTheDocument();

    // Every athlete, chosen one by one: the same as no filter.
    await user.click(within(bar).getByRole('button', { name: /Athletes/ }));
    const athletes = screen.getByRole('dialog', { name: 'Athletes' });
    await user.click(within(athletes).getByRole('checkbox', { name: 'Bob' }));
    expect(within(card).getByText('You have unsaved changes')).toBeVisible();
    await user.click(within(athletes).getByRole('checkbox', { name: 'Bob' }));
    expect(within(card).queryByText('You have unsaved changes')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(bar).getByRole('button', { name: /Segments/ }));
    const segments = screen.getByRole('dialog', { name: 'Segments' });
    await user.click(within(segments).getByRole('checkbox', { name: 'Select All' }));
    expect(
      within(card).getByText(
        'Viewing "Whole Session" alongside segments will double-count metrics unless the X-axis is set to "Segment Name".',
      ),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(
      within(bar).getByRole('button', { name: /Segments All Selected \(2 In Chart\)/ }),
    ).toBeVisible();
  });

  it('greys options the other filters exclude, and says NO DATA when nothing is left', async () => {
    renderCharts([
      reportChart({ filters: { session_type: { filterType: 'set', values: ['Match'] } } }),
    ]);
    const card = screen.getByRole('article', { name: 'Distance by athlete' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit chart' }));
    await user.click(within(card).getByRole('button', { name: /Session Date/ }));
    const dates = screen.getByRole('dialog', { name: 'Session Date' });
    expect(
      within(dates).getByRole('checkbox', { name: '03/02/2026 (excluded by other filters)' }),
    ).toBeChecked();
    expect(within(dates).getByRole('checkbox', { name: '03/07/2026' })).toBeChecked();
    await user.click(within(dates).getByRole('checkbox', { name: '03/07/2026' }));
    expect(within(card).getByText('NO DATA')).toBeVisible();
  });

  it('offers Time Frame for a date X column: weekly buckets start on Monday', async () => {
    renderCharts([
      reportChart({
        chartConfig: chartConfig({
          cell_range: { ...chartConfig().cell_range, columns: ['start_date', 'total_distance_m'] },
        }),
        sortConfig: [{ col_id: 'start_date', sort: 'asc' }],
      }),
    ]);
    const card = screen.getByRole('article', { name: 'Distance by athlete' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit chart' }));
    await user.click(within(card).getByRole('button', { name: 'View as table' }));
    const rows = () =>
      within(card)
        .getAllByRole('row')
        .map((row) => row.textContent);
    // Whole Session rows: Monday 5000 + 4000, Saturday 9000 + 8000 (MM/DD/YYYY, the report's format).
    expect(rows()).toEqual(['Start DateTotal Distance (m)', '03/02/20269,000', '03/07/202617,000']);
    await user.click(within(card).getByRole('combobox', { name: 'Time Frame' }));
    await user.click(screen.getByRole('option', { name: 'Weekly' }));
    expect(rows()).toEqual(['Start DateTotal Distance (m)', '03/02/202626,000']);
    expect(within(card).getByText('You have unsaved changes')).toBeVisible();
  });

  it('shows a derived series by its name and adds the squad-average line from Analysis', async () => {
    renderCharts([reportChart()]);
    const card = screen.getByRole('article', { name: 'Distance by athlete' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit chart' }));
    await user.click(within(card).getByRole('button', { name: 'Analysis' }));
    const analysis = screen.getByRole('dialog', { name: 'Analysis' });
    await user.click(within(analysis).getByRole('switch', { name: 'Squad average line' }));
    await user.click(within(analysis).getByRole('radio', { name: 'Percent of own best' }));
    await user.keyboard('{Escape}');
    expect(within(card).getByText('You have unsaved changes')).toBeVisible();
    expect(
      within(card).getByText('Column · Sum of Total Distance (% of own best) by Athlete Name'),
    ).toBeVisible();
  });

  it('offers the advanced options only for Custom Combo, with the tooltip', async () => {
    renderCharts([reportChart()]);
    const card = screen.getByRole('article', { name: 'Distance by athlete' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit chart' }));
    const options = within(card).getByRole('button', { name: 'Options' });
    expect(options).toBeDisabled();
    await user.hover(options.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(ADVANCED_OPTIONS_TOOLTIP);
    await user.click(within(card).getByRole('button', { name: 'Custom Combo' }));
    expect(within(card).getByRole('button', { name: 'Options' })).toBeEnabled();
  });
});
