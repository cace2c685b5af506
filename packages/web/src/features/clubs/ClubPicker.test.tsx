import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordPageView } from '../../lib/analytics/recordPageView';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import {
  clubAreaMocks,
  clubsErrorMock,
  clubsMock,
  rootNavigationMock,
  TOUCHLINE_FC,
  TOUCHLINE_HOOPS,
} from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

vi.mock('../../lib/analytics/recordPageView', () => ({ recordPageView: vi.fn() }));

const bothClubs = [TOUCHLINE_FC, TOUCHLINE_HOOPS];

function renderPickerAtClubsMarker(
  extraMocks = [clubsMock(bothClubs)],
  storedClubId = TOUCHLINE_FC.id,
) {
  setCurrentClubId(storedClubId);
  return renderApp({
    path: '/clubs',
    mocks: [
      rootNavigationMock({ clubs: bothClubs }),
      ...extraMocks,
      ...clubAreaMocks({ club: TOUCHLINE_HOOPS }),
      ...clubAreaMocks(),
    ],
  });
}

describe('ClubPicker', () => {
  it('lists the clubs by name with initials, and records the page view', async () => {
    renderPickerAtClubsMarker();
    expect(await screen.findByRole('heading', { name: 'Select Club' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Clubs' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('TFTouchline FC'),
      expect.stringContaining('THTouchline Hoops'),
    ]);
    expect(vi.mocked(recordPageView)).toHaveBeenCalledWith('/ClubSelection');
  });

  it('searches on the server by name', async () => {
    const user = userEvent.setup();
    renderPickerAtClubsMarker([clubsMock(bothClubs), clubsMock([TOUCHLINE_HOOPS], 'hoops')]);
    await screen.findByText('Touchline FC');
    await user.type(screen.getByPlaceholderText('Search for a Club'), 'hoops');
    await screen.findByText('Touchline Hoops');
    await vi.waitFor(() => expect(screen.queryByText('Touchline FC')).not.toBeInTheDocument());
  });

  it('says so when no club matches', async () => {
    const user = userEvent.setup();
    renderPickerAtClubsMarker([clubsMock(bothClubs), clubsMock([], 'zzz')]);
    await screen.findByText('Touchline FC');
    await user.type(screen.getByPlaceholderText('Search for a Club'), 'zzz');
    expect(await screen.findByText('No clubs match your search.')).toBeInTheDocument();
  });

  it('stores the picked club and goes to / when reached through the clubs marker', async () => {
    const user = userEvent.setup();
    const { router } = renderPickerAtClubsMarker();
    await user.click(await screen.findByText('Touchline Hoops'));
    expect(window.localStorage.getItem('touchline.currentClub')).toBe(TOUCHLINE_HOOPS.id);
    // '/' then leads an indoor club on to flexible reporting.
    expect(await screen.findByRole('heading', { name: 'Flexible Reporting' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/flexible_reporting');
  });

  it('pre-selects nothing at the clubs marker', async () => {
    renderPickerAtClubsMarker([clubsMock(bothClubs)], TOUCHLINE_HOOPS.id);
    await screen.findByText('Touchline FC');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Select Club' })).toBeInTheDocument();
    expect(window.localStorage.getItem('touchline.currentClub')).toBe(TOUCHLINE_HOOPS.id);
  });

  it('shows the error message when the clubs cannot be loaded', async () => {
    renderPickerAtClubsMarker([clubsErrorMock('Something went wrong loading clubs')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong loading clubs',
    );
  });

  it('shows skeleton rows while loading', async () => {
    renderPickerAtClubsMarker([{ ...clubsMock(bothClubs), delay: Number.POSITIVE_INFINITY }]);
    expect(await screen.findByLabelText('Loading clubs')).toBeInTheDocument();
  });
});
