import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AdminCreatePasswordResetLinkMutation } from './adminMutations';
import { useAdminAction } from './useAdminAction';

/** Makes a single-use password-reset link for a person and shows it once, to hand over. */
export function PasswordResetLinkDialog({
  person,
  onClose,
}: {
  person: { id: string; name: string; email: string };
  onClose: () => void;
}) {
  const act = useAdminAction();
  const [create, { loading }] = useMutation(AdminCreatePasswordResetLinkMutation);
  const [link, setLink] = useState<string | null>(null);
  const makeLink = () =>
    act(async () => {
      const answer = (await create({ variables: { personId: person.id } })).data
        ?.adminCreatePasswordResetLink;
      if (answer?.path) setLink(`${window.location.origin}${answer.path}`);
      return answer;
    }, 'The password-reset link is ready.');
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reset-link-title">
      <DialogTitle id="reset-link-title">Password Reset Link</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A link for {person.name} ({person.email}) to set a new password. It works once, for 24
          hours, and signs them out everywhere.
        </DialogContentText>
        {link ? (
          <>
            <TextField
              fullWidth
              label="Link"
              value={link}
              slotProps={{ input: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
            />
            <Alert severity="info" sx={{ mt: 2 }}>
              Copy it now: it is not shown again.
            </Alert>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {!link && (
          <Button variant="contained" disabled={loading} onClick={() => void makeLink()}>
            Create Link
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
