import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BetaTag } from './BetaTag';
import { Button } from './Button';
import { FULL_SCREEN_SPINNER_Z_INDEX, FullScreenSpinner } from './FullScreenSpinner';
import { LoadMoreOnScroll } from './LoadMoreOnScroll';
import { MetricDifference } from './MetricDifference';
import { MetricValue } from './MetricValue';
import { ProgressBar } from './ProgressBar';

describe('Button', () => {
  it('is not clickable when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Export
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('clicks when enabled', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Export</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('LoadMoreOnScroll', () => {
  function scrollToBottom(element: HTMLElement) {
    Object.defineProperty(element, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(element, 'clientHeight', { value: 200, configurable: true });
    element.scrollTop = 800;
    fireEvent.scroll(element);
  }

  it('loads more once per burst of scrolling, after 100 ms', () => {
    vi.useFakeTimers();
    const onLoadMore = vi.fn();
    render(
      <LoadMoreOnScroll hasMore onLoadMore={onLoadMore}>
        rows
      </LoadMoreOnScroll>,
    );
    const list = screen.getByTestId('load-more-on-scroll');
    scrollToBottom(list);
    scrollToBottom(list);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    scrollToBottom(list);
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onLoadMore).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('does not load when not at the bottom, or when there is no more', () => {
    vi.useFakeTimers();
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <LoadMoreOnScroll hasMore onLoadMore={onLoadMore}>
        rows
      </LoadMoreOnScroll>,
    );
    const list = screen.getByTestId('load-more-on-scroll');
    Object.defineProperty(list, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(list, 'clientHeight', { value: 200, configurable: true });
    list.scrollTop = 100;
    fireEvent.scroll(list);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender(
      <LoadMoreOnScroll hasMore={false} onLoadMore={onLoadMore}>
        rows
      </LoadMoreOnScroll>,
    );
    scrollToBottom(list);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onLoadMore).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('metrics', () => {
  it("shows '--' without a previous value", () => {
    render(<MetricDifference current={120} previous={null} />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });

  it('shows the floored difference and its percentage of the current value', () => {
    render(<MetricDifference current={1500.7} previous={1380.2} />);
    expect(screen.getByText('+120 (+7%)')).toBeInTheDocument();
  });

  it('names the unit of the difference when given one', () => {
    render(<MetricDifference current={5000} previous={5412.3} unit="m" />);
    expect(screen.getByText('-413 m (-9%)')).toBeInTheDocument();
  });

  it("shows 'NO DATA' without a number", () => {
    render(<MetricValue value={null} />);
    expect(screen.getByText('NO DATA')).toBeInTheDocument();
  });

  it('formats a present number', () => {
    render(<MetricValue value={8.25} format={(value) => `${value.toFixed(1)} km`} />);
    expect(screen.getByText('8.3 km')).toBeInTheDocument();
  });
});

describe('progress and status', () => {
  it('reads a determinate value on a 0–100 scale by default', () => {
    render(<ProgressBar value={40} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('progress-bar-fill')).toHaveStyle({ width: '40%' });
  });

  it('is indeterminate without a value', () => {
    render(<ProgressBar />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('puts the full-screen spinner above everything', () => {
    render(<FullScreenSpinner />);
    expect(FULL_SCREEN_SPINNER_Z_INDEX).toBe(10000);
    expect(screen.getByTestId('full-screen-spinner')).toHaveStyle({ zIndex: '10000' });
  });

  it('tags a title as BETA', () => {
    render(
      <h2>
        Speed zones <BetaTag />
      </h2>,
    );
    expect(screen.getByText('BETA')).toBeInTheDocument();
  });
});
