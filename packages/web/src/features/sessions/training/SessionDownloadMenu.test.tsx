import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_BLOCK_MS, SessionDownloadMenu } from './SessionDownloadMenu';

const permitted = { permitted: true, errorMessage: null };

function csvResponse() {
  return new Response('Athlete,Distance\nAna Silva,5200\n', {
    status: 200,
    headers: { 'Content-Disposition': 'attachment; filename="training_2025-11-28_metrics.csv"' },
  });
}

describe('SessionDownloadMenu', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:x', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers nothing to a person who may not export the session', () => {
    render(<SessionDownloadMenu sessionId="s1" permission={{ ...permitted, permitted: false }} />);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('says why when the permission cannot be checked', () => {
    render(
      <SessionDownloadMenu
        sessionId="s1"
        permission={{ permitted: false, errorMessage: 'Boom' }}
      />,
    );
    expect(screen.getByText('Error: Boom')).toBeInTheDocument();
  });

  it("saves the overview metrics under the server's file name", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(csvResponse()));
    vi.stubGlobal('fetch', fetchMock);
    render(<SessionDownloadMenu sessionId="s1" permission={permitted} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Overview Metrics' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/export/training_sessions/s1/metrics.csv', {
      credentials: 'same-origin',
    });
    await vi.waitFor(() => expect(saved).toEqual(['training_2025-11-28_metrics.csv']));
  });

  it('blocks further downloads for five seconds after a click', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.resolve(csvResponse()));
    vi.stubGlobal('fetch', fetchMock);
    render(<SessionDownloadMenu sessionId="s1" permission={permitted} />);

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Distance Profile' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/export/training_sessions/s1/distance_profile.csv',
      { credentials: 'same-origin' },
    );
    const button = screen.getByRole('button', { name: 'Download CSV' });
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

  it("shows the server's message when the download fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ errors: [{ message: 'Session not found' }] }), {
            status: 404,
          }),
        ),
      ),
    );
    render(<SessionDownloadMenu sessionId="s1" permission={permitted} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Overview Metrics' }));
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
