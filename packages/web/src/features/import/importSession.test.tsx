import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithCable } from '../../testing/renderWithCable';
import { ImportPage } from './ImportPage';
import { ProcessImportMutation, SetImportTrackAthleteMutation } from './importDocuments';
import {
  setUpImportPageTests,
  chooseFiles,
  answerUpload,
  fileRow,
  adaFit,
} from './testing/importPage';
import {
  chosenFile,
  targetSessionMock,
  TRAINING,
  createImportMock,
  IMPORT_ID,
  importClubMock,
  importOf,
  importQueryMock,
  importUpdated,
  ZOE,
  type FileFixture,
} from './testing/importMocks';

setUpImportPageTests();

describe("the Import page's session", () => {
  it('enables Process only once a track has an athlete, and says so', async () => {
    const user = userEvent.setup();
    const unmatched: FileFixture = {
      id: 'f1',
      fileName: 'positions.csv',
      status: 'ready',
      format: 'positions',
      tracks: [{ id: 't1', key: 'TAG-17' }],
    };
    const { event } = renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock(),
      createImportMock(),
      importQueryMock(),
      {
        request: {
          query: SetImportTrackAthleteMutation,
          variables: { trackId: 't1', athleteId: ZOE.id },
        },
        result: {
          data: {
            setImportTrackAthlete: {
              import: importOf({
                files: [
                  {
                    ...unmatched,
                    tracks: [{ id: 't1', key: 'TAG-17', athlete: ZOE, matchedBy: 'coach' }],
                  },
                ],
              }),
              errors: [],
            },
          },
        },
      },
    ]);
    await chooseFiles(user, [chosenFile('positions.csv')]);
    const process = await screen.findByRole('button', { name: 'Process' });
    expect(process).toBeDisabled();
    await answerUpload(0, 201, { fileId: 'f1' });
    expect(await within(fileRow('positions.csv')).findByText('Reading…')).toBeInTheDocument();
    expect(process).toBeDisabled();

    await event(importUpdated({ files: [unmatched] }));
    expect(await screen.findByText('Choose an athlete for at least one file.')).toBeInTheDocument();
    expect(process).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /Athlete for TAG-17/ }));
    expect(screen.getByRole('option', { name: 'Nobody (leave out)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Zoe Adams' }));
    const [, reviewed] = within(
      screen.getByRole('table', { name: 'Review athletes' }),
    ).getAllByRole('row');
    await waitFor(() => expect(reviewed).toHaveTextContent(/Zoe Adams.*You$/));
    expect(process).toBeEnabled();
    expect(screen.queryByText('Choose an athlete for at least one file.')).not.toBeInTheDocument();
  });

  it('adds files to the session of ?session=, and shows what Process was refused', async () => {
    const user = userEvent.setup();
    const file = adaFit('deviceSerial');
    const { event } = renderWithCable(
      <ImportPage sessionId="s7" />,
      [
        importClubMock(),
        targetSessionMock(TRAINING),
        createImportMock('s7', { session: TRAINING }),
        importQueryMock({ session: TRAINING }),
        {
          request: {
            query: ProcessImportMutation,
            variables: { importId: IMPORT_ID, session: { sessionId: 's7' } },
          },
          result: {
            data: {
              processImport: {
                import: null,
                errors: [
                  {
                    __typename: 'MutationError',
                    path: ['session'],
                    fullMessages: ['The session was deleted meanwhile.'],
                  },
                ],
              },
            },
          },
        },
      ],
      { path: '/import?session=s7' },
    );
    const session = await screen.findByRole('region', { name: 'Session' });
    expect(
      within(session).getByText('Wed 1 Jul 2026 · 10:00-11:30 · Training · Pre-season'),
    ).toBeInTheDocument();
    expect(within(session).queryByRole('radio')).not.toBeInTheDocument();
    await chooseFiles(user, [chosenFile('ada.fit')]);
    await answerUpload(0, 201, { fileId: 'f1' });
    await event(importUpdated({ session: TRAINING, files: [file] }));
    await waitFor(() =>
      expect(within(session).getByRole('button', { name: 'Process' })).toBeEnabled(),
    );
    await user.click(within(session).getByRole('button', { name: 'Process' }));
    expect(await within(session).findByRole('alert')).toHaveTextContent(
      'The session was deleted meanwhile.',
    );
  });

  it('offers the club’s sessions that overlap the files', async () => {
    const user = userEvent.setup();
    const file = adaFit('fileName');
    const match = {
      __typename: 'MatchSession',
      id: 's8',
      startTime: '2026-07-01T10:00:00.000Z',
      endTime: '2026-07-01T11:45:00.000Z',
      description: null,
      matchDefinition: { __typename: 'MatchDefinition', id: 'md1', name: 'League Match' },
    };
    const { event } = renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock(),
      createImportMock(),
      importQueryMock(),
      {
        request: {
          query: ProcessImportMutation,
          variables: { importId: IMPORT_ID, session: { sessionId: 's8' } },
        },
        result: {
          data: {
            processImport: {
              import: importOf({
                processed: true,
                session: match,
                files: [{ ...file, status: 'queued' }],
              }),
              errors: [],
            },
          },
        },
      },
    ]);
    await chooseFiles(user, [chosenFile('ada.fit')]);
    await answerUpload(0, 201, { fileId: 'f1' });
    await event(importUpdated({ files: [file], overlappingSessions: [match] }));
    const session = screen.getByRole('region', { name: 'Session' });
    expect(await within(session).findByText('Or add to an existing session')).toBeInTheDocument();
    expect(within(fileRow('ada.fit')).getByText('Garmin FIT: t1')).toBeInTheDocument();
    await user.click(
      within(session).getByRole('radio', { name: 'Wed 1 Jul 2026 · 11:00-12:45 · League Match' }),
    );
    expect(within(session).queryByLabelText(/Start time/)).not.toBeInTheDocument();
    await user.click(within(session).getByRole('button', { name: 'Process' }));
    expect(await within(session).findByRole('link', { name: 'Open session' })).toHaveAttribute(
      'href',
      '/sessions/s8',
    );
  });
});
