import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unitSystemMock } from '../../../testing/fixtures';
import { renderElement } from '../../../testing/renderApp';
import type { GridView } from '../csvBuilderTypes';
import { DatasetGrid } from './DatasetGrid';
import { gridDataset } from './testing/gridTable';

// jsdom lays nothing out: the grid's scroller gets a size, so its rows are drawn.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

function renderGrid(unitSystem: 'metric' | 'imperial' = 'metric') {
  const views: GridView[] = [];
  const onViewChange = vi.fn((view: GridView) => views.push(view));
  // The demo dataset is never saved: these tests are about what the grid shows.
  renderElement(<DatasetGrid dataset={gridDataset({ demo: true })} onViewChange={onViewChange} />, {
    mocks: [unitSystemMock(unitSystem)],
  });
  return { views, onViewChange };
}

const status = () => screen.getByRole('status', { name: 'Table status' });
const grid = () => screen.getByRole('grid', { name: 'Dataset table' });

async function chooseFromColumnMenu(columnName: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: `${columnName} column menu` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

// A busy machine runs these interactions slowly.
describe('DatasetGrid', () => {
  it('shows every row in the person units, missing values as -, and the counts', async () => {
    const { views } = renderGrid('imperial');
    expect(
      await screen.findByRole('columnheader', { name: /Total Distance \(yd\)/ }),
    ).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: /Athlete Id/ })).toBeNull();
    expect(grid()).toHaveAttribute('aria-rowcount', '6');
    const rows = within(grid()).getAllByRole('row').slice(1);
    expect(
      within(rows[2]!)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ben', 'Forward', 'Training', '16/11/2026', 'Blues, Reds', '5,000', '17.4']);
    expect(within(rows[5]!).getAllByRole('gridcell')[1]).toHaveTextContent('-');
    expect(within(status()).getByText('Rows: 6')).toBeVisible();
    expect(within(status()).getByText('Filtered: 6')).toBeVisible();
    expect(views.at(-1)?.visibleColumnIds).not.toContain('athlete_id');
  });

  it('groups by two columns through the column menus, with counts and aggregates', async () => {
    const { views } = renderGrid();
    await chooseFromColumnMenu('Position', 'Group by Position');
    await chooseFromColumnMenu('Session Type', 'Group by Session Type');
    const panel = screen.getByRole('region', { name: 'Row groups' });
    expect(within(panel).getByRole('button', { name: 'Remove Position grouping' })).toBeVisible();
    expect(
      within(panel).getByRole('button', { name: 'Remove Session Type grouping' }),
    ).toBeVisible();
    expect(grid()).toHaveAttribute('aria-rowcount', '3');
    const defender = screen.getByText('Defender (3)').closest('[role="row"]') as HTMLElement;
    // Total Distance sums 914.4 + 1828.8 + 2743.2; Max Speed takes the fastest.
    expect(within(defender).getByText('5,486.4')).toBeVisible();
    expect(within(defender).getByText('32')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Expand Defender' }));
    await userEvent.click(screen.getByRole('button', { name: 'Expand Training' }));
    expect(grid()).toHaveAttribute('aria-rowcount', '7');
    expect(screen.getByText('Match (1)')).toBeVisible();
    expect(screen.getByText('Training (2)')).toBeVisible();
    expect(screen.getByText('Cai')).toBeVisible();
    expect(views.at(-1)?.grouping).toEqual(['athlete_position', 'session_type']);

    await chooseFromColumnMenu('Total Distance (m)', 'Average');
    expect(within(defender).getByText('1,828.8')).toBeVisible();
    expect(views.at(-1)?.aggregations['total_distance_m']).toBe('avg');
  });

  it('filters, then sums up a selected column and a range of cells', async () => {
    renderGrid();
    await userEvent.type(await screen.findByLabelText('Minimum Total Distance (m)'), '2000');
    expect(within(status()).getByText('Filtered: 3')).toBeVisible();
    expect(grid()).toHaveAttribute('aria-rowcount', '3');

    await chooseFromColumnMenu('Total Distance (m)', 'Select column');
    // 4572 + 2743.2 + 3657.6, over 3 rows.
    expect(within(status()).getByText('Sum: 10,972.8')).toBeVisible();
    expect(within(status()).getByText('Average: 3,657.6')).toBeVisible();

    const speeds = within(grid())
      .getAllByRole('gridcell')
      .filter((cell) => cell.dataset['column'] === 'max_speed_kph');
    const user = userEvent.setup();
    await user.click(speeds[0]!);
    await user.keyboard('{Shift>}');
    await user.click(speeds[2]!);
    await user.keyboard('{/Shift}');
    // 28 and 31 (the third row has no speed).
    expect(within(status()).getByText('Sum: 59')).toBeVisible();
    expect(within(status()).getByText('Average: 29.5')).toBeVisible();

    // A maximum under the minimum changes nothing until the minimum goes.
    await userEvent.type(screen.getByLabelText('Maximum Total Distance (m)'), '100');
    expect(within(status()).getByText('Filtered: 3')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Minimum Total Distance (m)'));
    expect(within(status()).getByText('Filtered: 0')).toBeVisible();
    expect(screen.getByText('No rows match the filters.')).toBeVisible();
  });

  it('hides a column from its menu and shows it again from Columns', async () => {
    const { views } = renderGrid();
    await chooseFromColumnMenu('Groups', 'Hide column');
    expect(screen.queryByRole('columnheader', { name: /^Groups/ })).toBeNull();
    expect(views.at(-1)?.visibleColumnIds).not.toContain('athlete_groups');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Groups' }));
    await waitFor(() => expect(views.at(-1)?.visibleColumnIds).toContain('athlete_groups'));
  });

  it('groups by a header dragged into the grouping panel, and moves a header dropped on another', async () => {
    const { views } = renderGrid();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    const header = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const panel = screen.getByRole('region', { name: 'Row groups' });
    fireEvent.dragStart(await screen.findByRole('columnheader', { name: /^Session Type/ }), {
      dataTransfer,
    });
    fireEvent.dragOver(panel, { dataTransfer });
    fireEvent.drop(panel, { dataTransfer });
    expect(
      await within(panel).findByRole('button', { name: 'Remove Session Type grouping' }),
    ).toBeVisible();
    expect(screen.getByText('Training (4)')).toBeVisible();
    expect(screen.getByText('Match (2)')).toBeVisible();

    data.clear();
    fireEvent.dragStart(header('Max Speed'), { dataTransfer });
    fireEvent.drop(header('Athlete Name'), { dataTransfer });
    await waitFor(() =>
      expect(views.at(-1)?.visibleColumnIds.slice(0, 2)).toEqual(['max_speed_kph', 'athlete_name']),
    );
  });
});
