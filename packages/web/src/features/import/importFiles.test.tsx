import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithCable } from '../../testing/renderWithCable';
import { ImportPage } from './ImportPage';
import type { DroppedDirectoryEntry, DroppedFileEntry } from './droppedFiles';
import { RemoveImportFileMutation } from './importDocuments';
import { MAX_IMPORT_FILE_BYTES } from './importLimits';
import {
  setUpImportPageTests,
  sentUploads,
  chooseFiles,
  answerUpload,
  fileRow,
} from './testing/importPage';
import {
  chosenFile,
  createImportMock,
  importClubMock,
  importOf,
  importQueryMock,
} from './testing/importMocks';

setUpImportPageTests();

describe("the Import page's files", () => {
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
    expect(within(fileRow('huge.csv')).getByRole('alert')).toHaveTextContent(
      'huge.csv: a file can be at most 200 MB.',
    );
    expect(screen.getByText('An import holds at most 100 files.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'f99.gpx' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'f100.gpx' })).not.toBeInTheDocument();
    await waitFor(() => expect(sentUploads()).toHaveLength(1));
    expect(sentUploads()[0]!.file.name).toBe('f0.gpx');
  });

  it('says what the server refused of a file, and removes rows', async () => {
    const user = userEvent.setup();
    renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock(),
      createImportMock(),
      importQueryMock(),
      {
        request: { query: RemoveImportFileMutation, variables: { fileId: 'f2' } },
        result: { data: { removeImportFile: { import: importOf(), errors: [] } } },
      },
    ]);
    await chooseFiles(user, [chosenFile('a.gpx'), chosenFile('b.gpx'), chosenFile('c.gpx')]);
    await answerUpload(0, 400, { error: 'a.gpx: this is not a tracker file.' });
    expect(within(fileRow('a.gpx')).getByRole('alert')).toHaveTextContent(
      'a.gpx: this is not a tracker file.',
    );
    await answerUpload(1, 201, { fileId: 'f2' });
    await waitFor(() => expect(sentUploads()).toHaveLength(3));

    // The one being sent is stopped; the sent one is taken out of the import.
    await user.click(screen.getByRole('button', { name: 'Remove c.gpx' }));
    expect(sentUploads()[2]!.aborted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove b.gpx' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'b.gpx' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove a.gpx' }));
    expect(screen.queryByRole('list', { name: 'Files' })).not.toBeInTheDocument();
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
});
