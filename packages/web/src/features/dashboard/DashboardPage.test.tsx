import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnitSystem } from '@touchline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderElement } from '../../testing/renderApp';
import { DashboardPage } from './DashboardPage';
import {
  CLUB_ID,
  dashboardMock,
  unitSystemMock,
  weeklyMock,
  weekRow,
  weeks,
  type DashboardMockOptions,
} from './testing/dashboardMocks';
import { weekLabel } from './WeekSelector';

vi.mock('../../components/charts/EChart', () => ({
  EChart: (props: { 'aria-label': string }) => <div role="img" aria-label={props['aria-label']} />,
}));

const ROWS = [
  weekRow('a', 'Ada Ames', 12_000, 1),
  weekRow('b', 'Bo Berg', 15_500),
  weekRow('c', 'Cy Cole', null),
];

function renderDashboard(
  options: DashboardMockOptions & {
    unitSystem?: UnitSystem;
    weekly?: Parameters<typeof weeklyMock>[1];
  } = {},
) {
  const [thisWeek, lastWeek] = weeks();
  return renderElement(<DashboardPage suspendedNotice={<p>Account Suspended</p>} />, {
    mocks: [
      dashboardMock(options),
      unitSystemMock(options.unitSystem),
      weeklyMock(thisWeek!, options.weekly ?? ROWS),
      weeklyMock(lastWeek!, [weekRow('d', 'Dee Dunn', 3000, 1)]),
    ],
  });
}

const metric = (label: string) => within(screen.getByRole('group', { name: label }));
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Team weekly overview' }))
    .getAllByRole('row')
    .slice(1);
const rowTexts = () =>
  tableRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

