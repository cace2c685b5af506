import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchSavedDownloads } from '../../../testing/savedDownloads';
import { SnackbarProvider } from '../../../components/ui/SnackbarProvider';
import { trainingExportLinks } from '../training/trainingExportLinks';
import { SessionExportMenu } from './SessionExportMenu';

const permitted = { permitted: true, errorMessage: null };
const downloads = trainingExportLinks('s1');

/** Renders inside the app's snackbar, which tells why a download was refused. */
const render = (ui: ReactElement) => renderBare(<SnackbarProvider>{ui}</SnackbarProvider>);

describe('SessionExportMenu', () => {
  let saved: string[];
  beforeEach(() => {
    saved = catchSavedDownloads();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers nothing to a person who may not export the session', () => {
    render(
      <SessionExportMenu
        permission={{ ...permitted, permitted: false }}
        label="Download CSV"
        downloads={downloads}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('says why when the permission cannot be checked', () => {
    render(
      <SessionExportMenu
        permission={{ permitted: false, errorMessage: 'Boom' }}
        label="Download CSV"
        downloads={downloads}
      />,
    );
    expect(screen.getByText('Error: Boom')).toBeInTheDocument();
  });

  it("saves a training's overview metrics under the server's file name", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('Athlete,Distance\nAna Silva,5200\n', {
          status: 200,
          headers: {
            'Content-Disposition': 'attachment; filename="training_2025-11-28_metrics.csv"',
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<SessionExportMenu permission={permitted} label="Download CSV" downloads={downloads} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Overview Metrics' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/export/training_sessions/s1/metrics.csv', {
      credentials: 'same-origin',
    });
    await vi.waitFor(() => expect(saved).toEqual(['training_2025-11-28_metrics.csv']));
  });

  it('offers the distance profile of a training too', () => {
    render(<SessionExportMenu permission={permitted} label="Download CSV" downloads={downloads} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Overview Metrics',
      'Distance Profile',
    ]);
  });
});
