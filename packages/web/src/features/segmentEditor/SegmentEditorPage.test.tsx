import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateSessionSegmentMutationMutationVariables } from '../../gql/graphql';
import { renderElement } from '../../testing/renderApp';
import { SegmentEditorPage } from './SegmentEditorPage';
import { SegmentsQuery } from './SegmentsQuery';
import { UpdateSessionSegmentMutation } from './segmentMutations';
import { editPermissionMock, rondo, segmentsQueryMock, SESSION_ID } from './testing/segmentsMocks';

const renderEditor = (
  mocks: MockLink.MockedResponse[] = [segmentsQueryMock()],
  permission = editPermissionMock(),
) => renderElement(<SegmentEditorPage sessionId={SESSION_ID} />, { mocks: [...mocks, permission] });

describe('SegmentEditorPage', () => {
  beforeEach(() => {
    // jsdom draws nothing: a canvas without a 2D context, as a browser without canvas support.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it("says 'Loading segments...', then shows the session's editor", async () => {
    renderEditor();
    expect(screen.getByText('Loading segments...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Training Session' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Segment lane' })).toBeInTheDocument();
    const list = screen.getByRole('table', { name: 'Segments' });
    expect(within(list).getByRole('row', { name: /Rondo 00:15:30/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Athlete Tags' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved Changes')).not.toBeInTheDocument();
  });

  it("reads 'Session not found' with the error when the session cannot be loaded", async () => {
    renderEditor([
      {
        request: { query: SegmentsQuery, variables: { sessionId: SESSION_ID } },
        result: { data: { session: null }, errors: [{ message: 'Session not found' }] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeInTheDocument();
    expect(screen.getByText('Error: Session not found')).toBeInTheDocument();
  });

  it('lists every gesture in the shortcuts dialog', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(
      await screen.findByRole('button', { name: 'Keyboard Shortcuts and Controls' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Keyboard Shortcuts and Controls' });
    for (const shortcut of [
      'Ctrl + drag on the timeline',
      'Ctrl + Z',
      'Ctrl + Shift + Z',
      'Backspace',
    ]) {
      expect(within(dialog).getByText(shortcut)).toBeInTheDocument();
    }
  });

  it("refreshes SegmentsQuery and then says 'Latest data loaded'", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Latest data loaded')).toBeInTheDocument();
  });

  it('edits a saved segment, marks it unsaved and saves it with UpdateSessionSegmentMutation', async () => {
    const user = userEvent.setup();
    const saved = rondo('Rondo 4v2');
    renderEditor([
      segmentsQueryMock(),
      {
        request: {
          query: UpdateSessionSegmentMutation,
          // The version it was loaded at goes with the save.
          variables: ({ id, patch }: UpdateSessionSegmentMutationMutationVariables) =>
            id === 'seg-1' && patch.title === 'Rondo 4v2' && patch.lockVersion === 0,
        },
        result: {
          data: {
            updateSessionSegment: {
              __typename: 'SessionSegmentPayload',
              segment: saved,
              errors: [],
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('row', { name: /Rondo 00:15:30/ }));
    const title = screen.getByPlaceholderText('Enter a segment name');
    expect(screen.getByRole('textbox', { name: 'Start time' })).toHaveValue(
      new Date('2026-11-20T10:10:00.000Z').toTimeString().slice(0, 8),
    );
    await user.type(title, ' 4v2');
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Segment saved')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved Changes')).not.toBeInTheDocument();
  });

  it('says when someone else saved the segment meanwhile, and offers to reload', async () => {
    const user = userEvent.setup();
    const changed =
      'This segment was changed by someone else since you opened it. Reload to see their changes.';
    renderEditor([
      segmentsQueryMock(),
      {
        request: {
          query: UpdateSessionSegmentMutation,
          variables: ({ patch }: UpdateSessionSegmentMutationMutationVariables) =>
            patch.lockVersion === 0,
        },
        result: {
          data: {
            updateSessionSegment: {
              __typename: 'SessionSegmentPayload',
              segment: null,
              errors: [
                {
                  __typename: 'MutationError',
                  path: ['patch', 'lockVersion'],
                  fullMessages: [changed],
                },
              ],
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('row', { name: /Rondo 00:15:30/ }));
    await user.type(screen.getByPlaceholderText('Enter a segment name'), ' 4v2');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getAllByText(changed).length).toBeGreaterThan(0);
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
  });

  it('refuses to save a blank title and says so in the sidebar', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('row', { name: /Rondo 00:15:30/ }));
    await user.clear(screen.getByPlaceholderText('Enter a segment name'));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Title cannot be blank')).not.toHaveLength(0);
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
  });

  it('shows athletes the segments without Save and Delete', async () => {
    const user = userEvent.setup();
    renderEditor([segmentsQueryMock()], editPermissionMock(false));
    await user.click(await screen.findByRole('row', { name: /Rondo 00:15:30/ }));
    expect(screen.getByRole('heading', { name: 'Edit Segment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('asks before deleting a saved segment', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('row', { name: /Rondo 00:15:30/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this segment?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('row', { name: /Rondo 00:15:30/ })).toBeInTheDocument();
  });
});
