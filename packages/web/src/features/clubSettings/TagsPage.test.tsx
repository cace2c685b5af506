import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { ClubTagsQuery, CreateTagDefinitionMutation } from './tagDocuments';
import { TagsPage } from './TagsPage';
import { renderWithCable } from '../../testing/renderWithCable';

const CLUB_ID = 'c1';
const tag = (id: string, label: string, validTaggableTypes = ['segment']) => ({
  __typename: 'TagDefinition' as const,
  id,
  label,
  colour: '#1e88e5',
  validTaggableTypes,
});
const tagsMock = (tags: ReturnType<typeof tag>[]) => ({
  request: { query: ClubTagsQuery, variables: { clubId: CLUB_ID } },
  result: { data: { club: { __typename: 'Club', id: CLUB_ID, tagDefinitions: tags } } },
});
const createMock = (label: string, errors: { path: string[]; fullMessages: string[] }[]) => ({
  request: {
    query: CreateTagDefinitionMutation,
    variables: {
      clubId: CLUB_ID,
      input: {
        label,
        colour: '#1e88e5',
        validTaggableTypes: ['session_participation', 'segment', 'segment_participation_part'],
      },
    },
  },
  result: {
    data: {
      createTagDefinition: {
        __typename: 'TagDefinitionPayload',
        tagDefinition: errors.length ? null : tag('t9', label),
        errors: errors.map((error) => ({ __typename: 'MutationError', ...error })),
      },
    },
  },
});

beforeEach(() => setCurrentClubId(CLUB_ID));

describe('the tags page', () => {
  it('lists the tags, sorted and searched', async () => {
    const user = userEvent.setup();
    renderWithCable(<TagsPage />, [
      tagsMock([tag('t1', 'Rondo'), tag('t2', 'Finishing', ['segment', 'session_participation'])]),
    ]);
    expect(screen.getByRole('progressbar', { name: 'Loading tags' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Tags' });
    const labels = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(labels()[0]).toContain('Finishing');
    expect(labels()[0]).toContain('Athletes’ sessions');
    await user.click(within(table).getByRole('button', { name: 'Label' }));
    expect(labels()[0]).toContain('Rondo');
    await user.type(screen.getByLabelText('Search'), 'ron');
    expect(labels()).toHaveLength(1);
  });

  it('says when the club has no tags', async () => {
    renderWithCable(<TagsPage />, [tagsMock([])]);
    expect(await screen.findByText('No tags yet. Add one with New tag.')).toBeVisible();
  });

  it('creates a tag with a snackbar, and keeps the dialog open on a refusal', async () => {
    const user = userEvent.setup();
    renderWithCable(<TagsPage />, [
      tagsMock([tag('t1', 'Rondo')]),
      createMock('rondo', [
        { path: ['input', 'label'], fullMessages: ['A tag labelled rondo exists.'] },
      ]),
      tagsMock([tag('t1', 'Rondo')]),
      createMock('Finishing', []),
      tagsMock([tag('t1', 'Rondo'), tag('t9', 'Finishing')]),
    ]);
    await screen.findByRole('table', { name: 'Tags' });
    await user.click(screen.getByRole('button', { name: 'New tag' }));
    const dialog = screen.getByRole('dialog', { name: 'New tag' });
    await user.type(within(dialog).getByLabelText(/Label/), 'rondo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A tag labelled rondo exists.')).toBeVisible();

    await user.clear(within(dialog).getByLabelText(/Label/));
    await user.type(within(dialog).getByLabelText(/Label/), 'Finishing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag Finishing created.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
