import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderElement } from '../../testing/renderApp';
import { DATASET_STATUS_TEXTS } from './DatasetStatusNotice';
import { UpdateFlexibleReportMutation } from './reportDataMutations';
import { ReportPage } from './ReportPage';
import { REPORT_DATA_ERRORS } from './useSaveReportData';
import {
  CLUB_ID,
  currentReportMock,
  DATASET_ID,
  datasetMock,
  reportPermissionMock,
  serveReportTable,
} from './testing/reportMocks';

// The charts are their own part (and tested there): here, what the page hands them.
vi.mock('./charts/ReportCharts', () => ({
  ReportCharts: ({ charts, dataset }: { charts: unknown[]; dataset: { rowCount: number } }) => (
    <p>
      Charts ready: {charts.length} charts of {dataset.rowCount} rows
    </p>
  ),
}));

function renderReport(mocks: MockLink.MockedResponse[], { staff = true } = {}) {
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    subscriptions,
    new MockLink([...mocks, reportPermissionMock(staff)], { defaultOptions: { delay: 0 } }),
  );
  const rendered = renderElement(<ReportPage reportId="r1" />, {
    link,
    path: '/flexible_reporting/r1',
  });
  return {
    ...rendered,
    datasetUpdated: (status: string) =>
      act(async () => {
        subscriptions.simulateResult({
          result: {
            data: {
              datasetUpdatedEvent: { __typename: 'DatasetUpdatedEvent', id: DATASET_ID, status },
            },
          },
        });
        await Promise.resolve();
      }),
    subscriptionFails: (message: string) =>
      act(async () => {
        subscriptions.simulateResult({ error: new Error(message) });
        await Promise.resolve();
      }),
  };
}

beforeEach(() => {
  setCurrentClubId(CLUB_ID);
  serveReportTable();
});
afterEach(() => vi.unstubAllGlobals());

