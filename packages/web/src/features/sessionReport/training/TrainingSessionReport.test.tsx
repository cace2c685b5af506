import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentClubId } from '../../../lib/apollo/currentClub';
import { renderApp } from '../../../testing/renderApp';
import { SelectedAthletesProvider } from '../../../components/athleteSelection/SelectedAthletesProvider';
import { CLUB_ID } from '../../../testing/athletes';
import {
  TRAINING_ID,
  TRAINING_START,
  trainingMocks,
  type TrainingMockOptions,
} from '../testing/trainingMocks';
import { TrainingSessionReport } from './TrainingSessionReport';
import { TRAINING_TEXTS } from './trainingTexts';

vi.mock('../../../components/charts/EChart', () => ({
  EChart: (props: { 'aria-label': string }) => <div role="img" aria-label={props['aria-label']} />,
}));

function ReportAt() {
  const { sessionId = TRAINING_ID, tab = null } = useParams();
  return (
    <SelectedAthletesProvider sessionId={sessionId}>
      <TrainingSessionReport
        session={{ id: sessionId, startTime: TRAINING_START, endTime: TRAINING_START }}
        tabPath={tab}
      />
    </SelectedAthletesProvider>
  );
}

function renderReport(path: string, options: TrainingMockOptions = {}) {
  return renderApp({
    path,
    routes: [{ path: '/sessions/:sessionId/:tab?', element: <ReportAt /> }],
    mocks: trainingMocks(options),
  });
}

