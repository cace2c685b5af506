import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithCable } from '../../testing/renderWithCable';
import { ImportPage } from './ImportPage';
import { MapImportFileColumnsMutation } from './importDocuments';
import { setUpImportPageTests, chooseFiles, answerUpload, fileRow } from './testing/importPage';
import {
  chosenFile,
  POLAR_MAPPING,
  createImportMock,
  importClubMock,
  importOf,
  importQueryMock,
  importUpdated,
  type FileFixture,
} from './testing/importMocks';

setUpImportPageTests();

describe("the Import page's column mapping", () => {
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
    const { event } = renderWithCable(<ImportPage sessionId={null} />, [
      importClubMock({ mappings: [POLAR_MAPPING] }),
      createImportMock(),
      importQueryMock(),
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
    await event(importUpdated({ files: [unreadable] }));
    expect(
      await within(fileRow('polar.csv')).findByText(
        'Could not be read: polar.csv line 1: not a format Touchline knows',
      ),
    ).toBeInTheDocument();
    await user.click(within(fileRow('polar.csv')).getByRole('button', { name: 'Map columns' }));
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
    expect(
      await within(fileRow('polar.csv')).findByText('Mapped CSV: polar.csv'),
    ).toBeInTheDocument();
  });
});
