import { act, render, screen } from '@testing-library/react';
import type { EChartsCoreOption } from 'echarts/core';
import { describe, expect, it, vi } from 'vitest';
import { stubChartLayout } from '../../testing/stubChartLayout';
import { EChart } from './EChart';

stubChartLayout();

const bars: EChartsCoreOption = {
  xAxis: { type: 'category', data: ['Ada', 'Bo'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [5400, 5200] }],
};
// The app's axis labels are its own functions (units, athlete names): one of them fails.
const failingLabels: EChartsCoreOption = {
  ...bars,
  yAxis: {
    type: 'value',
    axisLabel: {
      formatter: () => {
        throw new RangeError('Invalid unit system');
      },
    },
  },
};

describe('EChart', () => {
  it('draws the option as an SVG image named by its label', () => {
    render(<EChart option={bars} height={240} aria-label="Distance per athlete" />);
    const chart = screen.getByRole('img', { name: 'Distance per athlete' });
    expect(chart.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves a notice of its own height in place of an option that fails, and draws the next one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <>
        <EChart option={failingLabels} height={240} aria-label="Speed zones" />
        <EChart option={bars} height={240} aria-label="Distance per athlete" />
      </>,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('This chart could not be shown.');
    expect(notice.parentElement).toHaveStyle({ minHeight: '240px' });
    expect(screen.getByRole('img', { name: 'Distance per athlete' })).toBeInTheDocument();

    act(() => {
      rerender(
        <>
          <EChart option={bars} height={240} aria-label="Speed zones" />
          <EChart option={bars} height={240} aria-label="Distance per athlete" />
        </>,
      );
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Speed zones' }).querySelector('svg')).not.toBeNull();
  });
});