describe('the Team Dashboard', () => {
  beforeEach(() => setCurrentClubId(CLUB_ID));

  it('shows skeletons of every section until the data arrives', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Team Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Last Session Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Average Distance' })).toBeInTheDocument();
    expect(document.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(6);
    expect(await screen.findByText('5.40 km')).toBeInTheDocument();
    expect(document.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
  });

  it('compares the last session with the previous one', async () => {
    renderDashboard();
    await screen.findByText('5.40 km');
    expect(metric('Distance').getByText('+400 m (+7%)')).toBeInTheDocument();
    expect(metric('Distance').getByText('Team total 108.01 km')).toBeInTheDocument();
    expect(metric('High Intensity Distance').getByText('540 m')).toBeInTheDocument();
    expect(metric('Sprint Distance').getByText('+10 m (+7%)')).toBeInTheDocument();
    expect(metric('Average Sprint Count').getByText('4')).toBeInTheDocument();
    expect(metric('Average Sprint Count').getByText('+1 (+22%)')).toBeInTheDocument();
    expect(screen.getByText(/session average 5\.20 km per athlete/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Average distance per athlete/ })).toBeInTheDocument();
  });

  it('shows each athlete of the last training against their match average', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Last Session by Athlete' });
    const ana = within(within(table).getByRole('row', { name: /Ana Silva/ }));
    // 5400 m of 9000 m, 640.4 m of 800 m, 212.6 m of 250 m.
    expect(ana.getByText('5.40 km · 60 % of match')).toBeInTheDocument();
    expect(ana.getByText('640 m · 80 % of match')).toBeInTheDocument();
    expect(ana.getByText('213 m · 85 % of match')).toBeInTheDocument();
    // Ben played no match in the last 12 months: his numbers alone.
    const ben = within(within(table).getByRole('row', { name: /Ben Okoro/ }));
    expect(ben.getByText('4.80 km')).toBeInTheDocument();
    expect(ben.queryByText(/of match/)).toBeNull();
  });

  it("shows 'NO DATA', '--' and the empty weekly text without sessions", async () => {
    renderDashboard({ sessions: false, weekly: [] });
    expect(await screen.findByText('No team weekly overview data found')).toBeInTheDocument();
    expect(await screen.findAllByText('NO DATA')).toHaveLength(4);
    expect(screen.getAllByText('--')).toHaveLength(4);
    expect(screen.getByText('No sessions in the last 30 days.')).toBeInTheDocument();
  });

  it("shows the server's message when the dashboard or the week cannot be loaded", async () => {
    renderDashboard({
      error: 'Club not found',
      weekly: { error: 'The week must start on a Monday.' },
    });
    expect(await screen.findByText('Club not found')).toBeInTheDocument();
    expect(await screen.findByText('The week must start on a Monday.')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Last Session Overview' }),
    ).not.toBeInTheDocument();
  });

  it('warns when the club is suspended, and only then', async () => {
    renderDashboard({ suspended: true });
    expect(await screen.findByText('Account Suspended')).toBeInTheDocument();
  });

  it('has no warning for a club in good standing', async () => {
    renderDashboard();
    await screen.findByText('5.40 km');
    expect(screen.queryByText('Account Suspended')).not.toBeInTheDocument();
  });

  it('lists the week by distance, highest first, with totals until averages are chosen', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('table', { name: 'Team weekly overview' });
    expect(rowTexts()).toEqual([
      ['BOBo Berg', '15.50 km', '9', '410 m', '1.25 km', '31.3 km/h', '112 m/min'],
      ['ADAda Ames', '12.00 km', '9', '410 m', '1.25 km', '31.3 km/h', '112 m/min'],
      ['CYCy Cole', '-', '-', '-', '-', '-', '-'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Averages' }));
    // Re-sorted by the averages: one long session beats two shorter ones.
    expect(rowTexts().map((cells) => cells.slice(0, 2))).toEqual([
      ['ADAda Ames', '12.00 km'],
      ['BOBo Berg', '7.75 km'],
      ['CYCy Cole', '-'],
    ]);
    expect(rowTexts()[1]).toEqual([
      'BOBo Berg',
      '7.75 km',
      '5',
      '205 m',
      '625 m',
      '29.0 km/h',
      '99 m/min',
    ]);
    // Ascending on a second click; missing values stay last.
    await user.click(
      within(screen.getByRole('table', { name: 'Team weekly overview' })).getByRole('button', {
        name: 'Distance',
      }),
    );
    expect(rowTexts().map((cells) => cells[0])).toEqual(['BOBo Berg', 'ADAda Ames', 'CYCy Cole']);
  });

  it('loads another week from the selector', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('table', { name: 'Team weekly overview' });
    await user.click(screen.getByRole('combobox', { name: 'Week' }));
    await user.click(screen.getByRole('option', { name: weekLabel(weeks()[1]!) }));
    expect(await screen.findByText('Dee Dunn')).toBeInTheDocument();
    expect(screen.queryByText('Bo Berg')).not.toBeInTheDocument();
  });

  it('shows distances in yards and miles for the imperial system', async () => {
    renderDashboard({ unitSystem: 'imperial' });
    expect(await screen.findByText('3.36 mi')).toBeInTheDocument();
    expect(metric('Distance').getByText('+437 yd (+7%)')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Team weekly overview' });
    expect(rowTexts()[1]!.slice(0, 3)).toEqual(['ADAda Ames', '7.46 mi', '9']);
  });
});

describe('the team weekly table on a Monday', () => {
  // Monday 30 March 2026, 09:00 in the browser's zone; the demo club trains Tuesday to Saturday.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 30, 9));
    setCurrentClubId(CLUB_ID);
  });
  afterEach(() => vi.useRealTimers());

  const weekSelector = () => screen.getByRole('combobox', { name: 'Week' });

  it("opens on last week, the week of Saturday's last session, not on the new empty one", async () => {
    renderDashboard({ lastSessionStart: new Date(2026, 2, 28, 15), weekly: [] });
    expect(await screen.findByText('Dee Dunn')).toBeInTheDocument();
    expect(weekSelector()).toHaveTextContent(weekLabel(weeks()[1]!));
    expect(screen.queryByText('No team weekly overview data found')).not.toBeInTheDocument();
  });

  it('opens on the new week once one of its sessions has started', async () => {
    renderDashboard({ lastSessionStart: new Date(2026, 2, 30, 8) });
    expect(await screen.findByText('Bo Berg')).toBeInTheDocument();
    expect(weekSelector()).toHaveTextContent(weekLabel(weeks()[0]!));
  });

  it('keeps the new, empty week when the last session is older than the weeks offered', async () => {
    renderDashboard({ lastSessionStart: new Date(2026, 0, 10, 15), weekly: [] });
    expect(await screen.findByText('No team weekly overview data found')).toBeInTheDocument();
    expect(weekSelector()).toHaveTextContent(weekLabel(weeks()[0]!));
  });
});
