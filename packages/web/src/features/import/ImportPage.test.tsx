import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderWithCable } from '../../testing/renderWithCable';
import { ImportPage } from './ImportPage';
import { setScreenWidth } from '../../testing/setScreenWidth';
import type { DroppedDirectoryEntry, DroppedFileEntry } from './droppedFiles';
import {
  MapImportFileColumnsMutation,
  ProcessImportMutation,
  RemoveImportFileMutation,
  SetImportTrackAthleteMutation,
} from './importDocuments';
import { MAX_IMPORT_FILE_BYTES } from './importLimits';
import { installFakeXhr, type FakeXhr } from './testing/fakeXhr';
import {
  ADA,
  chosenFile,
  POLAR_MAPPING,
  targetSessionMock,
  TRAINING,
  CLUB_ID,
  createImportMock,
  IMPORT_ID,
  importClubMock,
  importOf,
  importQueryMock,
  importUpdated,
  ZOE,
  type FileFixture,
} from './testing/importMocks';

let Xhr: typeof FakeXhr;
beforeEach(() => {
  setCurrentClubId(CLUB_ID);
  Xhr = installFakeXhr();
});
afterEach(() => vi.unstubAllGlobals());

const chooseFiles = async (user: ReturnType<typeof userEvent.setup>, files: File[]) =>
  user.upload(await screen.findByLabelText('Choose files'), files);

/** The server answers the page's n-th upload (0-based). */
const answerUpload = async (n: number, status: number, body: unknown) => {
  await waitFor(() => expect(Xhr.sent[n]).toBeDefined());
  await act(async () => {
    Xhr.sent[n]!.respond(status, body);
    await Promise.resolve();
  });
};

const row = (name: string) => screen.getByRole('listitem', { name });

const kinexon: FileFixture = {
  id: 'f1',
  fileName: 'kinexon.csv',
  status: 'ready',
  format: 'kinexon',
  tracks: [
    { id: 't1', athleteName: 'Ada Byrne', shirtNumber: '4', athlete: ADA, matchedBy: 'name' },
    { id: 't2', athleteName: 'Zed Unknown', shirtNumber: '11' },
  ],
};
const gpx: FileFixture = {
  id: 'f2',
  fileName: 'run.gpx',
  status: 'ready',
  format: 'gpx',
  tracks: [{ id: 't3', deviceSerial: 'EDGE-9', athlete: ZOE, matchedBy: 'deviceSerial' }],
};

/** The training session 'Process' creates from the files' span. */
const created = {
  __typename: 'TrainingSession',
  id: 's9',
  startTime: '2026-07-01T09:58:00.000Z',
  endTime: '2026-07-01T11:31:00.000Z',
  description: 'Recovery',
};

/** Ada's watch file, read, her track matched as given. */
const adaFit = (matchedBy: string): FileFixture => ({
  id: 'f1',
  fileName: 'ada.fit',
  status: 'ready',
  format: 'fit',
  tracks: [{ id: 't1', athlete: ADA, matchedBy }],
});

