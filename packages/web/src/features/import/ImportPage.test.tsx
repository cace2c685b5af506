import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithCable } from '../../testing/renderWithCable';
import { ImportPage } from './ImportPage';
import { setScreenWidth } from '../../testing/setScreenWidth';
import { ProcessImportMutation, SetImportTrackAthleteMutation } from './importDocuments';
import {
  setUpImportPageTests,
  sentUploads,
  chooseFiles,
  answerUpload,
  fileRow,
  kinexon,
  gpx,
  created,
} from './testing/importPage';
import {
  ADA,
  chosenFile,
  targetSessionMock,
  CLUB_ID,
  createImportMock,
  IMPORT_ID,
  importClubMock,
  importOf,
  importQueryMock,
  importUpdated,
} from './testing/importMocks';

setUpImportPageTests();

describe('the Import page', () => {
  it('sends files one after another, reviews their athletes and processes them into a new session', async () => {
    const user = userEvent.setup();
    const { event, router } = renderWithCable(
      <ImportPage sessionId={null} />,
      [
        importClubMock(),
        createImportMock(),
        importQueryMock(),
        {
          request: {
            query: SetImportTrackAthleteMutation,
            variables: { trackId: 't2', athleteId: ADA.id },
          },
          result: {
            data: {
              setImportTrackAthlete: {
                import: null,
                errors: [
                  {
                    __typename: 'MutationError',
                    path: ['athleteId'],
                    fullMessages: ['Each athlete can have only one file in a session.'],
                  },
                ],
              },
            },
          },
        },
        {
          request: {
            query: ProcessImportMutation,
            variables: {
              importId: IMPORT_ID,
              session: {
                newSession: {
                  clubId: CLUB_ID,
                  kind: 'training',
                  startTime: '2026-07-01T09:58:00.000Z',
                  endTime: '2026-07-01T11:31:00.000Z',
                  description: 'Recovery',
                },
              },
            },
          },
          result: {
            data: {
              processImport: {
                import: importOf({
                  processed: true,
                  session: created,
                  files: [
                    { ...kinexon, status: 'queued' },
                    { ...gpx, status: 'queued' },
                  ],
                }),
                errors: [],
              },
            },
          },
        },
      ],
      { path: '/import' },
    );
    expect(await screen.findByRole('heading', { name: 'Import files' })).toBeInTheDocument();
    expect(await screen.findByText(/^No files yet\./)).toBeInTheDocument();

    await chooseFiles(user, [
      chosenFile('kinexon.csv'),
      chosenFile('run.gpx'),
      chosenFile('.DS_Store'),
    ]);
    await waitFor(() => expect(sentUploads()).toHaveLength(1));
    expect(sentUploads()[0]!.url).toBe(`/api/imports/${IMPORT_ID}/files`);
    expect(sentUploads()[0]!.file.name).toBe('kinexon.csv');
    expect(screen.queryByRole('listitem', { name: '.DS_Store' })).not.toBeInTheDocument();
    expect(within(fileRow('run.gpx')).getByText('Waiting')).toBeInTheDocument();

    act(() => sentUploads()[0]!.progress(40, 100));
    expect(within(fileRow('kinexon.csv')).getByText('Uploading 40 %')).toBeInTheDocument();
    expect(
      within(fileRow('kinexon.csv')).getByRole('progressbar', {
        name: 'kinexon.csv: Uploading 40 %',
      }),
    ).toHaveAttribute('aria-valuenow', '40');
    // One at a time: the second waits for the first.
    expect(sentUploads()).toHaveLength(1);

    await answerUpload(0, 201, { fileId: 'f1' });
    expect(await within(fileRow('kinexon.csv')).findByText('Reading…')).toBeInTheDocument();
    await answerUpload(1, 201, { fileId: 'f2' });

    await event(importUpdated({ files: [kinexon, gpx] }));
    expect(
      await within(fileRow('kinexon.csv')).findByText('Kinexon CSV: Ada Byrne, Zed Unknown'),
    ).toBeInTheDocument();

    const review = screen.getByRole('table', { name: 'Review athletes' });
    const reviewRows = within(review).getAllByRole('row').slice(1);
    expect(reviewRows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Ada Byrne · No. 4'),
      expect.stringContaining('Zed Unknown · No. 11'),
      expect.stringContaining('EDGE-9'),
    ]);
    expect(reviewRows[0]).toHaveTextContent(/Ada Byrne.*Name$/);
    expect(reviewRows[1]).toHaveTextContent(/Choose an athlete.*Not matched$/);
    expect(reviewRows[2]).toHaveTextContent(/Zoe Adams.*Device$/);
    expect(reviewRows[0]).toHaveTextContent('Wed 1 Jul 2026 10:58-12:31');

    // Ada already has a file: the server refuses her for a second track.
    await user.click(
      within(reviewRows[1]!).getByRole('combobox', { name: /Athlete for Zed Unknown/ }),
    );
    await user.click(await screen.findByRole('option', { name: 'Ada Byrne' }));
    expect(await within(reviewRows[1]!).findByRole('alert')).toHaveTextContent(
      'Each athlete can have only one file in a session.',
    );

    const session = screen.getByRole('region', { name: 'Session' });
    expect(within(session).getByRole('radio', { name: 'New training session' })).toBeChecked();
    expect(within(session).getByLabelText(/Start time/)).toHaveValue('10:58');
    expect(within(session).getByLabelText(/End time/)).toHaveValue('12:31');
    await user.type(within(session).getByLabelText('Description'), 'Recovery');
    await user.click(within(session).getByRole('button', { name: 'Process' }));

    expect(await within(fileRow('kinexon.csv')).findByText('Queued')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(session).getByRole('link', { name: 'Open session' })).toHaveAttribute(
      'href',
      '/sessions/s9',
    );

    await event(
      importUpdated({
        processed: true,
        session: created,
        files: [
          {
            ...kinexon,
            status: 'done',
            tracks: kinexon.tracks!.map((t) => ({ ...t, status: 'done' })),
          },
          { ...gpx, status: 'warning', problem: 'run.gpx line 40: no time' },
        ],
      }),
    );
    expect(await within(fileRow('kinexon.csv')).findByText('Done')).toBeInTheDocument();
    expect(
      within(fileRow('run.gpx')).getByText('Warning: run.gpx line 40: no time'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/import');
  });

  it('shows the review as cards on a 390 px phone', async () => {
    setScreenWidth(390);
    const user = userEvent.setup();
    const { event } = renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock(),
      createImportMock(),
      importQueryMock(),
    ]);
    await chooseFiles(user, [chosenFile('run.gpx')]);
    await answerUpload(0, 201, { fileId: 'f2' });
    await event(importUpdated({ files: [gpx] }));
    const cards = await screen.findByRole('list', { name: 'Review athletes' });
    expect(screen.queryByRole('table', { name: 'Review athletes' })).not.toBeInTheDocument();
    const card = within(cards).getByRole('listitem', { name: 'EDGE-9 in run.gpx' });
    expect(card).toHaveTextContent('Matched by: Device');
  });

  it('shows the page loading', async () => {
    renderWithCable(<ImportPage sessionId={null} />, [
      { ...importClubMock(), delay: Number.POSITIVE_INFINITY },
    ]);
    expect(await screen.findByLabelText('Loading the import')).toBeInTheDocument();
  });

  it('shows the server’s message when the club cannot be read', async () => {
    renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock({ errorMessage: 'Not found' }),
    ]);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Drop files or a folder here' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server’s message when the session of ?session= cannot be read', async () => {
    renderWithCable(
      <ImportPage sessionId="s7" />,
      [importClubMock(), targetSessionMock(null, 'Session not found')],
      {
        path: '/import?session=s7',
      },
    );
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
  });
});
