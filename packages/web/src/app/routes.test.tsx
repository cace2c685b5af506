import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dashboardMock } from '../features/dashboard/testing/dashboardMocks';
import { setCurrentClubId } from '../lib/apollo/currentClub';
import {
  clubAreaMocks,
  clubsMock,
  rootNavigationMock,
  TOUCHLINE_FC,
  TOUCHLINE_HOOPS,
  type ShellOptions,
} from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';

vi.mock('../components/charts/EChart', () => ({
  EChart: (props: { 'aria-label': string }) => <div role="img" aria-label={props['aria-label']} />,
}));

function renderClubArea(path: string, options: ShellOptions = {}) {
  const club = options.club ?? TOUCHLINE_FC;
  setCurrentClubId(club.id);
  return renderApp({
    path,
    mocks: [
      rootNavigationMock({ clubs: [TOUCHLINE_FC, TOUCHLINE_HOOPS] }),
      ...clubAreaMocks(options),
      dashboardMock({ clubId: club.id, suspended: options.suspended }),
    ],
  });
}

describe('club area routes', () => {
  it('sends an outdoor club from / to the team dashboard', async () => {
    const { router } = renderClubArea('/');
    expect(await screen.findByRole('heading', { name: 'Team Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends an indoor club from / to flexible reporting', async () => {
    const { router } = renderClubArea('/', { club: TOUCHLINE_HOOPS });
    expect(await screen.findByRole('heading', { name: 'Flexible Reporting' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/flexible_reporting');
  });

  it('redirects /open to /', async () => {
    const { router } = renderClubArea('/open');
    expect(await screen.findByRole('heading', { name: 'Team Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(['/dashboard', '/sessions', '/sessions/7', '/sessions/7/segments/3', '/survey_exports'])(
    'hides %s from indoor clubs',
    async (path) => {
      renderClubArea(path, { club: TOUCHLINE_HOOPS });
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    },
  );

  it.each([
    ['/sessions/7', 'Sessions'],
    ['/sessions/7/segments', 'Session not found'],
    ['/sessions/7/segments/3', 'Segment Details'],
    ['/survey_exports', 'Survey Exports'],
    ['/csv_builder', 'CSV Builder'],
    ['/flexible_reporting/12', 'Flexible Reporting'],
  ])('shows %s when the club may use it', async (path, title) => {
    renderClubArea(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each([
    ['/survey_exports', { csvExports: false }],
    ['/csv_builder', { flexibleReporting: false }],
    ['/flexible_reporting', { customerFlexibleReporting: false }],
  ] as const)('hides %s when its feature switch is off', async (path, flags) => {
    renderClubArea(path, flags);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('opens the Import page to club staff, with or without a session', async () => {
    renderClubArea('/import?session=7');
    expect(await screen.findByRole('heading', { name: 'Import files' })).toBeInTheDocument();
  });

  it.each([
    ['an athlete', { clubStaff: false }],
    ['an indoor club', { club: TOUCHLINE_HOOPS }],
  ] as const)('treats the Import page as unknown for %s', async (_who, options) => {
    renderClubArea('/import', options);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('opens edge diagnostics to provider staff only', async () => {
    renderClubArea('/edge_diagnostics', { touchlineStaff: true });
    expect(await screen.findByRole('heading', { name: 'Edge Diagnostics' })).toBeInTheDocument();
  });

  it('treats edge diagnostics as unknown for everyone else', async () => {
    renderClubArea('/edge_diagnostics');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('titles an unknown path Page Not Found', async () => {
    renderClubArea('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows the suspended-account banner for a suspended club', async () => {
    renderClubArea('/no/such/page', { suspended: true });
    expect(await screen.findByText('Account Suspended')).toBeInTheDocument();
    expect(screen.getByText(/no data can be uploaded/)).toBeInTheDocument();
  });

  it('shows the warning once on the dashboard, which places it among its sections', async () => {
    renderClubArea('/dashboard', { suspended: true });
    expect(await screen.findAllByText('Account Suspended')).toHaveLength(1);
    const warning = screen.getByText('Account Suspended').closest('[role="alert"]');
    const title = screen.getByRole('heading', { name: 'Team Dashboard' });
    expect(title.compareDocumentPosition(warning!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no banner for a club in good standing', async () => {
    renderClubArea('/dashboard');
    await screen.findByRole('heading', { name: 'Team Dashboard' });
    expect(screen.queryByText('Account Suspended')).not.toBeInTheDocument();
  });
});

describe('choosing the club', () => {
  it('pre-selects the first club by name when none is stored, and goes in', async () => {
    renderApp({
      path: '/',
      mocks: [
        rootNavigationMock({ clubs: [TOUCHLINE_FC, TOUCHLINE_HOOPS] }),
        clubsMock([TOUCHLINE_HOOPS, TOUCHLINE_FC]),
        ...clubAreaMocks(),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Team Dashboard' })).toBeInTheDocument();
    expect(window.localStorage.getItem('touchline.currentClub')).toBe(TOUCHLINE_FC.id);
  });

  it('ignores a stored club the person does not belong to', async () => {
    setCurrentClubId('999');
    renderApp({
      path: '/dashboard',
      mocks: [rootNavigationMock(), clubsMock([TOUCHLINE_FC]), ...clubAreaMocks()],
    });
    expect(await screen.findByRole('heading', { name: 'Team Dashboard' })).toBeInTheDocument();
    expect(window.localStorage.getItem('touchline.currentClub')).toBe(TOUCHLINE_FC.id);
  });
});