describe('the Import page', () => {
  it('sends files one after another, reviews their athletes and processes them into a new session', async () => {
    const user = userEvent.setup();
    const { event, router } = renderWithCable(
      <ImportPage sessionId={null} />,
      [
        importClubMock(),
        createImportMock(),
        importQueryMock(),
        importQueryMock({ files: [{ id: 'f1', fileName: 'kinexon.csv' }] }),
        importQueryMock({
          files: [
            { ...kinexon, status: 'received', tracks: [] },
            { id: 'f2', fileName: 'run.gpx' },
          ],
        }),
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
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    expect(Xhr.sent[0]!.url).toBe(`/api/imports/${IMPORT_ID}/files`);
    expect(Xhr.sent[0]!.file.name).toBe('kinexon.csv');
    expect(screen.queryByRole('listitem', { name: '.DS_Store' })).not.toBeInTheDocument();
    expect(within(row('run.gpx')).getByText('Waiting')).toBeInTheDocument();

    act(() => Xhr.sent[0]!.progress(40, 100));
    expect(within(row('kinexon.csv')).getByText('Uploading 40 %')).toBeInTheDocument();
    expect(
      within(row('kinexon.csv')).getByRole('progressbar', { name: 'kinexon.csv: Uploading 40 %' }),
    ).toHaveAttribute('aria-valuenow', '40');
    // One at a time: the second waits for the first.
    expect(Xhr.sent).toHaveLength(1);

    await answerUpload(0, 201, { fileId: 'f1' });
    expect(await within(row('kinexon.csv')).findByText('Reading…')).toBeInTheDocument();
    await answerUpload(1, 201, { fileId: 'f2' });

    await event(importUpdated({ files: [kinexon, gpx] }));
    expect(
      await within(row('kinexon.csv')).findByText('Kinexon CSV: Ada Byrne, Zed Unknown'),
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

    expect(await within(row('kinexon.csv')).findByText('Queued')).toBeInTheDocument();
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
    expect(await within(row('kinexon.csv')).findByText('Done')).toBeInTheDocument();
    expect(
      within(row('run.gpx')).getByText('Warning: run.gpx line 40: no time'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/import');
  });

  it('refuses a file over 200 MB before a byte is sent, and files past the 100th', async () => {
    const user = userEvent.setup();
    renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock(),
      createImportMock(),
      importQueryMock(),
    ]);
    const huge = Object.defineProperty(chosenFile('huge.csv'), 'size', {
      value: MAX_IMPORT_FILE_BYTES + 1,
    });
    const many = Array.from({ length: 101 }, (_, k) => chosenFile(`f${k}.gpx`));
    await chooseFiles(user, [huge, ...many]);
    expect(within(row('huge.csv')).getByRole('alert')).toHaveTextContent(
      'huge.csv: a file can be at most 200 MB.',
    );
    expect(screen.getByText('An import holds at most 100 files.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'f99.gpx' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'f100.gpx' })).not.toBeInTheDocument();
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    expect(Xhr.sent[0]!.file.name).toBe('f0.gpx');
  });

  it('says what the server refused of a file, and removes rows', async () => {
    const user = userEvent.setup();
    renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock(),
      createImportMock(),
      importQueryMock(),
      importQueryMock({ files: [{ id: 'f2', fileName: 'b.gpx' }] }),
      {
        request: { query: RemoveImportFileMutation, variables: { fileId: 'f2' } },
        result: { data: { removeImportFile: { import: importOf(), errors: [] } } },
      },
    ]);
    await chooseFiles(user, [chosenFile('a.gpx'), chosenFile('b.gpx'), chosenFile('c.gpx')]);
    await answerUpload(0, 400, { error: 'a.gpx: this is not a tracker file.' });
    expect(within(row('a.gpx')).getByRole('alert')).toHaveTextContent(
      'a.gpx: this is not a tracker file.',
    );
    await answerUpload(1, 201, { fileId: 'f2' });
    await waitFor(() => expect(Xhr.sent).toHaveLength(3));

    // The one being sent is stopped; the sent one is taken out of the import.
    await user.click(screen.getByRole('button', { name: 'Remove c.gpx' }));
    expect(Xhr.sent[2]!.aborted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove b.gpx' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'b.gpx' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove a.gpx' }));
    expect(screen.queryByRole('list', { name: 'Files' })).not.toBeInTheDocument();
  });

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
      importQueryMock({ files: [{ id: 'f1', fileName: 'positions.csv' }] }),
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
    expect(await within(row('positions.csv')).findByText('Reading…')).toBeInTheDocument();
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
    renderWithCable(
      <ImportPage sessionId="s7" />,
      [
        importClubMock(),
        targetSessionMock(TRAINING),
        createImportMock('s7', { session: TRAINING }),
        importQueryMock({ session: TRAINING }),
        importQueryMock({ session: TRAINING, files: [file] }),
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
      importQueryMock({ files: [file], overlappingSessions: [match] }),
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
    expect(within(row('ada.fit')).getByText('Garmin FIT: t1')).toBeInTheDocument();
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

  it('maps the columns of a CSV it could not read, from a saved mapping', async () => {
    const user = userEvent.setup();
    const unreadable: FileFixture = {
      id: 'f1',
      fileName: 'polar.csv',
      status: 'unreadable',
      problem: 'polar.csv line 1: not a format Touchline knows',
      csvPreview: {
        columns: ['Time', 'Lat', 'Lon', 'HR'],
        rows: [['01/07/2026 10:00:00', '51.5', '-0.12', '140']],
      },
    };
    // The saved mapping's columns, without the Player column this file lacks, with its HR.
    const { __typename: _type, id: _id, name: _name, ...saved } = POLAR_MAPPING;
    const mapping = { ...saved, athleteColumn: null, heartRateColumn: 'HR' };
    renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock({ mappings: [POLAR_MAPPING] }),
      createImportMock(),
      importQueryMock(),
      importQueryMock({ files: [unreadable] }),
      {
        request: {
          query: MapImportFileColumnsMutation,
          variables: { fileId: 'f1', mapping, saveAs: 'Polar with HR' },
        },
        result: {
          data: {
            mapImportFileColumns: {
              import: importOf({
                files: [
                  {
                    ...unreadable,
                    status: 'ready',
                    format: 'mapped',
                    problem: null,
                    csvPreview: null,
                    tracks: [{ id: 't1', key: 'polar.csv' }],
                  },
                ],
              }),
              errors: [],
            },
          },
        },
      },
    ]);
    await chooseFiles(user, [chosenFile('polar.csv')]);
    await answerUpload(0, 201, { fileId: 'f1' });
    expect(
      await within(row('polar.csv')).findByText(
        'Could not be read: polar.csv line 1: not a format Touchline knows',
      ),
    ).toBeInTheDocument();
    await user.click(within(row('polar.csv')).getByRole('button', { name: 'Map columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Map columns of polar.csv' });
    expect(within(dialog).getByRole('table', { name: "The file's first rows" })).toHaveTextContent(
      '01/07/2026 10:00:00',
    );

    await user.click(within(dialog).getByRole('combobox', { name: 'Saved mappings' }));
    await user.click(await screen.findByRole('option', { name: 'Polar export' }));
    expect(within(dialog).getByText('The file has no column "Player".')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Time format/ })).toHaveTextContent(
      'Day first (31/12/2026 13:45:00)',
    );
    // Player is not in this file: the athlete column is left unset.
    expect(within(dialog).getByRole('combobox', { name: 'Athlete column' })).not.toHaveTextContent(
      'Player',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Heart rate column' }));
    await user.click(await screen.findByRole('option', { name: 'HR' }));
    await user.type(within(dialog).getByLabelText('Save this mapping as'), 'Polar with HR');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row('polar.csv')).findByText('Mapped CSV: polar.csv')).toBeInTheDocument();
  });

  it('walks a dropped folder, leaving hidden files out', async () => {
    const entry = (name: string): DroppedFileEntry => ({
      name,
      isFile: true,
      isDirectory: false,
      file: (success) => success(chosenFile(name)),
    });
    const folder: DroppedDirectoryEntry = {
      name: 'Match day',
      isFile: false,
      isDirectory: true,
      createReader: () => {
        let read = false;
        return {
          readEntries: (success) => {
            success(read ? [] : [entry('b.gpx'), entry('.DS_Store'), entry('a.gpx')]);
            read = true;
          },
        };
      },
    };
    renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock(),
      createImportMock(),
      importQueryMock(),
    ]);
    const zone = await screen.findByRole('region', { name: 'Drop files or a folder here' });
    fireEvent.drop(zone, {
      dataTransfer: { items: [{ kind: 'file', webkitGetAsEntry: () => folder }], files: [] },
    });
    const files = await screen.findByRole('list', { name: 'Files' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['a.gpx', 'b.gpx']);
  });

  it('shows the review as cards on a 390 px phone', async () => {
    setScreenWidth(390);
    const user = userEvent.setup();
    const { event } = renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock(),
      createImportMock(),
      importQueryMock(),
      importQueryMock({ files: [gpx] }),
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
