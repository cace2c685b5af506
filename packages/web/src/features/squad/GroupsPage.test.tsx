import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderElement } from '../../testing/renderApp';
import { GroupsPage } from './GroupsPage';
import { CreateAthleteGroupMutation, DestroyAthleteGroupMutation } from './squadDocuments';
import { CLUB_ID, defence, squadAthlete, squadMock, squadUpdatesMock } from './squadMocks';

type Mock = MockLink.MockedResponse;

const ada = squadAthlete('a1', 'Ada Byrne', { groups: [defence] });

const renderGroups = (mocks: Mock[]) =>
  renderElement(<GroupsPage />, { mocks: [...mocks, squadUpdatesMock()], path: '/club/groups' });

const payload = (errors: string[]) =>
  errors.map((message) => ({
    __typename: 'MutationError' as const,
    path: ['attributes', 'name'],
    fullMessages: [message],
  }));

beforeEach(() => setCurrentClubId(CLUB_ID));

describe('the groups page', () => {
  it('lists groups with their members, refuses a taken name and deletes', async () => {
    const attributes = { name: 'Defence', colour: '#1e88e5', athleteIds: [] };
    const taken: Mock = {
      request: { query: CreateAthleteGroupMutation, variables: { clubId: CLUB_ID, attributes } },
      result: {
        data: {
          createAthleteGroup: {
            athleteGroup: null,
            errors: payload(['A group named Defence exists.']),
          },
        },
      },
    };
    const destroyed: Mock = {
      request: { query: DestroyAthleteGroupMutation, variables: { id: defence.id } },
      result: { data: { destroyAthleteGroup: { id: defence.id, errors: [] } } },
    };
    renderGroups([squadMock([ada]), taken, destroyed]);
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('DefenceAda Byrne');
    await userEvent.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Defence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A group named Defence exists.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete Defence' }));
    expect(await screen.findByText('Defence deleted.')).toBeInTheDocument();
  });
});
