import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentClubId } from '../lib/apollo/currentClub';
import { RootNavigationQuery } from './RootNavigationQuery';
import { clubAreaMocks, clubsMock, rootNavigationMock, TOUCHLINE_FC } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { setScreenWidth } from '../testing/setScreenWidth';

describe('RootNavigation', () => {
  it('shows the splash while the shell loads', () => {
    renderApp({ mocks: [{ ...rootNavigationMock(), delay: Number.POSITIVE_INFINITY }] });
    expect(screen.getByTestId('splash')).toBeInTheDocument();
  });

  it('shows a failure of the shell query on the splash', async () => {
    renderApp({
      mocks: [
        {
          request: { query: RootNavigationQuery },
          result: { errors: [{ message: 'Database unavailable' }] },
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('welcomes a subscriber without a club and points to the mobile app', async () => {
    renderApp({ mocks: [rootNavigationMock({ clubs: [], subscription: true })] });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Touchline' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Thanks! You're now ready to get the EDGE. Sign in via the mobile app, available on Android or iOS.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/',
    );
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the no-club screen to a person without clubs or subscription', async () => {
    renderApp({ mocks: [rootNavigationMock({ clubs: [] }), clubsMock([])] });
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(
      screen.getByText(/You are not currently approved to join any clubs/),
    ).toBeInTheDocument();
  });

  it('sends a phone without a club to the app stores', async () => {
    setScreenWidth(768);
    renderApp({ mocks: [rootNavigationMock(), clubsMock([TOUCHLINE_FC])] });
    expect(
      await screen.findByRole('heading', { name: 'Download the Touchline app' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "To access your account on a mobile device download the app if you haven't already done so.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /App Store/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the club picker rather than the mobile splash just above 768 px', async () => {
    setScreenWidth(769);
    renderApp({ mocks: [rootNavigationMock(), clubsMock([TOUCHLINE_FC]), ...clubAreaMocks()] });
    expect(await screen.findByRole('heading', { name: 'Team Dashboard' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('lets a phone with a valid club into the club area', async () => {
    setScreenWidth(375);
    setCurrentClubId(TOUCHLINE_FC.id);
    renderApp({ mocks: [rootNavigationMock(), ...clubAreaMocks()] });
    expect(await screen.findByRole('heading', { name: 'Team Dashboard' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
