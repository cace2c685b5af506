import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionMock } from '../../testing/fixtures';
import { renderElement } from '../../testing/renderApp';
import { SessionFilesPanels } from './SessionFilesPanels';
import {
  RemoveSessionFileMutation,
  ReprocessSessionFileMutation,
  SessionFilesQuery,
} from './sessionFilesDocuments';

type Mock = MockLink.MockedResponse;

const SESSION_ID = 's1';
const many = { maxUsageCount: Number.POSITIVE_INFINITY };

const mayEdit = (permitted = true) =>
  permissionMock({ action: 'Edit', subject: 'Session', subjectId: SESSION_ID }, permitted);

const athlete = (id: string, name: string) => ({ __typename: 'Athlete', id, name });

const track = (
  id: string,
  who: ReturnType<typeof athlete>,
  status: string,
  problem: string | null = null,
) => ({
  __typename: 'ImportTrack',
  id,
  key: id,
  athlete: who,
  status,
  problem,
});

const kinexon = {
  __typename: 'SessionFile',
  id: 'u1',
  fileName: 'kinexon-2026-07-01.csv',
  format: 'kinexon',
  byteSize: 12.4 * 1024 * 1024,
  uploadedAt: '2026-07-01T12:00:00.000Z',
  tracks: [
    track('t1', athlete('a1', 'Ada Byrne'), 'done'),
    track(
      't2',
      athlete('a2', 'Zoe Adams'),
      'warning',
      'kinexon-2026-07-01.csv line 4410: time goes backwards',
    ),
  ],
};

const filesMock = (
  answer: { files?: unknown[]; warnings?: unknown[]; errorMessage?: string } = {},
): Mock => ({
  request: { query: SessionFilesQuery, variables: { sessionId: SESSION_ID } },
  result: answer.errorMessage
    ? { errors: [{ message: answer.errorMessage }], data: { session: null } }
    : {
        data: {
          session: {
            __typename: 'TrainingSession',
            id: SESSION_ID,
            dataProcessing: false,
            files: answer.files ?? [kinexon],
            processingWarnings: answer.warnings ?? [],
          },
        },
      },
  ...many,
});

const renderPanels = (mocks: Mock[], permitted = true) =>
  renderElement(<SessionFilesPanels sessionId={SESSION_ID} />, {
    mocks: [mayEdit(permitted), ...mocks],
    path: `/sessions/${SESSION_ID}`,
  });

const sessionAnswer = (name: 'reprocessSessionFile' | 'removeSessionFile') => ({
  data: {
    [name]: {
      session: { __typename: 'TrainingSession', id: SESSION_ID, dataProcessing: true },
      errors: [],
    },
  },
});

describe('the session’s Files panel', () => {
  it('lists each file with its format, size, athletes and their status', async () => {
    renderPanels([filesMock()]);
    const file = await screen.findByRole('listitem', { name: 'kinexon-2026-07-01.csv' });
    expect(within(file).getByText('Kinexon CSV · 12.4 MB')).toBeInTheDocument();
    expect(within(file).getByText('Ada Byrne: Done')).toBeInTheDocument();
    expect(
      within(file).getByText(
        'Zoe Adams: Warning: kinexon-2026-07-01.csv line 4410: time goes backwards',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add files' })).toHaveAttribute(
      'href',
      `/import?session=${SESSION_ID}`,
    );
  });

  it('processes a file again', async () => {
    const user = userEvent.setup();
    renderPanels([
      filesMock(),
      {
        request: { query: ReprocessSessionFileMutation, variables: { id: 'u1' } },
        result: sessionAnswer('reprocessSessionFile'),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Re-process' }));
    expect(
      await screen.findByText('kinexon-2026-07-01.csv is processed again.'),
    ).toBeInTheDocument();
  });

  it('asks before removing a file', async () => {
    const user = userEvent.setup();
    renderPanels([
      filesMock(),
      {
        request: { query: RemoveSessionFileMutation, variables: { id: 'u1' } },
        result: sessionAnswer('removeSessionFile'),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove file' });
    expect(
      within(dialog).getByText(
        'Remove kinexon-2026-07-01.csv? The metrics computed from it are deleted.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('kinexon-2026-07-01.csv removed.')).toBeInTheDocument();
  });

  it('says when the session has no files', async () => {
    renderPanels([filesMock({ files: [] })]);
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();
  });

  it('shows the server’s message when the files cannot be read', async () => {
    renderPanels([filesMock({ errorMessage: 'Not found' })]);
    expect(await screen.findAllByText('Not found')).toHaveLength(2);
  });

  it('shows the panels loading', async () => {
    renderPanels([{ ...filesMock(), delay: Number.POSITIVE_INFINITY }]);
    expect(await screen.findByLabelText('Loading the files')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the warnings')).toBeInTheDocument();
  });

  it('shows nothing to those the policy does not let edit the session', async () => {
    renderPanels([filesMock()], false);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Files' })).not.toBeInTheDocument(),
    );
  });
});

describe('the session’s Processing warnings panel', () => {
  it('lists every warning with its athlete, or Whole session', async () => {
    renderPanels([
      filesMock({
        warnings: [
          {
            __typename: 'ProcessingWarning',
            id: 'w1',
            message: 'kinexon-2026-07-01.csv line 4410: time goes backwards',
            athlete: athlete('a2', 'Zoe Adams'),
          },
          {
            __typename: 'ProcessingWarning',
            id: 'w2',
            message: 'No pitch: positions are not placed on a pitch.',
            athlete: null,
          },
        ],
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Processing warnings' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'Zoe Adamskinexon-2026-07-01.csv line 4410: time goes backwards',
    );
    expect(second).toHaveTextContent('Whole sessionNo pitch: positions are not placed on a pitch.');
  });

  it('says when there are none', async () => {
    renderPanels([filesMock()]);
    expect(await screen.findByText('No processing warnings.')).toBeInTheDocument();
  });
});
