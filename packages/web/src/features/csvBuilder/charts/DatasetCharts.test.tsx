import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage/localStore';
import { renderElement } from '../../../testing/renderApp';
import { stubChartLayout } from '../../../testing/stubChartLayout';
import type { GridView } from '../csvBuilderTypes';
import { DatasetCharts } from './DatasetCharts';
import { chartDataset, chartView } from './testing/chartDataset';

// Each chart is drawn in jsdom; this two-core machine is shared.
vi.setConfig({ testTimeout: 20_000 });

stubChartLayout();
beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

const dataset = chartDataset();
// Cat's row filtered out; the metrics shown are distance and sprints.
const view = chartView({
  rowIndices: [4, 0, 2, 1, 3],
  visibleColumnIds: [
    'athlete_name',
    'segment_name',
    'start_date',
    'total_distance_m',
    'sprint_events',
  ],
});
const TITLE = 'Total Distance and Sprint Events by Athlete Name';

/** The charts as the page renders them, with the tour's switch. */
function Harness({ initialView = view }: { initialView?: GridView | null }) {
  const [demo, setDemo] = useState(false);
  return (
    <>
      <button onClick={() => setDemo(!demo)}>Toggle demo</button>
      <DatasetCharts dataset={dataset} view={initialView} demoChart={demo} />
    </>
  );
}

const charts = () => screen.getByRole('region', { name: 'Charts' });
/** The titles saved for the dataset. */
function savedTitles(): string[] | undefined {
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.csvBuilderCharts) ?? '{}') as {
    datasets?: Record<string, { title: string }[]>;
  };
  return stored.datasets?.[dataset.id]?.map(({ title }) => title);
}

describe('the CSV Builder charts', () => {
  it('shows the placeholder, and builds a chart of the view until it is destroyed', async () => {
    const user = userEvent.setup();
    renderElement(<Harness />);
    expect(within(charts()).getByText('Chart will be displayed here.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'DOWNLOAD PDF' })).toBeDisabled();
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Athlete Name',
    );
    expect(screen.getByRole('combobox', { name: 'Series' })).toHaveTextContent(
      'Total Distance (m), Sprint Events',
    );
    expect(screen.getByRole('combobox', { name: 'Chart Type' })).toHaveTextContent('Column');
    expect(screen.getByRole('combobox', { name: 'Aggregation' })).toHaveTextContent('Sum');

    await user.click(screen.getByRole('combobox', { name: 'Aggregation' }));
    await user.click(screen.getByRole('option', { name: 'Maximum' }));
    await user.click(screen.getByRole('button', { name: 'Create Chart' }));
    const article = screen.getByRole('article', { name: TITLE });
    expect(within(article).getByText('Maximum of 5 rows')).toBeVisible();
    expect(screen.queryByText('Chart will be displayed here.')).toBeNull();
    expect(screen.getByRole('button', { name: 'DOWNLOAD PDF' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Create Chart' }));
    expect(screen.getByRole('article', { name: `${TITLE} (2)` })).toBeVisible();
    await user.click(within(article).getByRole('button', { name: 'Destroy Chart' }));
    expect(screen.queryByRole('article', { name: TITLE })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Destroy Chart' }));
    expect(screen.getByText('Chart will be displayed here.')).toBeVisible();
    // Nothing was saved.
    expect(localStorage.getItem(STORAGE_KEYS.csvBuilderCharts)).toBeNull();
  });

  it("saves the charts, says so for 2500 ms, and restores them with the dataset's data", async () => {
    const user = userEvent.setup();
    const first = renderElement(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Create Chart' }));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'SAVE CHARTS' }));
    expect(screen.getByText('Charts Saved')).toBeVisible();
    expect(savedTitles()).toEqual([TITLE]);
    act(() => {
      vi.advanceTimersByTime(2499);
    });
    expect(screen.getByText('Charts Saved')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Charts Saved')).toBeNull();
    vi.useRealTimers();
    first.unmount();

    renderElement(<Harness initialView={null} />);
    const restored = screen.getByRole('article', { name: TITLE });
    expect(within(restored).getByText('Sum of 5 rows')).toBeVisible();
    // No view yet: the builder waits for the grid.
    expect(screen.getByRole('button', { name: 'Create Chart' })).toBeDisabled();
  });

  it("shows the tour's demo chart in place of the person's, never saved", async () => {
    const user = userEvent.setup();
    renderElement(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Create Chart' }));
    await user.click(screen.getByRole('button', { name: 'Toggle demo' }));
    const demo = screen.getByRole('article', { name: 'Total Distance by Athlete Name' });
    expect(within(demo).getByText('Sum of 6 rows')).toBeVisible();
    expect(within(demo).queryByRole('button', { name: 'Destroy Chart' })).toBeNull();
    expect(screen.queryByRole('article', { name: TITLE })).toBeNull();
    expect(screen.getByRole('button', { name: 'SAVE CHARTS' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Chart' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Toggle demo' }));
    expect(screen.getByRole('article', { name: TITLE })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Total Distance by Athlete Name' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.csvBuilderCharts)).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(STORAGE_KEYS.csvBuilderCharts, '{"version":1,"datasets":{"dataset-1":');
    renderElement(<Harness />);
    expect(screen.getByText('Chart will be displayed here.')).toBeVisible();
  });
});
