import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INCOMPLETE_WALL_CLOCK } from '../../lib/clubTime';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { permissionMock } from '../../testing/fixtures';
import { renderElement } from '../../testing/renderApp';
import { setScreenWidth } from '../../testing/setScreenWidth';
import { NewSessionButton } from './NewSessionButton';
import { CreateSessionMutation } from './sessionEditorDocuments';
import { CLUB_ID, editorClubMock, refusedWith } from './testing/sessionEditorMocks';

type Mock = MockLink.MockedResponse;

// 10:20 in London (summer time): a new session is proposed from 11:00 to 12:30.
const NOW = new Date('2026-07-01T09:20:00Z');

const mayCreate = (permitted = true) =>
  permissionMock({ action: 'New', subject: 'Session', clubId: CLUB_ID }, permitted);

const renderButton = (mocks: Mock[]) =>
  renderElement(<NewSessionButton />, { mocks: [mayCreate(), ...mocks], path: '/sessions' });

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'New session' }));
  const dialog = await screen.findByRole('dialog', { name: 'New session' });
  await within(dialog).findByLabelText(/Start date/);
  return dialog;
};

const halves = [
  { name: '1st Half', startTime: '2026-07-01T10:00:00.000Z', endTime: '2026-07-01T10:45:00.000Z' },
  { name: '2nd Half', startTime: '2026-07-01T10:45:00.000Z', endTime: '2026-07-01T11:30:00.000Z' },
];

const createMock = (input: Record<string, unknown>, answer: Record<string, unknown>): Mock => ({
  request: { query: CreateSessionMutation, variables: { input: { clubId: CLUB_ID, ...input } } },
  result: { data: { createSession: { sessionId: null, errors: [], ...answer } } },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  setCurrentClubId(CLUB_ID);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('New session', () => {
  it('creates a training session in the club’s time zone and opens it', async () => {
    const user = userEvent.setup();
    const { router } = renderButton([
      editorClubMock(),
      createMock(
        {
          kind: 'training',
          startTime: '2026-07-01T10:00:00.000Z',
          endTime: '2026-07-01T11:30:00.000Z',
          description: 'Recovery run',
          pitchId: 'p1',
        },
        { sessionId: 's9' },
      ),
    ]);
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue('2026-07-01');
    expect(within(dialog).getByLabelText(/Start time/)).toHaveValue('11:00');
    expect(within(dialog).getByLabelText(/End time/)).toHaveValue('12:30');
    expect(within(dialog).getByRole('radio', { name: 'Training' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Description'), 'Recovery run');
    await user.click(within(dialog).getByRole('combobox', { name: 'Pitch' }));
    await user.click(await screen.findByRole('option', { name: 'Main pitch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/s9'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('proposes 1st Half and 2nd Half for a match, and shows what the server refused', async () => {
    const user = userEvent.setup();
    const match = {
      kind: 'match',
      startTime: '2026-07-01T10:00:00.000Z',
      endTime: '2026-07-01T11:30:00.000Z',
      description: null,
      pitchId: null,
      matchDefinitionName: 'Match',
      opponent: 'Rovers',
      periods: halves,
    };
    const { router } = renderButton([
      editorClubMock(),
      createMock(
        { ...match, score: 2, opponentScore: null },
        { errors: refusedWith(['input'], 'Give both scores or neither.') },
      ),
      createMock({ ...match, score: 2, opponentScore: 1 }, { sessionId: 's10' }),
    ]);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Match' }));
    expect(within(dialog).getByLabelText('Match name')).toHaveValue('Match');
    const first = within(dialog).getByRole('group', { name: 'Period 1' });
    expect(within(first).getByLabelText(/Name/)).toHaveValue('1st Half');
    expect(within(first).getByLabelText(/End time/)).toHaveValue('11:45');
    const second = within(dialog).getByRole('group', { name: 'Period 2' });
    expect(within(second).getByLabelText(/Name/)).toHaveValue('2nd Half');
    expect(within(second).getByLabelText(/Start time/)).toHaveValue('11:45');

    await user.type(within(dialog).getByLabelText('Opponent'), 'Rovers');
    await user.type(within(dialog).getByLabelText('Score'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Give both scores or neither.',
    );
    expect(router.state.location.pathname).toBe('/sessions');

    await user.type(within(dialog).getByLabelText('Opponent score'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/s10'));
  });

  it('adds and removes periods', async () => {
    const user = userEvent.setup();
    renderButton([editorClubMock()]);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Match' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add period' }));
    const third = within(dialog).getByRole('group', { name: 'Period 3' });
    expect(within(third).getByLabelText(/Start time/)).toHaveValue('12:30');
    await user.click(within(dialog).getByRole('button', { name: 'Remove 1st Half' }));
    expect(within(dialog).queryByRole('group', { name: 'Period 3' })).not.toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('group', { name: 'Period 1' })).getByLabelText(/Name/),
    ).toHaveValue('2nd Half');
  });

  it('says which moment is incomplete and sends nothing', async () => {
    const user = userEvent.setup();
    renderButton([editorClubMock()]);
    const dialog = await openDialog(user);
    await user.clear(within(dialog).getByLabelText(/End time/));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const end = within(dialog).getByRole('group', { name: 'End' });
    expect(within(end).getByText(INCOMPLETE_WALL_CLOCK)).toBeInTheDocument();
  });

  it('shows the server’s message when the club cannot be read, and Cancel closes', async () => {
    const user = userEvent.setup();
    renderButton([editorClubMock({ errorMessage: 'Club not found' })]);
    await user.click(await screen.findByRole('button', { name: 'New session' }));
    const dialog = await screen.findByRole('dialog', { name: 'New session' });
    expect(await within(dialog).findByText('Club not found')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the dialog loading while the club is read', async () => {
    const user = userEvent.setup();
    renderButton([{ ...editorClubMock(), delay: Number.POSITIVE_INFINITY }]);
    await user.click(await screen.findByRole('button', { name: 'New session' }));
    const dialog = await screen.findByRole('dialog', { name: 'New session' });
    expect(within(dialog).getByLabelText('Loading the session')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('is not offered to those the policy does not let create sessions', async () => {
    renderElement(<NewSessionButton />, { mocks: [mayCreate(false)], path: '/sessions' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'New session' })).not.toBeInTheDocument(),
    );
  });

  it('fills a phone’s screen at 390 px', async () => {
    setScreenWidth(390);
    const user = userEvent.setup();
    renderButton([editorClubMock()]);
    const dialog = await openDialog(user);
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });
});
