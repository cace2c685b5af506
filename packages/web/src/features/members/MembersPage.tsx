import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { PageHeader } from '../../components/ui/PageHeader';
import { useSnackbar } from '../../components/ui/useSnackbar';
import type { ClubMemberFieldsFragment, MemberRole } from '../../gql/graphql';
import { useClubAccess } from '../../lib/access/ClubAccessContext';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { absoluteLink, copyLink } from './copyLink';
import { InviteDialog } from './InviteDialog';
import { InvitesCard } from './InvitesCard';
import { JoinLinkCard } from './JoinLinkCard';
import { MEMBER_ROLE_LABELS } from './memberRoles';
import { MembersTable } from './MembersTable';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { useClubMembers } from './useClubMembers';
import { useMemberAction } from './useMemberAction';
import { useMemberMutations } from './useMemberMutations';
import { WaitingMembersCard } from './WaitingMembersCard';

/** Members (docs/product/club-administration.md §3): members, people waiting, invites, the join link. */
export function MembersPage() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const { clubAdmin } = useClubAccess();
  const { data, error } = useClubMembers(clubId);
  const mutations = useMemberMutations(clubId);
  const { busy, run } = useMemberAction();
  const snackbar = useSnackbar();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<ClubMemberFieldsFragment | null>(null);

  const copy = async (link: string) => {
    const copied = await copyLink(link);
    snackbar.show(
      copied
        ? { type: 'success', message: 'Link copied.', durationMs: 3000 }
        : {
            type: 'error',
            message: 'The link could not be copied: select it and copy it yourself.',
          },
    );
  };
  const copyInviteLink = async (inviteId: string) => {
    const renewed = await run(
      `renew ${inviteId}`,
      () => mutations.renewInvite(inviteId),
      'A new link was made.',
    );
    if (renewed?.invitePath) await copy(absoluteLink(renewed.invitePath));
  };
  const club = data?.club;

  return (
    <>
      <PageHeader
        title="Members"
        actions={
          <Button variant="contained" onClick={() => setInviting(true)}>
            Invite
          </Button>
        }
      />
      {error && !club ? (
        <Alert severity="error">{error.message}</Alert>
      ) : !club ? (
        <Stack spacing={2} role="progressbar" aria-label="Loading members">
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        <Stack spacing={3}>
          {club.waitingMembers.length > 0 && (
            <WaitingMembersCard
              waiting={club.waitingMembers}
              busy={busy}
              onApprove={(member) =>
                void run(
                  `approve ${member.id}`,
                  () => mutations.approve(member.id),
                  `${member.name} is a member now.`,
                )
              }
              onDecline={(member) =>
                void run(
                  `decline ${member.id}`,
                  () => mutations.decline(member.id),
                  `${member.name} was declined.`,
                )
              }
            />
          )}
          <MembersTable
            members={club.members}
            canManage={clubAdmin}
            busy={busy}
            onRoleChange={(member, role: MemberRole) =>
              void run(
                `role ${member.id}`,
                () => mutations.updateRole(member.id, role),
                `${member.name} is ${MEMBER_ROLE_LABELS[role]} now.`,
              )
            }
            onRemove={setRemoving}
          />
          <InvitesCard
            invites={club.invites}
            busy={busy}
            onCopyLink={(invite) => void copyInviteLink(invite.id)}
            onRevoke={(invite) =>
              void run(
                `revoke ${invite.id}`,
                () => mutations.revokeInvite(invite.id),
                'The invite was revoked.',
              )
            }
          />
          <JoinLinkCard
            joinPath={club.joinPath ?? null}
            busy={busy}
            onCopy={(link) => void copy(link)}
            onRenew={() =>
              void run(
                'join link',
                () => mutations.renewJoin(),
                'The club has a new join link; the old one no longer works.',
              )
            }
          />
        </Stack>
      )}
      <InviteDialog
        open={inviting}
        unclaimedAthletes={club?.unclaimedAthletes ?? []}
        invite={mutations.invite}
        onCopy={(link) => void copy(link)}
        onClose={() => setInviting(false)}
      />
      <RemoveMemberDialog
        member={removing}
        onClose={() => setRemoving(null)}
        onConfirm={(member) => {
          setRemoving(null);
          void run(
            `remove ${member.id}`,
            () => mutations.remove(member.id),
            `${member.name} was removed.`,
          );
        }}
      />
    </>
  );
}
