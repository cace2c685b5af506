import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../testing/renderApp';
import { AthleteMetricsTable } from './AthleteMetricsTable';
import type { AthleteMetricsRow } from '../charts/reportAthlete';

const metrics = (distanceM: number, sprints: number) => ({
  totalDistanceM: distanceM,
  sprintEvents: sprints,
  totalSprintDistanceM: 212.6,
  totalHighIntensityDistanceM: 640.4,
  avgSpeedKph: 5.44,
  maxSpeedKph: 29.06,
  rawMaxSpeedKph: Number.NaN,
  metresPerMinute: 91.44,
  avgHeartRateBpm: null,
  maxHeartRateBpm: null,
});

const rows: AthleteMetricsRow[] = [
  { athlete: { id: 'a1', name: 'Ana Silva', initials: 'AS' }, metrics: metrics(5400.4, 7) },
  { athlete: { id: 'a2', name: 'Ben Okoro', initials: 'BO' }, metrics: null },
  { athlete: { id: 'a3', name: 'Cara Diaz', initials: 'CD' }, metrics: metrics(900, 12) },
];

const athleteOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('the athlete table', () => {
  it('shows rounded metrics in the unit system, NO DATA and - where missing', () => {
    renderElement(
      <AthleteMetricsTable rows={rows} unitSystem="metric" showRawTopSpeed aria-label="Details" />,
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Athlete',
      'Distance',
      'Sprints',
      'Sprint Dist.',
      'High Int. Running',
      'Avg. Speed',
      'Top Speed',
      'Raw Top Speed',
      'Distance p/m',
    ]);
    const ana = within(screen.getByRole('row', { name: /Ana Silva/ }));
    expect(ana.getByText('5.40 km')).toBeInTheDocument();
    expect(ana.getByText('213 m')).toBeInTheDocument();
    expect(ana.getByText('29.1 km/h')).toBeInTheDocument();
    expect(ana.getByText('-')).toBeInTheDocument();
    expect(ana.getByText('91 m/min')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Ben Okoro/ })).getAllByText('NO DATA'),
    ).toHaveLength(8);
  });

  it('shows a training’s distances beside the athlete’s match average, and only theirs', () => {
    const trained: AthleteMetricsRow[] = [
      {
        ...rows[0]!,
        // 5400 m of 9000 m: 60 %; 640.4 m of 800 m: 80 %; 212.6 m of 250 m: 85 %.
        matchAverage: {
          totalDistanceM: 9000,
          totalHighIntensityDistanceM: 800,
          totalSprintDistanceM: 250,
        },
      },
      rows[1]!,
      // No match in the last 12 months: the numbers alone.
      { ...rows[2]!, matchAverage: null },
    ];
    renderElement(
      <AthleteMetricsTable
        rows={trained}
        unitSystem="metric"
        showRawTopSpeed={false}
        aria-label="Details"
      />,
    );
    const ana = within(screen.getByRole('row', { name: /Ana Silva/ }));
    expect(ana.getByText('5.40 km · 60 % of match')).toBeInTheDocument();
    expect(ana.getByText('640 m · 80 % of match')).toBeInTheDocument();
    expect(ana.getByText('213 m · 85 % of match')).toBeInTheDocument();
    // Sprints, speeds and rates have no match average.
    expect(ana.getByText('29.1 km/h')).toBeInTheDocument();
    const cara = within(screen.getByRole('row', { name: /Cara Diaz/ }));
    expect(cara.getByText('900 m')).toBeInTheDocument();
    expect(cara.queryByText(/of match/)).toBeNull();
  });

  it('adds the heart rate, average / maximum, when some athlete has heart rate, - for those without', async () => {
    const user = userEvent.setup();
    const withStrap: AthleteMetricsRow[] = [
      rows[0]!,
      rows[1]!,
      {
        ...rows[2]!,
        metrics: { ...metrics(900, 12), avgHeartRateBpm: 151.6, maxHeartRateBpm: 184 },
      },
    ];
    renderElement(
      <AthleteMetricsTable
        rows={withStrap}
        unitSystem="metric"
        showRawTopSpeed={false}
        aria-label="Details"
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['Distance p/m', 'HR avg / max (bpm)']);
    const heartRate = (name: RegExp) =>
      within(screen.getByRole('row', { name })).getAllByRole('cell').at(-1)!.textContent;
    expect(heartRate(/Cara Diaz/)).toBe('152/184');
    expect(heartRate(/Ana Silva/)).toBe('-');
    expect(heartRate(/Ben Okoro/)).toBe('NO DATA');

    await user.click(screen.getByRole('button', { name: 'HR avg / max (bpm)' }));
    expect(athleteOrder()).toEqual(['CDCara Diaz', 'ASAna Silva', 'BOBen Okoro']);
  });

  it('leaves the heart-rate columns out when nobody has heart rate', () => {
    renderElement(
      <AthleteMetricsTable rows={rows} unitSystem="metric" showRawTopSpeed aria-label="Details" />,
    );
    expect(screen.queryByRole('columnheader', { name: /HR/ })).not.toBeInTheDocument();
  });

  it('sorts by distance first, descending first, and by name', async () => {
    const user = userEvent.setup();
    renderElement(
      <AthleteMetricsTable
        rows={rows}
        unitSystem="imperial"
        showRawTopSpeed={false}
        aria-label="Details"
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Raw Top Speed' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Ana Silva/ })).toHaveTextContent('3.36 mi');
    expect(athleteOrder()).toEqual(['ASAna Silva', 'CDCara Diaz', 'BOBen Okoro']);

    await user.click(screen.getByRole('button', { name: 'Sprints' }));
    expect(athleteOrder()).toEqual(['CDCara Diaz', 'ASAna Silva', 'BOBen Okoro']);

    await user.click(screen.getByRole('button', { name: 'Athlete' }));
    expect(athleteOrder()).toEqual(['ASAna Silva', 'BOBen Okoro', 'CDCara Diaz']);
  });
});
