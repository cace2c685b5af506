import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { NamedChoices } from '../../components/ui/NamedChoices';
import { FormDialogActions } from '../../components/ui/FormDialogActions';

interface Named {
  id: string;
  name: string;
}

export interface GroupFormValues {
  name: string;
  colour: string;
  athleteIds: string[];
}

/** docs/product/club-administration.md §5 "Groups": a new group, or one renamed, recoloured, its members set. */
export function GroupDialog({
  group,
  athletes,
  messages,
  busy,
  onSave,
  onClose,
}: {
  group: (Named & { colour: string; athletes: Named[] }) | null;
  athletes: readonly Named[];
  messages: readonly string[];
  busy: boolean;
  onSave: (values: GroupFormValues) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<GroupFormValues>({
    name: group?.name ?? '',
    colour: group?.colour ?? '#1e88e5',
    athleteIds: group?.athletes.map((athlete) => athlete.id) ?? [],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} aria-label={group ? 'Edit group' : 'New group'}>
        <DialogTitle>{group ? `Edit ${group.name}` : 'New group'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={2}>
              <TextField
                label="Name"
                value={values.name}
                onChange={(event) => setValues({ ...values, name: event.target.value })}
                required
                autoFocus
                fullWidth
                size="small"
              />
              <TextField
                label="Colour"
                type="color"
                value={values.colour}
                onChange={(event) => setValues({ ...values, colour: event.target.value })}
                size="small"
                sx={{ width: 120 }}
              />
            </Stack>
            <NamedChoices
              label="Members"
              options={athletes}
              chosenIds={values.athleteIds}
              onChange={(athleteIds) => setValues({ ...values, athleteIds })}
            />
            <MutationErrorList messages={messages} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}
