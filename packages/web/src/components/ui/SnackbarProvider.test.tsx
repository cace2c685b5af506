import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnackbarMessage, SnackbarService } from './snackbarContext';
import { SnackbarProvider } from './SnackbarProvider';
import { useSnackbar } from './useSnackbar';

/** Long enough for MUI's slide-out, which starts once the hiding has rendered (a separate step). */
const EXIT_MS = 1_000;

/** Renders a feature using the snackbar; `show` shows a message and returns its hiding. */
function renderSnackbar() {
  let service: SnackbarService | undefined;
  function Feature() {
    service = useSnackbar();
    return <p>A feature</p>;
  }
  render(
    <SnackbarProvider>
      <Feature />
    </SnackbarProvider>,
  );
  return {
    show(message: SnackbarMessage): () => void {
      let hide = () => {};
      act(() => {
        hide = service!.show(message);
      });
      return () =>
        act(() => {
          hide();
        });
    },
  };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the app-wide snackbar', () => {
  // The view arrives with the first message, as in the app; after that it shows at once.
  beforeAll(async () => {
    renderSnackbar().show({ type: 'info', message: 'Loading the snackbar' });
    await screen.findByText('Loading the snackbar');
    cleanup();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast at the top right that a click on it dismisses within 150 ms (docs/product/reporting.md §8)', () => {
    const snackbar = renderSnackbar();
    snackbar.show({ type: 'error', message: "Title can't be blank", placement: 'topRight' });
    const alert = screen.getByRole('alert');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    fireEvent.click(alert);
    advance(149);
    expect(screen.queryByText("Title can't be blank")).toBeInTheDocument();
    advance(2);
    expect(screen.queryByText("Title can't be blank")).not.toBeInTheDocument();
  });

  it('shows an error as an alert, in the error colour, at the bottom right', () => {
    const snackbar = renderSnackbar();
    snackbar.show({ type: 'error', message: 'Failed to destroy segment' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to destroy segment');
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomRight');
  });

  it('shows success and info as polite status messages in their own colours', () => {
    const snackbar = renderSnackbar();
    snackbar.show({ type: 'success', message: 'Segment saved' });
    expect(screen.getByRole('status')).toHaveClass('MuiAlert-colorSuccess');
    snackbar.show({ type: 'info', message: 'Latest data loaded' });
    expect(screen.getByRole('status')).toHaveTextContent('Latest data loaded');
    expect(screen.getByRole('status')).toHaveClass('MuiAlert-colorInfo');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a spinner for an info message about saving, and only for that', () => {
    const snackbar = renderSnackbar();
    snackbar.show({ type: 'info', message: 'Saving segment...' });
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    snackbar.show({ type: 'info', message: 'Latest data loaded' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    snackbar.show({ type: 'success', message: 'Saving done' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('hides a message after its own duration, not before', () => {
    const snackbar = renderSnackbar();
    snackbar.show({ type: 'info', message: 'Latest data loaded', durationMs: 3000 });
    advance(2_900);
    expect(screen.getByText('Latest data loaded')).toBeInTheDocument();
    advance(100);
    advance(EXIT_MS);
    expect(screen.queryByText('Latest data loaded')).not.toBeInTheDocument();
  });

  it('keeps a message without a duration until it is dismissed', () => {
    const snackbar = renderSnackbar();
    snackbar.show({ type: 'error', message: 'Save failed' });
    advance(60 * 60_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Save failed');
    fireEvent.click(screen.getByText('A feature'));
    advance(EXIT_MS);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(EXIT_MS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the caller hide its own message, but not a newer one', () => {
    const snackbar = renderSnackbar();
    let hideSaving = snackbar.show({ type: 'info', message: 'Saving...' });
    hideSaving();
    advance(EXIT_MS);
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();

    hideSaving = snackbar.show({ type: 'info', message: 'Saving...' });
    snackbar.show({ type: 'error', message: 'Save failed' });
    hideSaving();
    advance(EXIT_MS);
    expect(screen.getByRole('alert')).toHaveTextContent('Save failed');
  });

  it('shows one message at a time: the newest replaces the one showing, with its own duration', () => {
    const snackbar = renderSnackbar();
    snackbar.show({ type: 'info', message: 'Saving...' });
    snackbar.show({ type: 'success', message: 'Segment saved', durationMs: 3000 });
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Segment saved');
    advance(3000);
    advance(EXIT_MS);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses to work outside the provider, naming it', () => {
    function Lost() {
      useSnackbar();
      return null;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Lost />)).toThrow('useSnackbar is used outside SnackbarProvider');
    quiet.mockRestore();
  });
});
