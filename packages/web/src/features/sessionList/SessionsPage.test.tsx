import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSX } from 'react';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelectedAthleteIds } from '../../lib/athleteSelection/SelectedAthletesContext';
import { SelectedAthletesProvider } from '../../components/athleteSelection/SelectedAthletesProvider';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { CLUB_ID } from '../../testing/athletes';
import { renderApp, type RenderAppOptions } from '../../testing/renderApp';
import { SessionsPage } from './SessionsPage';
import { athletesMock, sessionsMock } from './testing/sessionsMocks';

/** Stands for the open session's report: says which athletes it would show. */
function OpenSession({ sessionId }: { sessionId: string }) {
  const selected = useSelectedAthleteIds();
  return (
    <p>
      Open {sessionId}; athletes: {selected.length === 0 ? 'all' : selected.join(',')}
    </p>
  );
}

function SessionsAt() {
  const { sessionId = null } = useParams();
  return (
    <SelectedAthletesProvider sessionId={sessionId}>
      <SessionsPage sessionId={sessionId} placeholder={<p>Finding the newest session</p>}>
        {sessionId !== null && <OpenSession sessionId={sessionId} />}
      </SessionsPage>
    </SelectedAthletesProvider>
  );
}

const routes = [{ path: '/sessions/:sessionId?/:tab?', element: <SessionsAt /> }];

function renderSessions(path: string, mocks: RenderAppOptions['mocks']) {
  return renderApp({ path, routes, mocks });
}

const scrollList = () => fireEvent.scroll(screen.getByTestId('load-more-on-scroll'));

describe('the sessions side panel', () => {
  beforeEach(() => setCurrentClubId(CLUB_ID));

  it('lists trainings and matches with their date and time span, each a link', async () => {
    renderSessions('/sessions/s1', [sessionsMock(), athletesMock('s1')]);
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('Training Session');
    expect(rows[0]).toHaveTextContent('28 Nov · 18:00-19:30');
    expect(rows[0]).toHaveAttribute('href', '/sessions/s1');
    expect(rows[0]).toHaveAttribute('aria-current', 'page');
    expect(rows[4]).toHaveTextContent('League Match Session');
    expect(rows[4]).toHaveTextContent('24 Nov');
  });

  it('opens the first session when none is selected', async () => {
    const { router } = renderSessions('/sessions', [sessionsMock(), athletesMock('s1')]);
    expect(await screen.findByText('Open s1; athletes: all')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/s1');
  });

  it('leaves the page the person asked for meanwhile alone, however late the sessions arrive', async () => {
    let arrive = () => {};
    const elsewhere = {
      path: '/survey_exports',
      // The next page's code is still on its way when the sessions arrive.
      lazy: () =>
        new Promise<{ element: JSX.Element }>((resolve) => {
          arrive = () => resolve({ element: <p>Survey Exports</p> });
        }),
    };
    const { router } = renderApp({
      path: '/sessions',
      routes: [...routes, elsewhere],
      mocks: [sessionsMock(), athletesMock('s1')],
    });
    void router.navigate('/survey_exports');
    await screen.findByRole('list', { name: 'Sessions' });
    arrive();
    expect(await screen.findByText('Survey Exports')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/survey_exports');
  });

  it('says so when the club has no sessions, and keeps the Athletes tab closed', async () => {
    renderSessions('/sessions', [sessionsMock({ count: 0 })]);
    expect(await screen.findAllByText('No sessions yet')).not.toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'Athletes' })).toBeDisabled();
  });

  it('loads the next batch once per loaded batch, however often the list is scrolled', async () => {
    const secondBatch = vi.fn((answer: object) => answer);
    renderSessions('/sessions/s1', [
      sessionsMock({ nextOffset: 20 }),
      sessionsMock({ offset: 20, count: 5, result: secondBatch }),
      athletesMock('s1'),
    ]);
    const list = await screen.findByRole('list', { name: 'Sessions' });
    scrollList();
    scrollList();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(25));
    scrollList();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(secondBatch).toHaveBeenCalledTimes(1);
    expect(within(list).getAllByRole('link')).toHaveLength(25);
  });

  it('shows the server message when the sessions cannot be loaded', async () => {
    renderSessions('/sessions', [
      {
        request: sessionsMock().request,
        result: { errors: [{ message: 'Club not found' }], data: { club: null } },
      },
    ]);
    expect(await screen.findAllByText('Club not found')).not.toHaveLength(0);
  });
});

describe('choosing athletes', () => {
  beforeEach(() => setCurrentClubId(CLUB_ID));

  it('narrows every view to the ticked athletes; none ticked means all', async () => {
    const user = userEvent.setup();
    renderSessions('/sessions/s1', [sessionsMock(), athletesMock('s1')]);
    await user.click(await screen.findByRole('tab', { name: 'Athletes' }));
    const athletes = await screen.findByRole('list', { name: 'Athletes' });
    expect(within(athletes).getByRole('img', { name: 'Ana Silva' })).toHaveAttribute(
      'src',
      '/pictures/ana.png',
    );
    expect(within(athletes).getByText('BO')).toBeInTheDocument();
    expect(screen.getByText('All 3 athletes shown')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Cara Diaz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ana Silva' }));
    expect(screen.getByText('Open s1; athletes: a1,a3')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Ana Silva' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cara Diaz' }));
    expect(screen.getByText('Open s1; athletes: all')).toBeInTheDocument();
  });

  it("picks a group's athletes in one click", async () => {
    const user = userEvent.setup();
    renderSessions('/sessions/s1', [sessionsMock(), athletesMock('s1')]);
    await user.click(await screen.findByRole('tab', { name: 'Athletes' }));
    await user.click(await screen.findByRole('button', { name: 'Defenders' }));
    expect(screen.getByText('Open s1; athletes: a1,a2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getByText('Open s1; athletes: all')).toBeInTheDocument();
  });

  it('starts from every athlete again in another session', async () => {
    const user = userEvent.setup();
    const { router } = renderSessions('/sessions/s1', [
      sessionsMock(),
      athletesMock('s1'),
      athletesMock('s2'),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Athletes' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Ben Okoro' }));
    expect(screen.getByText('Open s1; athletes: a2')).toBeInTheDocument();
    await router.navigate('/sessions/s2');
    expect(await screen.findByText('Open s2; athletes: all')).toBeInTheDocument();
  });

  it("says 'No athletes available' when nobody took part", async () => {
    const user = userEvent.setup();
    renderSessions('/sessions/s1', [sessionsMock(), athletesMock('s1', [])]);
    await user.click(await screen.findByRole('tab', { name: 'Athletes' }));
    expect(await screen.findByText('No athletes available')).toBeInTheDocument();
  });
});
