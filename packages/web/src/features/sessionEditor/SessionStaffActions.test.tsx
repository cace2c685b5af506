import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { permissionMock } from '../../testing/fixtures';
import { renderElement } from '../../testing/renderApp';
import {
  DeleteSessionMutation,
  EditableSessionQuery,
  UpdateSessionMutation,
} from './sessionEditorDocuments';
import { DELETE_SESSION_TEXT, SessionStaffActions } from './SessionStaffActions';
import { CLUB_ID, editorClubMock, refusedWith } from './testing/sessionEditorMocks';

type Mock = MockLink.MockedResponse;

const SESSION_ID = 's1';

const mayEdit = (permitted = true) =>
  permissionMock({ action: 'Edit', subject: 'Session', subjectId: SESSION_ID }, permitted);

const match = {
  __typename: 'MatchSession',
  id: SESSION_ID,
  startTime: '2026-07-01T13:00:00.000Z',
  endTime: '2026-07-01T15:00:00.000Z',
  description: null,
  club: { __typename: 'Club', id: CLUB_ID },
  matchDefinition: { __typename: 'MatchDefinition', id: 'md1', name: 'League Match' },
  opponent: 'Rovers',
  score: 1,
  opponentScore: 0,
  pitch: null,
  matchSessionPeriods: [
    {
      __typename: 'MatchSessionPeriod',
      id: 'mp1',
      name: '1st Half',
      startTime: '2026-07-01T13:00:00.000Z',
      endTime: '2026-07-01T13:45:00.000Z',
    },
    {
      __typename: 'MatchSessionPeriod',
      id: 'mp2',
      name: '2nd Half',
      startTime: '2026-07-01T14:00:00.000Z',
      endTime: '2026-07-01T14:45:00.000Z',
    },
  ],
};

const sessionMock: Mock = {
  request: { query: EditableSessionQuery, variables: { sessionId: SESSION_ID } },
  result: { data: { session: match } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const periodsInput = [
  { name: '1st Half', startTime: '2026-07-01T13:00:00.000Z', endTime: '2026-07-01T13:45:00.000Z' },
  { name: '2nd Half', startTime: '2026-07-01T14:00:00.000Z', endTime: '2026-07-01T14:45:00.000Z' },
];

const updateMock = (endTime: string, answer: Record<string, unknown>): Mock => ({
  request: {
    query: UpdateSessionMutation,
    variables: {
      input: {
        id: SESSION_ID,
        startTime: '2026-07-01T13:00:00.000Z',
        endTime,
        description: null,
        pitchId: null,
        matchDefinitionName: 'League Match',
        opponent: 'Rovers',
        score: 1,
        opponentScore: 0,
        periods: periodsInput,
      },
    },
  },
  result: { data: { updateSession: { session: null, errors: [], ...answer } } },
});

const deleteMock = (answer: Record<string, unknown>): Mock => ({
  request: { query: DeleteSessionMutation, variables: { id: SESSION_ID } },
  result: { data: { deleteSession: { id: null, errors: [], ...answer } } },
});

const renderActions = (mocks: Mock[], permitted = true) =>
  renderElement(<SessionStaffActions sessionId={SESSION_ID} />, {
    mocks: [mayEdit(permitted), ...mocks],
    path: `/sessions/${SESSION_ID}`,
  });

beforeEach(() => setCurrentClubId(CLUB_ID));

describe('the session page’s Edit session and Delete session', () => {
  it('edits a match in the same dialog, filled in, and saves it', async () => {
    const user = userEvent.setup();
    renderActions([
      sessionMock,
      editorClubMock(),
      updateMock('2026-07-01T14:30:00.000Z', {
        errors: refusedWith(['input'], '2nd Half must lie inside the session.'),
      }),
      updateMock('2026-07-01T15:00:00.000Z', { session: { ...match, dataProcessing: true } }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
    // The session's End, before its periods' own.
    const [end] = await within(dialog).findAllByRole('group', { name: 'End' });
    if (!end) throw new Error('The dialog has no End');
    expect(within(end).getByLabelText(/End time/)).toHaveValue('16:00');
    expect(within(dialog).getByRole('radio', { name: 'Match' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Training' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Match name')).toHaveValue('League Match');
    expect(
      within(within(dialog).getByRole('group', { name: 'Period 2' })).getByLabelText(/Start time/),
    ).toHaveValue('15:00');

    // The periods are the match's own: moving its end does not move them.
    await user.clear(within(end).getByLabelText(/End time/));
    await user.type(within(end).getByLabelText(/End time/), '15:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '2nd Half must lie inside the session.',
    );
    await user.clear(within(end).getByLabelText(/End time/));
    await user.type(within(end).getByLabelText(/End time/), '16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before deleting, then opens the Sessions page and says so', async () => {
    const user = userEvent.setup();
    const { router } = renderActions([deleteMock({ id: SESSION_ID })]);
    await user.click(await screen.findByRole('button', { name: 'Delete session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete session' });
    expect(within(dialog).getByText(DELETE_SESSION_TEXT)).toBeInTheDocument();
    expect(DELETE_SESSION_TEXT).toBe(
      'Delete this session? Its files, metrics and segments are deleted for good.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Session deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions'));
  });

  it('keeps the session when Cancel is chosen, or the server refuses', async () => {
    const user = userEvent.setup();
    const { router } = renderActions([
      deleteMock({ errors: refusedWith(['id'], 'Session not found') }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete session' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete session' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete session' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete session' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/sessions/${SESSION_ID}`);
  });

  it('shows nothing to those the policy does not let edit the session', async () => {
    renderActions([], false);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit session' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Delete session' })).not.toBeInTheDocument();
  });
});
