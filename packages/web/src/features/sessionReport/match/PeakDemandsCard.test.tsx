import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PeakDemandsQuery } from '../../../gql/graphql';
import type { ReportQuery } from '../report/reportQuery';
import { ATHLETES, FIRST_HALF_START, peakAmounts, peakDemands } from './matchReportMocks';
import { PeakDemandsCard } from './PeakDemandsCard';

afterEach(() => cleanup());

const SECOND_HALF_START = '2025-11-15T16:00:00.000Z';
const at = (start: string, minutes: number, seconds = 0) =>
  new Date(Date.parse(start) + minutes * 60_000 + seconds * 1000).toISOString();

type Session = NonNullable<PeakDemandsQuery['session']>;

function answered(session: object | null, errorMessage: string | null = null) {
  return {
    data: session ? { session: session as Session } : undefined,
    loading: false,
    errorMessage,
  } satisfies ReportQuery<PeakDemandsQuery>;
}

const match = (withPeaks = true) => ({
  __typename: 'MatchSession',
  id: 's1',
  matchSessionPeriods: [
    { __typename: 'MatchSessionPeriod', id: 'p1', name: 'First Half', startTime: FIRST_HALF_START },
    {
      __typename: 'MatchSessionPeriod',
      id: 'p2',
      name: 'Second Half',
      startTime: SECOND_HALF_START,
    },
  ],
  sessionParticipations: ATHLETES.slice(0, 2).map((athlete, a) => ({
    __typename: 'SessionParticipation',
    id: `sp-${athlete.id}`,
    athlete,
    athleteMetricSet: {
      __typename: 'AthleteMetricSet',
      id: `${athlete.id}-whole`,
      peakDemands: withPeaks ? peakDemands(200 - 20 * a, at(FIRST_HALF_START, 23, 10)) : [],
    },
    periodMetricSets: [
      {
        __typename: 'AthleteMetricSet',
        id: `${athlete.id}-p2`,
        matchSessionPeriod: { __typename: 'MatchSessionPeriod', id: 'p2' },
        peakDemands: withPeaks ? peakAmounts(150) : [],
      },
    ],
  })),
});

function renderCard(
  query: ReportQuery<PeakDemandsQuery>,
  unitSystem: 'metric' | 'imperial' = 'metric',
) {
  return render(<PeakDemandsCard peakDemands={query} matchName="Match" unitSystem={unitSystem} />);
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('PeakDemandsCard', () => {
  it('shows each athlete’s peak distance per window length, with where it starts', () => {
    renderCard(answered(match()));
    const table = screen.getByRole('table', { name: 'Peak Distance per athlete' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Athlete', '1 min', '2 min', '3 min', '5 min', '10 min']);
    const ana = within(rowOf('Ana Silva'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 200 m in the best minute; 10 minutes: 200 x 10 x 0.64 = 1280 m, shown in km.
    expect(ana[1]).toBe('200 mfrom 23:10');
    expect(ana[5]).toBe('1.28 kmfrom 23:10');
    expect(within(rowOf('Ben Okoro')).getAllByRole('cell')[1]).toHaveTextContent('180 m');
  });

  it('switches the quantity and the period, in the club’s units', async () => {
    const user = userEvent.setup();
    renderCard(answered(match()), 'imperial');
    await user.click(screen.getByRole('combobox', { name: 'Quantity' }));
    await user.click(screen.getByRole('option', { name: 'Acc + Dec' }));
    expect(within(rowOf('Ana Silva')).getAllByRole('cell')[4]).toHaveTextContent('7');
    await user.click(screen.getByRole('combobox', { name: 'Quantity' }));
    await user.click(screen.getByRole('option', { name: 'High-Intensity Distance' }));
    // 60 m (0.3 x 200) in yards.
    expect(within(rowOf('Ana Silva')).getAllByRole('cell')[1]).toHaveTextContent('66 yd');
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Second Half' }));
    // 45 m (0.3 x 150) in the second half (a period's starts are not asked for).
    expect(within(rowOf('Ana Silva')).getAllByRole('cell')[1]).toHaveTextContent(/^49 yd$/);
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'First Half' }));
    // Nobody has a first-half set here: no values, and a message instead of an empty table.
    expect(screen.getByText(/No peak demands for this window yet/)).toBeInTheDocument();
  });

  it('says so when the match was processed before peak demands existed', () => {
    renderCard(answered(match(false)));
    expect(screen.getByText(/No peak demands for this window yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading and the server’s error', () => {
    const { unmount } = renderCard({ data: undefined, loading: true, errorMessage: null });
    expect(screen.getByLabelText('Loading the peak demands')).toBeInTheDocument();
    unmount();
    renderCard(answered(null, 'The server is busy'));
    expect(screen.getByText('The server is busy')).toBeInTheDocument();
  });
});
