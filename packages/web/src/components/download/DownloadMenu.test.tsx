import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchSavedDownloads } from '../../testing/savedDownloads';
import { SnackbarProvider } from '../ui/SnackbarProvider';
import { DOWNLOAD_BLOCK_MS, DownloadMenu } from './DownloadMenu';

const downloads = [
  {
    label: 'Whole Match Overview',
    url: '/api/export/match_sessions/s1/metrics.csv?period=whole_Match',
  },
  { label: 'First Half Distances', url: '/api/export/match_sessions/s1/distances.csv?period=0' },
];

function csvResponse() {
  return new Response('Athlete,Distance\nAna Silva,5200\n', {
    status: 200,
    headers: { 'Content-Disposition': 'attachment; filename="match_2025-11-28_metrics.csv"' },
  });
}

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Export' }));

/** Renders inside the app's snackbar, which tells why a download was refused. */
const render = (ui: ReactElement) => renderBare(<SnackbarProvider>{ui}</SnackbarProvider>);

describe('DownloadMenu', () => {
  let saved: string[];
  beforeEach(() => {
    saved = catchSavedDownloads();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("saves the chosen download under the server's file name", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(csvResponse()));
    vi.stubGlobal('fetch', fetchMock);
    render(<DownloadMenu label="Export" downloads={downloads} />);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Whole Match Overview' }));
    expect(fetchMock).toHaveBeenCalledWith(downloads[0]!.url, { credentials: 'same-origin' });
    await vi.waitFor(() => expect(saved).toEqual(['match_2025-11-28_metrics.csv']));
  });

  it('blocks further downloads for five seconds after a click', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.resolve(csvResponse()));
    vi.stubGlobal('fetch', fetchMock);
    render(<DownloadMenu label="Export" downloads={downloads} />);

    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'First Half Distances' }));
    expect(fetchMock).toHaveBeenCalledWith(downloads[1]!.url, { credentials: 'same-origin' });
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(DOWNLOAD_BLOCK_MS - 1);
    });
    expect(button).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(button).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when the download is refused", async () => {
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
    render(<DownloadMenu label="Export" downloads={downloads} />);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Whole Match Overview' }));
    expect(await screen.findByText('You may not export this session')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('waits until the downloads are known before it can be opened', () => {
    render(<DownloadMenu label="Export" downloads={null} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
