import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { stubChartLayout } from '../../testing/stubChartLayout';
import {
  availableDatasetsMock,
  CLUB_ID,
  fetchDatasetMock,
  listedDataset,
  serveBuilderTables,
} from './testing/csvBuilderMocks';
import { renderBuilder } from './testing/renderBuilder';

stubChartLayout();
beforeEach(() => {
  setCurrentClubId(CLUB_ID);
  serveBuilderTables();
});

// The page with the real grid and charts: what a loaded dataset and the tour put in them.
describe('the CSV Builder with its grid and charts', () => {
  it('shows a loaded dataset in the table and the charts, and the demo chart during the tour', async () => {
    const user = userEvent.setup();
    renderBuilder([
      availableDatasetsMock([listedDataset(1)], Number.POSITIVE_INFINITY),
      fetchDatasetMock(1),
    ]);
    const list = await screen.findByRole('table', { name: 'Datasets' });
    await user.click(within(list).getByRole('button', { name: 'Load' }));
    const grid = await screen.findByRole('grid', { name: 'Dataset table' });
    expect(grid).toHaveAttribute('aria-rowcount', '2');
    const charts = screen.getByRole('region', { name: 'Charts' });
    expect(within(charts).getByText('Chart will be displayed here.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Take a tour' }));
    for (let step = 1; step <= 4; step++) {
      await user.click(await screen.findByRole('button', { name: 'Next' }));
      await waitFor(() =>
        expect(document.querySelector('.driver-popover-progress-text')).toHaveTextContent(
          `${step + 1} of 5`,
        ),
      );
    }
    expect(screen.getByRole('grid', { name: 'Dataset table' })).toHaveAttribute(
      'aria-rowcount',
      '40',
    );
    expect(
      within(screen.getByRole('region', { name: 'Charts' })).getAllByRole('article'),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Stop tour' }));
    expect(screen.getByRole('grid', { name: 'Dataset table' })).toHaveAttribute(
      'aria-rowcount',
      '2',
    );
    expect(screen.getByText('Chart will be displayed here.')).toBeVisible();
  });
});
