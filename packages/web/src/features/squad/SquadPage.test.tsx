import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderElement } from '../../testing/renderApp';
import { CreateAthleteMutation, ImportSquadMutation } from './squadDocuments';
import { CLUB_ID, defence, squadAthlete, squadMock, squadUpdatesMock } from './squadMocks';
import { SquadPage } from './SquadPage';

type Mock = MockLink.MockedResponse;

const ada = squadAthlete('a1', 'Ada Byrne', {
  shirtNumber: 4,
  position: 'Defender',
  deviceSerials: ['EDGE-1001'],
  groups: [defence],
});
const zoe = squadAthlete('a2', 'Zoe Adams', { shirtNumber: 9, position: 'Forward' });
const old = squadAthlete('a3', 'Old Timer', { archived: true });

const renderSquad = (mocks: Mock[]) =>
  renderElement(<SquadPage />, { mocks: [...mocks, squadUpdatesMock()], path: '/club/squad' });

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Squad' })).getAllByRole('row');

/** A chosen file; jsdom's File has no text(), which browsers' have. */
const csvFile = (text: string) =>
  Object.assign(new File([text], 'squad.csv', { type: 'text/csv' }), {
    text: () => Promise.resolve(text),
  });

beforeEach(() => setCurrentClubId(CLUB_ID));

describe('the squad page', () => {
  it('lists the squad by name, searches it, and shows archived athletes when asked', async () => {
    renderSquad([squadMock([zoe, ada]), squadMock([zoe, ada, old], true)]);
    expect(screen.getByRole('progressbar', { name: 'Loading the squad' })).toBeInTheDocument();
    const listed = await rows();
    expect(listed[0]).toHaveTextContent('NameNumberPositionGroupsDevicesStatus');
    expect(listed[1]).toHaveTextContent('Ada Byrne4DefenderDefenceEDGE-1001Active');
    expect(listed[2]).toHaveTextContent('Zoe Adams9Forward');
    // A name opens the athlete's profile.
    expect(within(listed[1]!).getByRole('link', { name: 'Ada Byrne' })).toHaveAttribute(
      'href',
      '/athletes/a1',
    );
    await userEvent.type(screen.getByLabelText('Search'), 'forw');
    expect(await rows()).toHaveLength(2);
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.click(screen.getByLabelText('Show archived'));
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Restore Old Timer' })).toBeInTheDocument();
  });

  it('says so when the squad is empty', async () => {
    renderSquad([squadMock([])]);
    expect(
      await screen.findByText('No athletes yet: add one, or import a CSV file.'),
    ).toBeInTheDocument();
  });

  it('adds an athlete, listing what the server refused first', async () => {
    const attributes = {
      name: 'New Player',
      preferredName: null,
      shirtNumber: 4,
      position: null,
      dateOfBirth: null,
      deviceSerials: [],
      maxHeartRateBpm: null,
      topSpeedReferenceKph: null,
      groupIds: [],
    };
    const refused: Mock = {
      request: { query: CreateAthleteMutation, variables: { clubId: CLUB_ID, attributes } },
      result: {
        data: {
          createAthlete: {
            athlete: null,
            errors: [
              {
                __typename: 'MutationError',
                path: ['attributes', 'shirtNumber'],
                fullMessages: ['Shirt number 4 is worn by Ada Byrne.'],
              },
            ],
          },
        },
      },
    };
    const added: Mock = {
      request: {
        query: CreateAthleteMutation,
        variables: { clubId: CLUB_ID, attributes: { ...attributes, shirtNumber: 5 } },
      },
      result: {
        data: {
          createAthlete: {
            athlete: squadAthlete('a4', 'New Player', { shirtNumber: 5 }),
            errors: [],
          },
        },
      },
    };
    renderSquad([squadMock([ada]), refused, added]);
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Add athlete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'New Player');
    await userEvent.type(within(dialog).getByLabelText('Shirt number'), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Shirt number 4 is worn by Ada Byrne.',
    );
    await userEvent.clear(within(dialog).getByLabelText('Shirt number'));
    await userEvent.type(within(dialog).getByLabelText('Shirt number'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New Player saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('previews an imported file row by row and refuses to import a file with problems', async () => {
    const header = [
      'name',
      'preferred_name',
      'shirt_number',
      'position',
      'date_of_birth',
      'device_serials',
      'max_heart_rate_bpm',
      'top_speed_reference_kph',
      'groups',
    ];
    const lines = [
      { line: 2, cells: ['Ann One', '', '7', '', '', '', '', '', ''] },
      { line: 3, cells: ['Bob Two', '', '7', '', '', '', '', '', ''] },
    ];
    const preview: Mock = {
      request: {
        query: ImportSquadMutation,
        variables: { clubId: CLUB_ID, header, lines, confirm: false },
      },
      result: {
        data: {
          importSquad: {
            rows: [
              { __typename: 'SquadImportRow', line: 2, name: 'Ann One', problems: [] },
              {
                __typename: 'SquadImportRow',
                line: 3,
                name: 'Bob Two',
                problems: ['Shirt number 7 is also on row 2.'],
              },
            ],
            athletes: [],
            errors: [],
          },
        },
      },
    };
    renderSquad([squadMock([ada]), preview]);
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const csv = [header.join(','), 'Ann One,,7,,,,,,', 'Bob Two,,7,,,,,,'].join('\n');
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile(csv));
    const table = await screen.findByRole('table', { name: 'Import preview' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2Ann OneWill be added');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      '3Bob TwoShirt number 7 is also on row 2.',
    );
    expect(screen.getByRole('button', { name: 'Import 2 athletes' })).toBeDisabled();
  });

  it('refuses a file of more than 500 rows before asking the server', async () => {
    renderSquad([squadMock([ada])]);
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const big = ['name', ...Array.from({ length: 501 }, (_, i) => `A${i}`)].join('\n');
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile(big));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file has more than 500 athletes: split it into files of at most 500 rows.',
    );
  });
});
