import { act, render, screen } from '@testing-library/react';
import { setPlatformAPI, type ECharts, type EChartsCoreOption } from 'echarts/core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InViewEChart } from './InViewEChart';

beforeAll(() => setPlatformAPI({ measureText: (text) => ({ width: text.length * 7 }) }));

/** An IntersectionObserver the test drives: `enter()` brings every observed element into view. */
let enter: () => void = () => {};
beforeEach(() => {
  const observed: Element[] = [];
  let notify: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  enter = () => notify(observed.map((target) => ({ isIntersecting: true, target })));
  return () => vi.unstubAllGlobals();
});

const option: EChartsCoreOption = {
  xAxis: { type: 'category', data: ['Ann', 'Bob'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [14000, 12000] }],
};

describe('InViewEChart', () => {
  it('waits out of view, draws once near it, and hands its chart over until unmounted', async () => {
    const onChart = vi.fn<(chart: ECharts | null) => void>();
    const { unmount } = render(
      <InViewEChart option={option} height={415} aria-label="Distance chart" onChart={onChart} />,
    );
    const waiting = screen.getByRole('img', { name: 'Distance chart' });
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(waiting.querySelector('svg')).toBeNull();

    act(() => enter());
    await vi.waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Distance chart' }).querySelector('svg'),
      ).not.toBeNull(),
    );
    const chart = onChart.mock.calls.at(-1)?.[0];
    expect(chart?.getDataURL()).toMatch(/^data:image\/svg\+xml/);

    unmount();
    expect(onChart).toHaveBeenLastCalledWith(null);
  });
});
