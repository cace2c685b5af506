import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, screen } from '@testing-library/react';
import { EMPTY_GRID_CONFIG, type GridConfig } from '@touchline/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/ui/SnackbarProvider';
import { createCache, DEFAULT_OPTIONS } from '../../../lib/apollo/createApolloClient';
import { UpdateDatasetMutation } from '../csvBuilderOperations';
import type { LoadedDataset } from '../csvBuilderTypes';
import { gridDataset } from './testing/gridTable';
import { useGridAutosave } from './useGridAutosave';

type Answer = { data?: unknown; errors?: { message: string }[] };
const saved = (variables: { id: string; attributes: { gridConfig: GridConfig } }): Answer => ({
  data: {
    updateDataset: {
      __typename: 'DatasetPayload',
      dataset: {
        __typename: 'Dataset',
        id: variables.id,
        gridConfig: variables.attributes.gridConfig,
      },
      errors: [],
    },
  },
});

function renderAutosave(dataset: LoadedDataset, answer = saved, saves = true) {
  const result = vi.fn(answer);
  const mocks = [
    {
      request: { query: UpdateDatasetMutation, variables: () => true },
      result,
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider
      mocks={mocks}
      cache={createCache()}
      defaultOptions={DEFAULT_OPTIONS}
      mockLinkDefaultOptions={{ delay: 0 }}
    >
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  const hook = renderHook(({ config }) => useGridAutosave(dataset, config, saves), {
    wrapper,
    initialProps: { config: EMPTY_GRID_CONFIG },
  });
  return {
    result,
    change: (config: GridConfig) => hook.rerender({ config }),
    unmount: hook.unmount,
  };
}

const grouped = (...grouping: string[]): GridConfig => ({ ...EMPTY_GRID_CONFIG, grouping });

afterEach(() => vi.useRealTimers());

describe('useGridAutosave', () => {
  it('saves the layout 500 ms after the last change, not the one loaded', async () => {
    vi.useFakeTimers();
    const { result, change } = renderAutosave(gridDataset());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result).not.toHaveBeenCalled();

    change(grouped('athlete_position'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    change(grouped('athlete_position', 'session_type'));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(result).not.toHaveBeenCalled();
    // The save goes at 500 ms; the mocked server answers a moment later.
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(result).toHaveBeenCalledTimes(1);
    expect(result).toHaveBeenCalledWith({
      id: 'ds1',
      attributes: { gridConfig: grouped('athlete_position', 'session_type') },
    });
  });

  it('never saves the tour demo dataset', async () => {
    vi.useFakeTimers();
    const { result, change } = renderAutosave(gridDataset({ demo: true }));
    change(grouped('athlete_position'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result).not.toHaveBeenCalled();
  });

  it("never saves for a person who may only read the club's datasets", async () => {
    vi.useFakeTimers();
    const { result, change, unmount } = renderAutosave(gridDataset(), saved, false);
    change(grouped('athlete_position'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    unmount();
    await vi.advanceTimersByTimeAsync(5);
    expect(result).not.toHaveBeenCalled();
  });

  it('saves a pending change when the grid goes away', async () => {
    vi.useFakeTimers();
    const { result, change, unmount } = renderAutosave(gridDataset());
    change(grouped('session_type'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    unmount();
    await vi.advanceTimersByTimeAsync(5);
    expect(result).toHaveBeenCalledWith({
      id: 'ds1',
      attributes: { gridConfig: grouped('session_type') },
    });
  });

  it("shows the server's refusal as an error", async () => {
    const { change } = renderAutosave(gridDataset(), () => ({
      data: {
        updateDataset: {
          __typename: 'DatasetPayload',
          dataset: null,
          errors: [
            {
              __typename: 'MutationError',
              path: ['gridConfig'],
              fullMessages: ['The grid layout is too large'],
            },
          ],
        },
      },
    }));
    change(grouped('athlete_position'));
    expect(await screen.findByText('The grid layout is too large')).toBeVisible();
  });

  it("shows the server's error message when the save fails", async () => {
    const { change } = renderAutosave(gridDataset(), () => ({
      errors: [{ message: 'You may not change this dataset.' }],
    }));
    change(grouped('athlete_position'));
    expect(await screen.findByText('You may not change this dataset.')).toBeVisible();
  });
});
