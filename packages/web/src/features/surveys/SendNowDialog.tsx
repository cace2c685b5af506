import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { RecipientsFields } from './RecipientsFields';
import { EVERY_ATHLETE, type RecipientsValues } from './surveyForms';

interface Named {
  id: string;
  name: string;
}

/** 'Send now': the survey goes at once to the athletes chosen. */
export function SendNowDialog({
  title,
  athletes,
  groups,
  messages,
  busy,
  onSend,
  onClose,
}: {
  title: string;
  athletes: readonly Named[];
  groups: readonly Named[];
  messages: readonly string[];
  busy: boolean;
  onSend: (recipients: RecipientsValues) => void;
  onClose: () => void;
}) {
  const [recipients, setRecipients] = useState<RecipientsValues>(EVERY_ATHLETE);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(recipients);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} aria-label="Send now" noValidate>
        <DialogTitle>Send {title} now</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Each athlete chosen is asked to answer it now; they can answer at any time.
            </DialogContentText>
            <RecipientsFields
              value={recipients}
              athletes={athletes}
              groups={groups}
              onChange={setRecipients}
            />
            <MutationErrorList messages={messages} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