describe('the training report', () => {
  beforeEach(() => setCurrentClubId(CLUB_ID));

  it('shows every card of the overview as a skeleton until the data arrives', async () => {
    renderReport('/sessions/s1');
    expect(screen.getByRole('heading', { name: 'Athlete Average Metrics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Speed Zones' })).toBeInTheDocument();
    expect(document.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(5);
    expect(await screen.findByText('5.90 km')).toBeInTheDocument();
    expect(screen.getByText('160 m')).toBeInTheDocument();
    expect(screen.getByText('570 m')).toBeInTheDocument();
  });

  it('pushes each tab to the URL without spaces', async () => {
    const user = userEvent.setup();
    const { router } = renderReport('/sessions/s1');
    expect(await screen.findByRole('heading', { name: 'Session Overview' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Session Avg' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(router.state.location.pathname).toBe('/sessions/s1/Details');
    expect(await screen.findByRole('table', { name: 'Session Details' })).toBeInTheDocument();
    expect(screen.getByText('Cara Diaz')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Speeds' }));
    expect(router.state.location.pathname).toBe('/sessions/s1/Speeds');
    expect(await screen.findByRole('heading', { name: 'Speed Breakdown' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Session Avg' }));
    expect(router.state.location.pathname).toBe('/sessions/s1/SessionAvg');
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Speed Breakdown' })).toBeInTheDocument();
  });

  it('opens the tab the URL names', async () => {
    renderReport('/sessions/s1/Details');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Session Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Session Details' })).toBeInTheDocument();
  });

  it('switches the second chart between sprint and high-intensity distance', async () => {
    const user = userEvent.setup();
    renderReport('/sessions/s1');
    await screen.findByText('5.90 km');
    expect(screen.getByRole('heading', { name: 'Sprint Distance' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'High Intensity Distance' }));
    expect(screen.getByRole('heading', { name: 'High Intensity Distance' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'High Intensity Distance per athlete' })).toBeVisible();
  });

  it('lists the segments and offers the editor when web_segments is on', async () => {
    renderReport('/sessions/s1', { segments: [{ id: 'seg1', title: 'Rondo' }] });
    await screen.findByText('5.90 km');
    const card = (await screen.findByRole('heading', { name: 'Session Segments' })).closest(
      'section',
    )!;
    expect(within(card).getByText(TRAINING_TEXTS.segmentsIntro)).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'Create Segments' })).toHaveAttribute(
      'href',
      '/sessions/s1/segments',
    );
    expect(await within(card).findByRole('link', { name: /Rondo/ })).toHaveAttribute(
      'href',
      '/sessions/s1/segments/seg1',
    );
  });

  it('compares each drill with the athletes’ match peaks', async () => {
    const user = userEvent.setup();
    renderReport('/sessions/s1', {
      segments: [
        { id: 'seg1', title: 'Rondo' },
        { id: 'seg2', title: 'Small-sided game' },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Rondo against match peaks' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    // 140 m/min against the 3-minute peak's 160 m/min; 15 against 35 at high intensity.
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.any(String), '140 m/min', '88 %', '15 m/min', '43 %', '3 min']);
    expect(second).toHaveTextContent('No match yet');
    expect(within(third!).getAllByRole('cell')[1]).toHaveTextContent('-');
    await user.click(screen.getByRole('combobox', { name: 'Drill' }));
    await user.click(screen.getByRole('option', { name: 'Small-sided game' }));
    const next = screen.getByRole('table', { name: 'Small-sided game against match peaks' });
    // 600 m in 4 minutes: 150 m/min, 94 % of 160.
    expect(within(next).getAllByRole('row')[1]).toHaveTextContent('94 %');
  });

  it('offers no editor without web_segments, and says when there are no segments', async () => {
    renderReport('/sessions/s1', { webSegments: false });
    expect(await screen.findByText(TRAINING_TEXTS.noSegments)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Segments' })).not.toBeInTheDocument();
  });

  it('offers the CSV downloads only when exporting is permitted', async () => {
    renderReport('/sessions/s1');
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('hides the CSV downloads from those who may not export', async () => {
    renderReport('/sessions/s1', { permitted: false });
    await screen.findByText('5.90 km');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('shows heart rate in Session Details when an athlete has it', async () => {
    renderReport('/sessions/s1/Details');
    expect(
      await screen.findByRole('columnheader', { name: /HR avg \/ max \(bpm\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('149/181')).toBeInTheDocument();
  });

  it('shows each athlete’s distances as a percentage of their match average in Session Details', async () => {
    renderReport('/sessions/s1/Details');
    // 5200 m of 10400 m, 480 m of 960 m, 120 m of 300 m.
    expect(await screen.findByText('5.20 km · 50 % of match')).toBeInTheDocument();
    expect(screen.getByText('480 m · 50 % of match')).toBeInTheDocument();
    expect(screen.getByText('120 m · 40 % of match')).toBeInTheDocument();
    // The others played no match: their numbers alone.
    expect(screen.getAllByText(/of match/)).toHaveLength(3);
  });

  it('adds the Raw Top Speed column when raw_top_speed is on', async () => {
    renderReport('/sessions/s1/Details', { rawTopSpeed: true });
    expect(await screen.findByRole('columnheader', { name: /Raw Top Speed/ })).toBeInTheDocument();
  });
});

describe('the training report notices', () => {
  beforeEach(() => setCurrentClubId(CLUB_ID));

  it.each(['/sessions/s1', '/sessions/s1/Details', '/sessions/s1/Speeds'])(
    'on %s asks to check back while an athlete is unprocessed',
    async (path) => {
      renderReport(path, { athletes: ['data', 'unprocessed'] });
      expect(await screen.findByText(TRAINING_TEXTS.notProcessed)).toBeInTheDocument();
      expect(screen.queryByText(TRAINING_TEXTS.missingData)).not.toBeInTheDocument();
    },
  );

  it('says when an athlete who took part has no data', async () => {
    renderReport('/sessions/s1/Details', { athletes: ['data', 'failed'] });
    expect(await screen.findByText(TRAINING_TEXTS.missingData)).toBeInTheDocument();
  });

  it('says when nobody has data for the session', async () => {
    renderReport('/sessions/s1', { athletes: [] });
    expect(await screen.findByText(TRAINING_TEXTS.noData)).toBeInTheDocument();
  });

  it("shows the server's message when a query fails", async () => {
    renderReport('/sessions/s1/Speeds', { queryError: 'Session not found' });
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
  });

  it('refuses a match', async () => {
    renderReport('/sessions/s1/Details', { match: true });
    expect(await screen.findByText(TRAINING_TEXTS.notTraining)).toBeInTheDocument();
  });
});
