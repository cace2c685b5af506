import { act, render, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_BLOCK_MS, MatchExportMenu } from './MatchExportMenu';

const links = [
  {
    label: 'Whole Match Overview',
    url: '/api/export/match_sessions/s1/metrics.csv?period=whole_Match',
  },
  { label: 'First Half Distances', url: '/api/export/match_sessions/s1/distances.csv?period=0' },
];

describe('MatchExportMenu', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('downloads the chosen export and rests for five seconds', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.resolve(new Response('a\n', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:x', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<MatchExportMenu links={links} />);

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'First Half Distances' }));
    expect(fetchMock).toHaveBeenCalledWith(links[1]!.url, { credentials: 'same-origin' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(EXPORT_BLOCK_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it("shows the server's message when the export is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ errors: [{ message: 'You may not export this session' }] }),
            { status: 403 },
          ),
        ),
      ),
    );
    render(<MatchExportMenu links={links} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Whole Match Overview' }));
    expect(await screen.findByText('You may not export this session')).toBeInTheDocument();
  });

  it('waits for the match before it can be opened', () => {
    render(<MatchExportMenu links={null} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