describe('the report page', () => {
  it('shows the generating text until the dataset is Completed, then refetches and shows the charts', async () => {
    const page = renderReport([
      currentReportMock('Generating'),
      datasetMock('Generating'),
      currentReportMock('Completed'),
      datasetMock('Completed'),
    ]);
    expect(await screen.findByText(DATASET_STATUS_TEXTS.generating)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading report data' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Week 47' })).toBeVisible();

    await page.datasetUpdated('Generating');
    expect(screen.getByText(DATASET_STATUS_TEXTS.generating)).toBeVisible();
    await page.datasetUpdated('Completed');
    expect(await screen.findByText('Charts ready: 0 charts of 2 rows')).toBeVisible();
    expect(screen.queryByText(DATASET_STATUS_TEXTS.generating)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeEnabled();
  });

  it('says when the dataset failed', async () => {
    const page = renderReport([currentReportMock('Generating'), datasetMock('Generating')]);
    await screen.findByText(DATASET_STATUS_TEXTS.generating);
    await page.datasetUpdated('Failed');
    expect(await screen.findByText(DATASET_STATUS_TEXTS.failed)).toBeVisible();
    expect(screen.queryByText(DATASET_STATUS_TEXTS.generating)).not.toBeInTheDocument();
  });

  it("shows a subscription's error as is", async () => {
    const page = renderReport([currentReportMock('Generating'), datasetMock('Generating')]);
    await screen.findByText(DATASET_STATUS_TEXTS.generating);
    await page.subscriptionFails('The live connection was closed');
    expect(await screen.findByText('The live connection was closed')).toBeVisible();
  });

  it("shows the server's message for a report it does not answer", async () => {
    renderReport([
      {
        request: currentReportMock('Completed').request,
        result: { data: { flexibleReport: null }, errors: [{ message: 'Report not found' }] },
      },
    ]);
    expect(await screen.findByText('Report not found')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Update Report Data' })).not.toBeInTheDocument();
  });

  it('keeps Update Report Data disabled and outlined until the name or a date changes', async () => {
    const user = userEvent.setup();
    renderReport([currentReportMock('Completed'), datasetMock('Completed')]);
    const panel = await screen.findByRole('region', { name: 'Update Report Data' });
    const button = within(panel).getByRole('button', { name: 'Update Report Data' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('MuiButton-outlined');
    expect(within(panel).getByRole('textbox', { name: 'Start Date' })).toHaveValue('11/16/2026');

    const name = within(panel).getByRole('textbox', { name: 'Report Name' });
    await user.type(name, '!');
    expect(button).toBeEnabled();
    expect(button).toHaveClass('MuiButton-containedSuccess');
    await user.type(name, '{Backspace}');
    expect(button).toBeDisabled();

    // The date format alone is not a change (docs/product/reporting.md §4), but it re-reads the dates.
    await user.click(within(panel).getByRole('combobox', { name: 'Date Format' }));
    await user.click(screen.getByRole('option', { name: 'DD/MM/YYYY' }));
    expect(within(panel).getByRole('textbox', { name: 'Start Date' })).toHaveValue('16/11/2026');
    expect(button).toBeDisabled();
  });

  it('updates the dates; a failure is the update toast', async () => {
    const user = userEvent.setup();
    const update = {
      request: {
        query: UpdateFlexibleReportMutation,
        variables: {
          id: 'r1',
          attributes: {
            title: 'Week 47',
            startDate: '2026-11-15',
            endDate: '2026-11-22',
            dateFormat: 'MM/DD/YYYY',
          },
        },
      },
      error: new Error('Failed to fetch'),
    };
    renderReport([currentReportMock('Completed'), datasetMock('Completed'), update]);
    const panel = await screen.findByRole('region', { name: 'Update Report Data' });
    const start = within(panel).getByRole('textbox', { name: 'Start Date' });
    // A whole date at once, as a paste: the field's sections take it in one change.
    fireEvent.change(start, { target: { value: '11/15/2026' } });
    await waitFor(() => expect(start).toHaveValue('11/15/2026'));
    await user.click(within(panel).getByRole('button', { name: 'Update Report Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_DATA_ERRORS.update);
  });

  it('regenerates after new dates: the generating text until the new table is Completed', async () => {
    const attributes = {
      title: 'Week 47',
      startDate: '2026-11-16',
      endDate: '2026-11-23',
      dateFormat: 'MM/DD/YYYY',
    };
    const generating = currentReportMock('Generating');
    const update = {
      request: { query: UpdateFlexibleReportMutation, variables: { id: 'r1', attributes } },
      result: {
        data: {
          updateFlexibleReport: {
            __typename: 'FlexibleReportPayload',
            report: {
              ...(generating.result as { data: { flexibleReport: object } }).data.flexibleReport,
              endDate: '2026-11-23',
              updatedAt: '2026-11-24T11:00:00.000Z',
            },
            errors: [],
          },
        },
      },
    };
    const page = renderReport([
      currentReportMock('Completed'),
      datasetMock('Completed'),
      update,
      generating,
      datasetMock('Generating'),
      currentReportMock('Completed'),
      datasetMock('Completed'),
    ]);
    expect(await screen.findByText('Charts ready: 0 charts of 2 rows')).toBeVisible();
    await page.datasetUpdated('Completed');
    const end = screen.getByRole('textbox', { name: 'End Date' });
    fireEvent.change(end, { target: { value: '11/23/2026' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Report Data' }));
    expect(await screen.findByText(DATASET_STATUS_TEXTS.generating)).toBeVisible();
    expect(screen.queryByText('Charts ready: 0 charts of 2 rows')).not.toBeInTheDocument();
    await page.datasetUpdated('Completed');
    expect(await screen.findByText('Charts ready: 0 charts of 2 rows')).toBeVisible();
  });

  it('shows athletes the report data without a way to change or download it', async () => {
    renderReport([currentReportMock('Completed'), datasetMock('Completed')], { staff: false });
    const panel = await screen.findByRole('region', { name: 'Update Report Data' });
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Report Name' })).toBeDisabled(),
    );
    expect(within(panel).getByRole('textbox', { name: 'Start Date' })).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: 'Update Report Data' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Download Report' })).toBeNull();
  });
});
