import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentClubId } from '../../../lib/apollo/currentClub';
import { renderElement } from '../../../testing/renderApp';
import { formatKickOff } from './formatKickOff';
import { MatchHeatmapsTab } from './MatchHeatmapsTab';
import { MatchSessionReport } from './MatchSessionReport';
import {
  CLUB_ID,
  FIRST_HALF_START,
  matchReportMocks,
  SESSION_ID,
  type MatchMockOptions,
} from './matchReportMocks';

const selection = vi.hoisted(() => ({ athleteIds: [] as string[] }));
vi.mock('../../../lib/athleteSelection/SelectedAthletesContext', () => ({
  useSelectedAthleteIds: () => selection.athleteIds,
}));
vi.mock('../../../lib/units/useUnitSystem', () => ({ useUnitSystem: () => 'metric' }));
// Canvas charts cannot draw in jsdom; the chart's label stands for it.
vi.mock('../../../components/charts/EChart', () => ({
  EChart: (props: { 'aria-label': string }) => <div role="img" aria-label={props['aria-label']} />,
}));

function renderReport(options: MatchMockOptions = {}) {
  return renderElement(<MatchSessionReport sessionId={SESSION_ID} />, {
    mocks: matchReportMocks({
      athleteIds: selection.athleteIds.length ? selection.athleteIds : null,
      ...options,
    }),
  });
}

beforeEach(() => {
  selection.athleteIds = [];
  setCurrentClubId(CLUB_ID);
});

// Unmount before the shared setup forgets the current club, or the report asks again without it.
afterEach(() => cleanup());

describe('MatchSessionReport header', () => {
  it('names the match, its kick-off, pitch, teams and score', async () => {
    renderReport();
    expect(await screen.findByRole('heading', { name: 'Match Report' })).toBeInTheDocument();
    expect(screen.getByText(formatKickOff(FIRST_HALF_START))).toBeInTheDocument();
    expect(screen.getByText('Riverside Pitch')).toBeInTheDocument();
    expect(screen.getByText('Touchline FC')).toBeInTheDocument();
    expect(screen.getByText('Rovers')).toBeInTheDocument();
    expect(screen.getByLabelText('Score')).toHaveTextContent('3 : 1');
  });

  it('offers the exports to those allowed to export the session', async () => {
    const user = userEvent.setup();
    renderReport();
    const exportButton = await screen.findByRole('button', { name: 'Export' });
    await vi.waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Whole Match Overview',
      'Whole Match Distances',
      'First Half Overview',
      'First Half Distances',
      'Second Half Overview',
      'Second Half Distances',
    ]);
  });

  it('hides the exports from those who may not export', async () => {
    renderReport({ permitted: false });
    await screen.findByRole('heading', { name: 'Match Report' });
    await screen.findByRole('tab', { name: 'Overview' });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});

describe('MatchSessionReport tabs', () => {
  it('opens on Overview and switches between the four tabs', async () => {
    const user = userEvent.setup();
    renderReport();
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Heat Maps',
      'Match Details',
      'Speeds',
    ]);
    expect(
      screen.getByRole('heading', { name: 'Overall Match Distance/Athlete' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'First Half Distance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Second Half Distance' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'First Half Distance over time' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Time at Speed' })).toBeInTheDocument();
    expect(screen.getByText('8.70 km')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Heat Maps' }));
    expect(screen.getByText('Select athletes to see their Heatmaps')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Match Details' }));
    expect(await screen.findByRole('table', { name: 'Whole Match details' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Speeds' }));
    expect(screen.getByRole('tab', { name: 'Speeds' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Speed Breakdown')).toBeInTheDocument();
  });

  it('shows a heat map per selected athlete and period over the pitch', async () => {
    selection.athleteIds = ['a1', 'a2'];
    const user = userEvent.setup();
    renderReport();
    await user.click(await screen.findByRole('tab', { name: 'Heat Maps' }));
    const cards = await screen.findAllByRole('figure');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Ana Silva, First Half',
      'Ana Silva, Second Half',
      'Ben Okoro, First Half',
      'Ben Okoro, Second Half',
    ]);
    expect(screen.getByRole('img', { name: 'Heat map of Ana Silva, Second Half' })).toHaveAttribute(
      'src',
      '/api/heatmaps/a1-p2.png',
    );
    expect(within(cards[3]!).getByText('No heat map for this period')).toBeInTheDocument();
  });

  it('shows the whole match in Match Details, or one chosen period', async () => {
    const user = userEvent.setup();
    renderReport();
    await user.click(await screen.findByRole('tab', { name: 'Match Details' }));
    const period = await screen.findByRole('combobox', { name: 'Period' });
    expect(period).toHaveTextContent('Whole Match');
    await user.click(period);
    await user.click(screen.getByRole('option', { name: 'Second Half' }));
    expect(await screen.findByRole('table', { name: 'Second Half details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Second Half Details' })).toBeInTheDocument();
  });
});

describe('MatchSessionReport states', () => {
  it('says when no edge data was uploaded', async () => {
    renderReport({ noMetricSet: true });
    expect(
      await screen.findByText(
        'No edge data has been uploaded for this session. Use the companion app to upload your Edge data.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says when the session has no participations', async () => {
    renderReport({ noParticipations: true });
    expect(await screen.findByText('No data for this session')).toBeInTheDocument();
  });

  it('warns that results are incomplete when an athlete has no data', async () => {
    renderReport();
    expect(
      await screen.findByText('Not all athletes who participated have data'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when a query fails", async () => {
    renderReport({ summaryError: 'Session not found' });
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
  });

  it('says when a period has not been processed yet', async () => {
    renderReport({ secondHalfUnprocessed: true });
    expect(
      await screen.findByText(
        "This Match's data has not been processed yet - please check back later.",
      ),
    ).toBeInTheDocument();
  });

  it('refuses heat maps of a session that is not a match', () => {
    const training = {
      __typename: 'TrainingSession' as const,
      id: SESSION_ID,
      club: { id: CLUB_ID, sport: 'association_football' as const },
    };
    render(
      <MatchHeatmapsTab
        heatmaps={{ data: { session: training }, loading: false, errorMessage: null }}
        athletesSelected
      />,
    );
    expect(screen.getByText('Incorrect match type')).toBeInTheDocument();
  });
});
