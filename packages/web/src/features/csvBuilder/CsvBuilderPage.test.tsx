import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_GRID_CONFIG } from '@touchline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { CreateDatasetMutation } from './csvBuilderOperations';
import type { CreateDatasetMutationVariables } from '../../gql/graphql';
import type { LoadedDataset } from './csvBuilderTypes';
import { newDatasetValues } from './datasetForm';
import { DUPLICATE_DIALOG_TITLE } from './DuplicateDatasetDialog';
import {
  availableDatasetsMock,
  CLUB_ID,
  fetchDatasetMock,
  serveBuilderTables,
  listedDataset,
} from './testing/csvBuilderMocks';
import { renderBuilder } from './testing/renderBuilder';
import { holdAnswers } from '../../testing/heldAnswers';

// The grid and the charts are their own parts (tested there): here, what the page hands them.
vi.mock('./grid/DatasetGrid', () => ({
  DatasetGrid: ({ dataset, savesLayout }: { dataset: LoadedDataset; savesLayout?: boolean }) => (
    <p>
      Grid of {dataset.title}: {dataset.table.columns[0]?.rows.length} rows,{' '}
      {dataset.gridConfig ? `grouped by ${dataset.gridConfig.grouping.join()}` : 'no layout'}
      {dataset.demo && ', demo'}
      {savesLayout === false && ', layout not saved'}
    </p>
  ),
}));
vi.mock('./charts/DatasetCharts', () => ({
  DatasetCharts: ({ dataset, demoChart }: { dataset: LoadedDataset; demoChart: boolean }) => (
    <p>
      Charts of {dataset.title}
      {demoChart && ' with the demo chart'}
    </p>
  ),
}));

type Mock = MockLink.MockedResponse;

const list = () => screen.findByRole('table', { name: 'Datasets' });
const row = async (title: string) =>
  within(await list())
    .getByRole('rowheader', { name: title })
    .closest('tr')!;

beforeEach(() => {
  setCurrentClubId(CLUB_ID);
  serveBuilderTables();
});
afterEach(() => vi.unstubAllGlobals());

/** CreateDataset sent with these attributes and the request key its submit made (a UUID). */
const sentWith =
  (attributes: Record<string, unknown>) =>
  ({ attributes: { requestKey, ...sent } }: CreateDatasetMutationVariables) => {
    const sorted = (value: object) => JSON.stringify(Object.entries(value).sort());
    return /^[0-9a-f-]{36}$/.test(String(requestKey ?? '')) && sorted(sent) === sorted(attributes);
  };

