import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { FormDialogActions } from '../../components/ui/FormDialogActions';

/** A new survey's title. */
export function TitleDialog({
  messages,
  busy,
  onSave,
  onClose,
}: {
  messages: readonly string[];
  busy: boolean;
  onSave: (title: string) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(title);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} aria-label="New survey" noValidate>
        <DialogTitle>New survey</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
              autoFocus
              fullWidth
            />
            <MutationErrorList messages={messages} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy} submitLabel="Create" />
      </form>
    </Dialog>
  );
}
