import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holdAnswers } from '../../../testing/heldAnswers';
import {
  CreateFlexibleReportChartMutation,
  DestroyFlexibleReportChartsMutation,
  UpdateFlexibleReportChartMutation,
  UpdateFlexibleReportChartPositionMutation,
} from './reportChartMutations';
import { reportChart } from './testing/reportChartFixtures';
import { stubChartLayout } from '../../../testing/stubChartLayout';
import { answering, NO_ERRORS, renderCharts } from './testing/renderReportCharts';

stubChartLayout();

describe("a chart card's actions", () => {
  it('edits: the unsaved dot, Save with "Chart saved", and Exit deselects', async () => {
    const updated = answering(UpdateFlexibleReportChartMutation, () => ({
      updateFlexibleReportChart: {
        __typename: 'FlexibleReportChartPayload',
        reportChart: { __typename: 'FlexibleReportChart', ...reportChart({ title: 'Metres' }) },
        ...NO_ERRORS,
      },
    }));
    renderCharts([reportChart()], [updated.mock]);
    const card = screen.getByRole('article', { name: 'Distance by athlete' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit chart' }));
    expect(within(card).queryByText('You have unsaved changes')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Move down' })).toBeDisabled();

    const title = within(card).getByRole('textbox', { name: 'Chart title' });
    await user.clear(title);
    await user.type(title, 'Metres');
    expect(within(card).getByText('You have unsaved changes')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chart saved')).toBeVisible();
    // The version the chart was loaded at goes with the save.
    expect(updated.sent.mock.calls[0]![0]).toMatchObject({
      id: 'chart-1',
      attributes: { title: 'Metres', lockVersion: 0 },
    });

    await user.click(within(card).getByRole('button', { name: 'Exit' }));
    expect(within(card).queryByRole('textbox', { name: 'Chart title' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Chart builder' })).toBeVisible();
  });

  it('moves one step, and ignores a second move while one is in flight', async () => {
    const moved = answering(UpdateFlexibleReportChartPositionMutation, (variables) => ({
      updateFlexibleReportChartPosition: {
        __typename: 'FlexibleReportChartPayload',
        reportChart: {
          __typename: 'FlexibleReportChart',
          id: variables['id'],
          position: variables['position'],
        },
        ...NO_ERRORS,
      },
    }));
    const second = reportChart({ id: 'chart-2', title: 'Second', position: 2 });
    const lateMove = holdAnswers('updateFlexibleReportChartPosition');
    // Answered as often as it is sent: a second move would be seen.
    renderCharts([second, reportChart()], [{ ...moved.mock, maxUsageCount: 2 }], lateMove.link);
    const cards = screen.getAllByRole('article');
    // In position order, whatever the order they came in.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Distance by athlete',
      'Second',
    ]);
    const card = screen.getByRole('article', { name: 'Second' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit chart' }));
    expect(within(card).getByRole('button', { name: 'Move down' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Move up' }));
    await user.click(within(card).getByRole('button', { name: 'Move up' }));
    await lateMove.release();
    await waitFor(() => expect(moved.sent).toHaveBeenCalledTimes(1));
    expect(moved.sent).toHaveBeenCalledWith({ id: 'chart-2', position: 1 });
  });

  it('asks before deleting; Enter confirms', async () => {
    const destroyed = answering(DestroyFlexibleReportChartsMutation, () => ({
      destroyFlexibleReportCharts: {
        __typename: 'DestroyFlexibleReportChartsPayload',
        destroyedIds: ['chart-1'],
        ...NO_ERRORS,
      },
    }));
    renderCharts([reportChart()], [destroyed.mock]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete chart' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this chart?',
    });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(destroyed.sent).toHaveBeenCalledWith({ chartIds: ['chart-1'] }));
    expect(destroyed.sent).toHaveBeenCalledTimes(1);
  });

  it('duplicates with the same attributes', async () => {
    const created = answering(CreateFlexibleReportChartMutation, () => ({
      createFlexibleReportChart: {
        __typename: 'FlexibleReportChartPayload',
        reportChart: {
          __typename: 'FlexibleReportChart',
          ...reportChart({ id: 'chart-2', position: 2 }),
        },
        ...NO_ERRORS,
      },
    }));
    renderCharts([reportChart({ displayDataLabels: true })], [created.mock]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Duplicate chart' }));
    expect(await screen.findByText('Chart created successfully')).toBeVisible();
    expect(created.sent.mock.calls[0]![0]).toMatchObject({
      attributes: {
        flexibleReportId: 'report-1',
        title: 'Distance by athlete',
        displayDataLabels: true,
        sortConfig: [{ col_id: 'athlete_name', sort: 'asc' }],
      },
    });
  });
});
