import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClubAccess } from '../../lib/access/clubAccess';
import { ClubAccessContext } from '../../lib/access/ClubAccessContext';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderElement } from '../../testing/renderApp';
import { ApproveMemberMutation, InviteMemberMutation } from './memberMutations';
import { MembersPage } from './MembersPage';
import { MembersQuery, MembersUpdatedSubscription } from './MembersQuery';

type Mock = MockLink.MockedResponse;
const CLUB_ID = 'club-1';

const member = (id: string, name: string, role: string, pending = false) => ({
  __typename: 'ClubMember' as const,
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@club.test`,
  role,
  pending,
  since: '2026-11-02T10:00:00.000Z',
});

const casey = member('m-4', 'Casey Doyle', 'athlete', true);

const membersMock = (waiting = [casey]): Mock => ({
  request: { query: MembersQuery, variables: { clubId: CLUB_ID } },
  result: {
    data: {
      club: {
        __typename: 'Club',
        id: CLUB_ID,
        joinPath: '/join/abc123',
        members: [
          member('m-1', 'Alex Morgan', 'admin'),
          member('m-2', 'Priya Natarajan', 'staff'),
          member('m-3', 'Jordan Hayes', 'athlete'),
        ],
        waitingMembers: waiting,
        invites: [
          {
            __typename: 'ClubInvite',
            id: 'i-1',
            email: 'new.coach@club.test',
            role: 'staff',
            expiresAt: '2026-12-06T10:00:00.000Z',
            expired: false,
            athlete: null,
          },
        ],
        unclaimedAthletes: [],
      },
    },
  },
});

const liveMock: Mock = {
  request: { query: MembersUpdatedSubscription, variables: { clubId: CLUB_ID } },
  result: { data: { membersUpdated: { __typename: 'Club', id: CLUB_ID } } },
  delay: 60_000,
};

const access = (clubAdmin: boolean): ClubAccess => ({
  isIndoor: false,
  csvExports: true,
  flexibleReporting: true,
  customerFlexibleReporting: true,
  touchlineStaff: false,
  clubStaff: true,
  clubAdmin,
});

const renderMembers = (mocks: Mock[], clubAdmin = true) =>
  renderElement(
    <ClubAccessContext.Provider value={access(clubAdmin)}>
      <MembersPage />
    </ClubAccessContext.Provider>,
    { mocks: [...mocks, liveMock], path: '/club/members' },
  );

const membersTable = () => screen.findByRole('table', { name: 'Members' });

beforeEach(() => setCurrentClubId(CLUB_ID));

describe('the Members screen', () => {
  it('shows a skeleton, then members with their roles, the people waiting, invites and the join link', async () => {
    renderMembers([membersMock()]);
    expect(screen.getByRole('progressbar', { name: 'Loading members' })).toBeVisible();
    const rows = within(await membersTable()).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('NameE-mailRoleSince');
    expect(rows).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: 'Role of Alex Morgan' })).toHaveTextContent(
      'Admin',
    );
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(3);
    const waiting = screen.getByRole('list', { name: 'Waiting for approval' });
    expect(waiting).toHaveTextContent('Casey Doyle');
    expect(screen.getByRole('table', { name: 'Invites' })).toHaveTextContent('new.coach@club.test');
    expect(screen.getByRole('textbox', { name: 'Join link' })).toHaveValue(
      `${window.location.origin}/join/abc123`,
    );
  });

  it('searches by name or e-mail', async () => {
    const user = userEvent.setup();
    renderMembers([membersMock()]);
    await membersTable();
    await user.type(screen.getByRole('textbox', { name: 'Search members' }), 'priya');
    const rows = within(await membersTable()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Priya Natarajan');
    await user.clear(screen.getByRole('textbox', { name: 'Search members' }));
    await user.type(screen.getByRole('textbox', { name: 'Search members' }), 'nobody');
    expect(await screen.findByText('No member matches your search.')).toBeVisible();
  });

  it('shows staff who are not admins no role or remove controls', async () => {
    renderMembers([membersMock()], false);
    const table = await membersTable();
    expect(within(table).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(table).toHaveTextContent('Admin');
  });

  it('approves a waiting person, with a snackbar', async () => {
    const user = userEvent.setup();
    const approve: Mock = {
      request: { query: ApproveMemberMutation, variables: { id: casey.id } },
      result: {
        data: {
          approveMember: {
            __typename: 'ClubMemberPayload',
            member: { ...casey, pending: false },
            errors: [],
          },
        },
      },
    };
    renderMembers([membersMock(), approve, membersMock([])]);
    await user.click(await screen.findByRole('button', { name: 'Approve Casey Doyle' }));
    expect(await screen.findByText('Casey Doyle is a member now.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Waiting for approval' })).not.toBeInTheDocument(),
    );
  });

  it('invites with a link to hand over, and says what it came to', async () => {
    const user = userEvent.setup();
    const invite: Mock = {
      request: {
        query: InviteMemberMutation,
        variables: { input: { clubId: CLUB_ID, email: '', role: 'staff', athleteId: null } },
      },
      result: {
        data: {
          inviteMember: {
            __typename: 'InviteMemberPayload',
            outcome: 'NO_EMAIL',
            invitePath: '/invite/secret-token',
            emailSent: false,
            invite: {
              __typename: 'ClubInvite',
              id: 'i-2',
              email: '',
              role: 'staff',
              expiresAt: '2026-12-06T10:00:00.000Z',
              expired: false,
              athlete: null,
            },
            errors: [],
          },
        },
      },
    };
    renderMembers([membersMock(), invite, membersMock()]);
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite' });
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(
      await within(dialog).findByText(
        'Hand this link to the person you invite: it works once, for 7 days.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Invite link' })).toHaveValue(
      `${window.location.origin}/invite/secret-token`,
    );
  });

  it('shows the server’s message when the list cannot be read', async () => {
    renderMembers([
      {
        request: { query: MembersQuery, variables: { clubId: CLUB_ID } },
        result: { errors: [{ message: 'Only club staff can see the club’s members and invites' }] },
      } as Mock,
    ]);
    expect(
      await screen.findByText('Only club staff can see the club’s members and invites'),
    ).toBeVisible();
  });
});
