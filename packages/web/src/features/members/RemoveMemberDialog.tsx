import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Button } from '../../components/ui/Button';
import type { ClubMemberFieldsFragment } from '../../gql/graphql';

/** Asks before a member goes: their sessions stay with the club, their access does not. */
export function RemoveMemberDialog({
  member,
  onConfirm,
  onClose,
}: {
  member: ClubMemberFieldsFragment | null;
  onConfirm: (member: ClubMemberFieldsFragment) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={member !== null} onClose={onClose} aria-labelledby="remove-member-title">
      <DialogTitle id="remove-member-title">Remove {member?.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          They lose access to the club at once. Their athlete data stays with the club.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" onClick={() => member && onConfirm(member)}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
