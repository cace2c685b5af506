import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderElement } from '../../testing/renderApp';
import { FlexibleReportsQuery } from './FlexibleReportsQuery';
import { storePreferredLocale } from '../../lib/reporting/preferredLocale';
import { CreateFlexibleReportMutation } from './reportDataMutations';
import { newReportValues } from './reportDataForm';
import {
  DestroyFlexibleReportsMutation,
  DuplicateFlexibleReportMutation,
} from './reportListMutations';
import { ReportsPage } from './ReportsPage';
import {
  CLUB_ID,
  listedReport,
  reportPermissionMock,
  reportsPageMock,
} from './testing/reportMocks';

type Mock = MockLink.MockedResponse;

const renderReports = (mocks: Mock[], { staff = true } = {}) =>
  renderElement(<ReportsPage />, {
    mocks: [...mocks, reportPermissionMock(staff)],
    path: '/flexible_reporting',
  });

const table = () => screen.findByRole('table', { name: 'Recent Reports' });

beforeEach(() => setCurrentClubId(CLUB_ID));

describe('the reports page', () => {
  it('shows the panel, a skeleton, then the recent reports in four columns', async () => {
    renderReports([reportsPageMock(2)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Flexible Reporting' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Create Report Data' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading reports' })).toBeVisible();
    expect(screen.getByText('Continue working on a recent report.')).toBeVisible();

    const rows = within(await table()).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Report nameStatusLast modifiedCreated by');
    expect(rows[1]).toHaveTextContent('Report 1');
    expect(rows[1]).toHaveTextContent('Completed');
    expect(rows[1]).toHaveTextContent('Casey Coach');
    expect(rows[2]).toHaveTextContent('Report 2');
    expect(within(rows[2]!).getAllByRole('cell')[2]).toHaveTextContent('-');
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it("shows Last modified in the stored locale's format", async () => {
    storePreferredLocale('en-GB');
    const report = { ...listedReport(1), updatedAt: new Date(2026, 10, 5, 9, 30).toISOString() };
    renderReports([reportsPageMock(1, 0, [report])]);
    expect(await table()).toHaveTextContent('05 Nov 2026, 09:30');
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveTextContent('en-GB');
  });

  it('has no pagination at 10 reports and pages of 10 past that', async () => {
    const user = userEvent.setup();
    const { unmount } = renderReports([reportsPageMock(10)]);
    expect(within(await table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    unmount();

    renderReports([reportsPageMock(12), reportsPageMock(12, 10)]);
    expect(within(await table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 12')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Report 12')).toBeVisible();
    expect(within(await table()).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('11–12 of 12')).toBeVisible();
  });

  it('says when there are no reports yet', async () => {
    renderReports([reportsPageMock(0)]);
    expect(
      await screen.findByText(
        'No reports yet. Create report data above to start your first report.',
      ),
    ).toBeVisible();
  });

  it("shows the server's message when the list cannot be read", async () => {
    renderReports([
      {
        request: {
          query: FlexibleReportsQuery,
          variables: { id: CLUB_ID, limit: 10, offset: 0 },
        },
        result: { errors: [{ message: 'Club not found' }], data: null },
      },
    ]);
    expect(await screen.findByText('Club not found')).toBeVisible();
  });

  it('opens a report from its row or its arrow', async () => {
    const user = userEvent.setup();
    const { router } = renderReports([reportsPageMock(2)]);
    await user.click(await screen.findByRole('button', { name: 'Open Report 2' }));
    expect(router.state.location.pathname).toBe('/flexible_reporting/r2');
  });

  it('lists the refusal of a delete above the table, and a network failure as is', async () => {
    const user = userEvent.setup();
    const destroy = (result: Mock['result'] | undefined, error?: Error): Mock => ({
      request: { query: DestroyFlexibleReportsMutation, variables: { reportIds: ['r1'] } },
      ...(error ? { error } : { result }),
    });
    // The list is asked for again after each delete, refused or not.
    renderReports([
      { ...reportsPageMock(2), maxUsageCount: 3 },
      destroy({
        data: {
          destroyFlexibleReports: {
            __typename: 'DestroyFlexibleReportsPayload',
            destroyedIds: [],
            errors: [
              {
                __typename: 'MutationError',
                path: ['reportIds'],
                fullMessages: ['Report could not be deleted', 'Try again later'],
              },
            ],
          },
        },
      }),
      destroy(undefined, new Error('Failed to fetch')),
    ]);
    const deleteReport1 = async () => {
      await user.click(await screen.findByRole('button', { name: 'Actions for Report 1' }));
      await user.click(screen.getByRole('menuitem', { name: 'Delete report' }));
    };
    await deleteReport1();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Report could not be deleted', 'Try again later']);
    await deleteReport1();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch'));
    expect(screen.getByText('Report 1')).toBeVisible();
  });

  it('deletes a report and shows the list without it', async () => {
    const user = userEvent.setup();
    renderReports([
      reportsPageMock(2),
      {
        request: { query: DestroyFlexibleReportsMutation, variables: { reportIds: ['r1'] } },
        result: {
          data: {
            destroyFlexibleReports: {
              __typename: 'DestroyFlexibleReportsPayload',
              destroyedIds: ['r1'],
              errors: [],
            },
          },
        },
      },
      reportsPageMock(1, 0, [listedReport(2)]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Report 1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete report' }));
    await waitFor(() => expect(screen.queryByText('Report 1')).not.toBeInTheDocument());
    expect(screen.getByText('Report 2')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the copy after a duplicate', async () => {
    const user = userEvent.setup();
    const { router } = renderReports([
      reportsPageMock(2),
      {
        request: {
          query: DuplicateFlexibleReportMutation,
          variables: { id: 'r2', clubId: CLUB_ID },
        },
        result: {
          data: {
            duplicateFlexibleReport: {
              __typename: 'DuplicateFlexibleReportPayload',
              id: 'r9',
              errors: [],
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Report 2' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flexible_reporting/r9'));
  });

  it('creates a report with the defaults and opens it; a refusal is a top-right toast', async () => {
    const user = userEvent.setup();
    const { title, startDate, endDate } = newReportValues();
    const create = (result: Mock['result']): Mock => ({
      request: {
        query: CreateFlexibleReportMutation,
        variables: {
          attributes: { title, startDate, endDate, dateFormat: 'MM/DD/YYYY', clubId: CLUB_ID },
        },
      },
      result,
    });
    const payload = (report: object | null, errors: object[]) => ({
      data: {
        createFlexibleReport: { __typename: 'FlexibleReportPayload', report, errors },
      },
    });
    const { router } = renderReports([
      reportsPageMock(0),
      create(
        payload(null, [
          {
            __typename: 'MutationError',
            path: ['startDate'],
            fullMessages: ['Start date is too early'],
          },
        ]),
      ),
      create(payload({ __typename: 'FlexibleReport', id: 'r5' }, [])),
    ]);
    const panel = screen.getByRole('region', { name: 'Create Report Data' });
    expect(within(panel).getByRole('textbox', { name: 'Report Name' })).toHaveValue(
      'Custom Report',
    );
    const button = within(panel).getByRole('button', { name: 'Create Report' });
    expect(button).toBeEnabled();
    expect(button).toHaveClass('MuiButton-containedSuccess');

    await user.click(button);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Start date is too early');
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    expect(router.state.location.pathname).toBe('/flexible_reporting');

    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/flexible_reporting/r5'));
  });

  it('asks for a report name before creating', async () => {
    const user = userEvent.setup();
    renderReports([reportsPageMock(0)]);
    const name = screen.getByRole('textbox', { name: 'Report Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(await screen.findByText('Report Name is required.')).toBeVisible();
    expect(name).toBeInvalid();
  });

  it('lets athletes open reports, not create, delete or duplicate them', async () => {
    renderReports([reportsPageMock(1)], { staff: false });
    expect(await screen.findByRole('button', { name: 'Open Report 1' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Create Report Data' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Actions for Report 1' })).not.toBeInTheDocument();
  });
});
