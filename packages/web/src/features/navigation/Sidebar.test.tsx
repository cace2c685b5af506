import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import {
  clubAreaMocks,
  rootNavigationMock,
  TOUCHLINE_FC,
  TOUCHLINE_HOOPS,
  type ShellOptions,
} from '../../testing/fixtures';
import { CLUB_SHELL_ROUTES } from '../../testing/clubShellRoutes';
import { renderApp } from '../../testing/renderApp';

async function renderSidebar(options: ShellOptions = {}) {
  const club = options.club ?? TOUCHLINE_FC;
  setCurrentClubId(club.id);
  const view = renderApp({
    path: '/csv_builder',
    routes: CLUB_SHELL_ROUTES,
    mocks: [
      rootNavigationMock({ clubs: [TOUCHLINE_FC, TOUCHLINE_HOOPS] }),
      ...clubAreaMocks(options),
    ],
  });
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return { ...view, nav };
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Sidebar', () => {
  it('gives an outdoor club staff member every club item, with headings', async () => {
    const { nav } = await renderSidebar();
    expect(await within(nav).findByRole('link', { name: 'Manage Subscription' })).toHaveAttribute(
      'href',
      'https://billing.example/portal',
    );
    expect(within(nav).getByText('Dashboard')).toBeInTheDocument();
    expect(within(nav).getByText('Team Metrics')).toBeInTheDocument();
    expect(linkNames(nav)).toEqual(
      expect.arrayContaining([
        'Overview',
        'Sessions',
        'Import',
        'Survey Exports',
        'CSV Builder',
        'Flexible Reporting',
      ]),
    );
    expect(within(nav).queryByText('Admin Functions')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Edge Diagnostics')).not.toBeInTheDocument();
  });

  it('gives club staff the Club section', async () => {
    const { nav } = await renderSidebar();
    expect(within(nav).getByText('Club')).toBeInTheDocument();
    for (const [name, href] of [
      ['Members', '/club/members'],
      ['Squad', '/club/squad'],
      ['Groups', '/club/groups'],
      ['Tags', '/club/tags'],
      ['Pitches', '/club/pitches'],
      ['Settings', '/club/settings'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('puts Import under Sessions for club staff', async () => {
    const { nav } = await renderSidebar();
    const names = linkNames(nav);
    expect(names.indexOf('Import')).toBe(names.indexOf('Sessions') + 1);
    expect(within(nav).getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/import');
  });

  it('puts Surveys after Import for club staff', async () => {
    const { nav } = await renderSidebar();
    const names = linkNames(nav);
    expect(names.indexOf('Surveys')).toBe(names.indexOf('Import') + 1);
    expect(within(nav).getByRole('link', { name: 'Surveys' })).toHaveAttribute('href', '/surveys');
  });

  it('gives athletes nothing of the Club section', async () => {
    const { nav } = await renderSidebar({ clubStaff: false });
    await within(nav).findByText('Overview');
    expect(within(nav).queryByText('Import')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Surveys')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Club')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Members')).not.toBeInTheDocument();
  });

  it('shows the person and club on the profile card, which leads to the club picker', async () => {
    const { nav } = await renderSidebar();
    const card = within(nav).getByRole('link', { name: /Casey Coach, Touchline FC/ });
    expect(card).toHaveAttribute('href', '/clubs');
    expect(within(card).getByText('CC')).toBeInTheDocument();
  });

  it('leaves out the dashboard, sessions and survey exports for an indoor club', async () => {
    const { nav } = await renderSidebar({
      club: TOUCHLINE_HOOPS,
      csvExports: false,
      portalUrl: null,
    });
    await within(nav).findByText('Flexible Reporting');
    expect(within(nav).queryByText('Overview')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Sessions')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Survey Exports')).not.toBeInTheDocument();
    // Nothing left in the Dashboard section: no heading either.
    expect(within(nav).queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('hides switched-off features', async () => {
    const { nav } = await renderSidebar({ csvExports: false, flexibleReporting: false });
    await within(nav).findByText('Sessions');
    expect(within(nav).queryByText('Survey Exports')).not.toBeInTheDocument();
    expect(within(nav).queryByText('CSV Builder')).not.toBeInTheDocument();
    expect(within(nav).getByText('Flexible Reporting')).toBeInTheDocument();
  });

  it('shows provider staff the admin functions and edge diagnostics', async () => {
    const { nav } = await renderSidebar({ touchlineStaff: true });
    expect(within(nav).getByRole('link', { name: 'Admin Functions' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'Edge Diagnostics' })).toHaveAttribute(
      'href',
      '/edge_diagnostics',
    );
  });

  it('offers Manage Subscription only to club staff', async () => {
    const { nav } = await renderSidebar({ clubStaff: false });
    await within(nav).findByText('Overview');
    expect(within(nav).queryByText('Manage Subscription')).not.toBeInTheDocument();
  });

  it('offers Manage Subscription only with a portal URL', async () => {
    const { nav } = await renderSidebar({ portalUrl: null });
    await within(nav).findByText('Overview');
    expect(within(nav).queryByText('Manage Subscription')).not.toBeInTheDocument();
  });

  it('highlights the active route', async () => {
    const { nav } = await renderSidebar();
    expect(within(nav).getByRole('link', { name: 'CSV Builder' })).toHaveClass('active');
    expect(within(nav).getByRole('link', { name: 'Sessions' })).not.toHaveClass('active');
  });

  it('collapses to icons without headings and remembers the choice', async () => {
    const user = userEvent.setup();
    const { nav, unmount } = await renderSidebar();
    await user.click(within(nav).getByRole('button', { name: 'Collapse Sidebar' }));
    expect(within(nav).queryByText('Team Metrics')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Sessions')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sessions' })).toBeInTheDocument();
    expect(window.localStorage.getItem('touchline.sidebarOpen')).toBe('false');

    unmount();
    const again = await renderSidebar();
    expect(within(again.nav).getByRole('button', { name: 'Expand Sidebar' })).toBeInTheDocument();
    expect(within(again.nav).queryByText('Team Metrics')).not.toBeInTheDocument();
  });
});
