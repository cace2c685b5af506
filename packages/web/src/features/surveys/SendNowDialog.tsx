import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { RecipientsFields } from './RecipientsFields';
import { EVERY_ATHLETE, type RecipientsValues } from './surveyForms';
import { FormDialogActions } from '../../components/ui/FormDialogActions';

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
        <FormDialogActions onCancel={onClose} busy={busy} submitLabel="Send" />
      </form>
    </Dialog>
  );
}