describe('the CSV Builder page', () => {
  it('lists the datasets: only Completed ones load, a Failed one says why, the loaded one is Selected', async () => {
    const user = userEvent.setup();
    renderBuilder([
      availableDatasetsMock([
        listedDataset(1),
        listedDataset(2, 'Generating'),
        listedDataset(3, 'Failed'),
      ]),
      fetchDatasetMock(1),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'CSV Builder' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading datasets' })).toBeVisible();
    const rows = within(await list()).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Dataset TitleOwnerCreated OnStatus');
    expect(rows[1]).toHaveTextContent('Dataset 1Casey CoachNov 21 2026, 09:30Completed');
    expect(within(rows[1]!).getByRole('button', { name: 'Load' })).toBeEnabled();
    expect(rows[2]).toHaveTextContent('Generating');
    expect(within(rows[2]!).queryByRole('button', { name: 'Load' })).toBeNull();
    expect(rows[3]).toHaveTextContent('Failed');
    expect(rows[3]).toHaveTextContent('The data could not be generated after 3 attempts.');
    expect(within(rows[3]!).queryByRole('button', { name: 'Load' })).toBeNull();
    expect(screen.getByText(/Load a Completed dataset/)).toBeVisible();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Grid of Dataset 1: 2 rows, no layout')).toBeVisible();
    expect(within(await row('Dataset 1')).getByText('Selected')).toBeVisible();
    expect(within(await row('Dataset 1')).queryByRole('button', { name: 'Load' })).toBeNull();
  });

  it('updates a Generating dataset live and lists it again once Completed', async () => {
    const page = renderBuilder([
      availableDatasetsMock([listedDataset(2, 'Generating')]),
      availableDatasetsMock([listedDataset(2, 'Completed')]),
    ]);
    const generating = await row('Dataset 2');
    expect(generating).toHaveTextContent('Generating');
    await page.datasetUpdated('d2', 'Generating');
    expect(generating).toHaveTextContent('Generating');
    await page.datasetUpdated('d2', 'Completed');
    await waitFor(async () =>
      expect(within(await row('Dataset 2')).getByRole('button', { name: 'Load' })).toBeVisible(),
    );
    expect(await row('Dataset 2')).toHaveTextContent('Completed');
  });

  it("says when there are no datasets, and shows the server's message when the list fails", async () => {
    const { unmount } = renderBuilder([availableDatasetsMock([])]);
    expect(await screen.findByText('No datasets yet.')).toBeVisible();
    unmount();
    renderBuilder([
      {
        request: availableDatasetsMock([]).request,
        result: { data: null, errors: [{ message: 'Club not found' }] },
      },
    ]);
    expect(await screen.findByText('Club not found')).toBeVisible();
  });

  it('creates a dataset: the refusal is listed; a success lists it and clears the form', async () => {
    const user = userEvent.setup();
    const { startDate, endDate } = newDatasetValues();
    const create = (title: string, result: Mock['result']): Mock => ({
      request: {
        query: CreateDatasetMutation,
        variables: sentWith({ clubId: CLUB_ID, csvTemplateId: 't1', title, startDate, endDate }),
      },
      result,
    });
    const payload = (dataset: object | null, errors: object[]) => ({
      data: { createDataset: { __typename: 'DatasetPayload', dataset, errors } },
    });
    // The list asked for again answers late: the created dataset is listed before it.
    const lateList = holdAnswers('AvailableDatasetsQuery', { fromRequest: 2 });
    renderBuilder(
      [
        availableDatasetsMock([]),
        create(
          '',
          payload(null, [
            {
              __typename: 'MutationError',
              path: ['title'],
              fullMessages: ["Dataset Title can't be blank"],
            },
            {
              __typename: 'MutationError',
              path: ['endDate'],
              fullMessages: ['The date range can be at most one year'],
            },
          ]),
        ),
        create('November', payload(listedDataset(4, 'Generating'), [])),
        availableDatasetsMock([listedDataset(4, 'Completed')]),
      ],
      { held: lateList.link },
    );
    const form = screen.getByRole('form', { name: 'Create a dataset' });
    const title = within(form).getByRole('textbox', { name: 'Dataset Title' });
    expect(title).toHaveAttribute('placeholder', 'Session Data: start date - end date');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Template' })).toHaveTextContent(
        'Select a template',
      ),
    );
    await user.click(within(form).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Session Data' }));
    const generate = within(form).getByRole('button', { name: 'Generate' });

    await user.click(generate);
    const alert = await within(form).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Dataset Title can't be blank", 'The date range can be at most one year']);

    await user.type(title, 'November');
    await user.click(generate);
    expect(await row('Dataset 4')).toHaveTextContent('Generating');
    await lateList.release();
    await waitFor(async () => expect(await row('Dataset 4')).toHaveTextContent('Completed'));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(title).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Template' })).toHaveTextContent(
      'Select a template',
    );
  });

  it('lets athletes read and slice datasets only: nothing to create or duplicate, no layout saved', async () => {
    const user = userEvent.setup();
    renderBuilder([availableDatasetsMock([listedDataset(1)]), fetchDatasetMock(1)], {
      staff: false,
    });
    await list();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Create a dataset' })).not.toBeInTheDocument(),
    );
    await user.click(within(await row('Dataset 1')).getByRole('button', { name: 'Load' }));
    expect(await screen.findByText(/Grid of Dataset 1: .*, layout not saved/)).toBeVisible();
    const details = screen.getByRole('region', { name: 'Dataset Details' });
    expect(within(details).queryByRole('button', { name: 'Duplicate dataset' })).toBeNull();
  });

  it('loads a dataset with its saved layout; a layout that is not valid is ignored; a refusal shows as is', async () => {
    const user = userEvent.setup();
    const layout = { ...EMPTY_GRID_CONFIG, grouping: ['athlete_name'] };
    const lateDataset = holdAnswers('FetchDatasetQuery');
    renderBuilder(
      [
        availableDatasetsMock([listedDataset(1), listedDataset(2)]),
        fetchDatasetMock(1, layout),
        fetchDatasetMock(2, { version: 7 }),
        {
          request: fetchDatasetMock(1).request,
          result: { data: null, errors: [{ message: 'Dataset not found' }] },
        },
      ],
      { held: lateDataset.link },
    );
    await user.click(within(await row('Dataset 1')).getByRole('button', { name: 'Load' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading dataset' })).toBeVisible();
    await lateDataset.release();
    expect(
      await screen.findByText('Grid of Dataset 1: 2 rows, grouped by athlete_name'),
    ).toBeVisible();
    const details = screen.getByRole('region', { name: 'Dataset Details' });
    expect(details).toHaveTextContent('Dataset 1');
    expect(details).toHaveTextContent('Session Data');
    expect(details).toHaveTextContent('10/26/2026 – 11/22/2026');
    expect(details).toHaveTextContent('Rows2');
    expect(details).toHaveTextContent('Casey Coach');
    expect(screen.getByText('Charts of Dataset 1')).toBeVisible();

    await user.click(within(await row('Dataset 2')).getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Grid of Dataset 2: 2 rows, no layout')).toBeVisible();

    await user.click(within(await row('Dataset 1')).getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Dataset not found')).toBeVisible();
    expect(screen.getByText('Grid of Dataset 2: 2 rows, no layout')).toBeVisible();
  });

  it('shows the server’s message when the table is refused, keeping what was shown', async () => {
    const user = userEvent.setup();
    // Dataset 4's details are answered; its table is not served (refused as unknown).
    renderBuilder([
      availableDatasetsMock([listedDataset(2), listedDataset(4)]),
      fetchDatasetMock(2),
      fetchDatasetMock(4),
    ]);
    await user.click(within(await row('Dataset 2')).getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Grid of Dataset 2: 2 rows, no layout')).toBeVisible();
    await user.click(within(await row('Dataset 4')).getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Dataset not found')).toBeVisible();
    expect(screen.getByText('Grid of Dataset 2: 2 rows, no layout')).toBeVisible();
  });

  it('duplicates the loaded dataset: Generate waits for both dates, then sends the template and layout', async () => {
    const user = userEvent.setup();
    const layout = { ...EMPTY_GRID_CONFIG, grouping: ['athlete_name'] };
    // Generate is seen disabled while the create is sent.
    const lateCreate = holdAnswers('CreateDataset');
    renderBuilder(
      [
        availableDatasetsMock([listedDataset(1)]),
        fetchDatasetMock(1, layout),
        {
          request: {
            query: CreateDatasetMutation,
            variables: sentWith({
              clubId: CLUB_ID,
              csvTemplateId: 't1',
              title: 'Dataset 1',
              startDate: '2026-10-26',
              endDate: '2026-11-29',
              gridConfig: layout,
            }),
          },
          result: {
            data: {
              createDataset: {
                __typename: 'DatasetPayload',
                dataset: listedDataset(5, 'Generating'),
                errors: [],
              },
            },
          },
        },
        availableDatasetsMock([listedDataset(5, 'Generating'), listedDataset(1)]),
      ],
      { held: lateCreate.link },
    );
    await user.click(within(await row('Dataset 1')).getByRole('button', { name: 'Load' }));
    await user.click(await screen.findByRole('button', { name: 'Duplicate dataset' }));
    const dialog = screen.getByRole('dialog', { name: DUPLICATE_DIALOG_TITLE });
    expect(within(dialog).getByRole('textbox', { name: 'Dataset Title' })).toHaveValue('Dataset 1');
    const generate = within(dialog).getByRole('button', { name: 'Generate' });
    expect(generate).toBeEnabled();

    const end = within(dialog).getByRole('textbox', { name: 'End Date' });
    fireEvent.change(end, { target: { value: '' } });
    await waitFor(() => expect(generate).toBeDisabled());
    fireEvent.change(end, { target: { value: '11/29/2026' } });
    await waitFor(() => expect(generate).toBeEnabled());

    await user.click(generate);
    expect(generate).toBeDisabled();
    await lateCreate.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await row('Dataset 5')).toHaveTextContent('Generating');
  });
});
