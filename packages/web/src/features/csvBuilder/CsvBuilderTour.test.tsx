import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_GRID_CONFIG } from '@touchline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import type { LoadedDataset } from './csvBuilderTypes';
import type { DatasetGridProps } from './grid/DatasetGrid';
import {
  availableDatasetsMock,
  CLUB_ID,
  fetchDatasetMock,
  serveBuilderTables,
  listedDataset,
} from './testing/csvBuilderMocks';
import { renderBuilder } from './testing/renderBuilder';

// The grid and the charts are their own parts (tested there): here, what the tour hands them.
vi.mock('./grid/DatasetGrid', () => ({
  DatasetGrid: ({ dataset, layout, onLayoutChange }: DatasetGridProps) => (
    <>
      <p>
        Grid of {dataset.title}: {dataset.table.columns[0]?.rows.length} rows
        {dataset.demo && ', demo'}
      </p>
      <p>Grouped by {(layout ?? dataset.gridConfig)?.grouping.join(', ')}</p>
      <button
        onClick={() =>
          onLayoutChange?.(dataset.id, { ...EMPTY_GRID_CONFIG, grouping: ['session_date'] })
        }
      >
        Group by date
      </button>
    </>
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

beforeEach(() => {
  setCurrentClubId(CLUB_ID);
  serveBuilderTables();
});
afterEach(() => vi.unstubAllGlobals());

/** The person's own state: Dataset 1 loaded, the filter hidden. */
async function loadDatasetAndHideFilter() {
  const user = userEvent.setup();
  renderBuilder([
    availableDatasetsMock([listedDataset(1)], Number.POSITIVE_INFINITY),
    fetchDatasetMock(1, { ...EMPTY_GRID_CONFIG, grouping: ['athlete_name'] }),
  ]);
  const list = await screen.findByRole('table', { name: 'Datasets' });
  await user.click(within(list).getByRole('button', { name: 'Load' }));
  await screen.findByText('Grid of Dataset 1: 2 rows');
  await user.click(screen.getByRole('button', { name: 'Hide Dataset Filter' }));
  expect(screen.queryByRole('region', { name: 'Dataset Filter' })).toBeNull();
  return user;
}

const popoverTitle = async (title: string) =>
  waitFor(() => expect(document.querySelector('.driver-popover-title')).toHaveTextContent(title));

const next = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  await user.click(await screen.findByRole('button', { name: /Next|Done/ }));
  await popoverTitle(title);
};

function expectOwnStateBack(grouping = 'athlete_name') {
  expect(screen.getByText('Grid of Dataset 1: 2 rows')).toBeVisible();
  expect(screen.getByText(`Grouped by ${grouping}`)).toBeVisible();
  expect(screen.getByText('Charts of Dataset 1')).toBeVisible();
  expect(screen.queryByText(/demo/)).toBeNull();
  expect(screen.queryByRole('region', { name: 'Dataset Filter' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Show Dataset Filter' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Take a tour' })).toBeVisible();
  expect(document.querySelector('.driver-popover')).toBeNull();
}

// Each step of the tour animates for 400 ms.
describe('the CSV Builder tour', () => {
  it('shows the filter, the demo dataset at step 4 and a demo chart at step 5; Stop tour gives back what the person had', async () => {
    const user = await loadDatasetAndHideFilter();
    // The layout the person changed since loading is the one they get back.
    await user.click(screen.getByRole('button', { name: 'Group by date' }));
    await user.click(screen.getByRole('button', { name: 'Take a tour' }));
    expect(screen.getByRole('button', { name: 'Stop tour' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Dataset Filter' })).toBeVisible();
    await popoverTitle('Dataset filter');
    expect(document.querySelector('.driver-popover-progress-text')).toHaveTextContent('1 of 5');

    await next(user, 'Create a dataset');
    await next(user, 'Load a dataset');
    expect(screen.getByText('Grid of Dataset 1: 2 rows')).toBeVisible();
    await next(user, 'Slice it in the table');
    expect(screen.getByText('Grid of Demo: Session Data: 40 rows, demo')).toBeVisible();
    const details = screen.getByRole('region', { name: 'Dataset Details' });
    expect(details).toHaveTextContent('Demo: Session Data');
    expect(within(details).getByRole('button', { name: 'Duplicate dataset' })).toBeDisabled();
    expect(screen.getByText('Charts of Demo: Session Data')).toBeVisible();

    await next(user, 'Chart it');
    expect(screen.getByText('Charts of Demo: Session Data with the demo chart')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Stop tour' }));
    expectOwnStateBack('session_date');
  });

  it('gives back what the person had after the last step too', async () => {
    const user = await loadDatasetAndHideFilter();
    await user.click(screen.getByRole('button', { name: 'Take a tour' }));
    await popoverTitle('Dataset filter');
    for (const title of [
      'Create a dataset',
      'Load a dataset',
      'Slice it in the table',
      'Chart it',
    ]) {
      await next(user, title);
    }
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take a tour' })).toBeVisible());
    expectOwnStateBack();
  });

  it('gives back what the person had when closed with Escape', async () => {
    const user = await loadDatasetAndHideFilter();
    await user.click(screen.getByRole('button', { name: 'Take a tour' }));
    await popoverTitle('Dataset filter');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take a tour' })).toBeVisible());
    expectOwnStateBack();
  });
});
