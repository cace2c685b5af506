import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/ui/Button';
import { SectionCard } from '../../components/ui/SectionCard';
import type { ClubInviteFieldsFragment } from '../../gql/graphql';
import { memberDate, MEMBER_ROLE_LABELS } from './memberRoles';

/** 'Invites': not used yet; a new link to copy (the old one stops working), or revoked. */
export function InvitesCard({
  invites,
  busy,
  onCopyLink,
  onRevoke,
}: {
  invites: ClubInviteFieldsFragment[];
  busy: string | null;
  onCopyLink: (invite: ClubInviteFieldsFragment) => void;
  onRevoke: (invite: ClubInviteFieldsFragment) => void;
}) {
  return (
    <SectionCard
      title="Invites"
      subtitle="Copy link makes a new link for 7 days; the one sent before stops working."
      headingLevel={2}
    >
      {invites.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          No open invites.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Invites">
            <TableHead>
              <TableRow>
                <TableCell>E-mail</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell aria-label="Actions" />
              </TableRow>
            </TableHead>
            <TableBody>
              {invites.map((invite) => (
                <TableRow key={invite.id}>
                  <TableCell>{invite.email || 'Link to hand over'}</TableCell>
                  <TableCell>
                    {MEMBER_ROLE_LABELS[invite.role]}
                    {invite.athlete ? ` (as ${invite.athlete.name})` : ''}
                  </TableCell>
                  <TableCell>{invite.expired ? 'Expired' : memberDate(invite.expiresAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      disabled={busy !== null}
                      onClick={() => onCopyLink(invite)}
                    >
                      Copy link
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={busy !== null}
                      onClick={() => onRevoke(invite)}
                    >
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
