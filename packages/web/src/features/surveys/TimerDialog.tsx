import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import type { SurveyTimerKind } from '../../gql/graphql';
import { RecipientsFields } from './RecipientsFields';
import type { TimerFormValues } from './surveyForms';
import { FormDialogActions } from '../../components/ui/FormDialogActions';

interface Named {
  id: string;
  name: string;
}

/** A timer: daily at a time in the club's zone, or minutes after each session; and to whom. */
export function TimerDialog({
  initial,
  editing,
  timeZone,
  athletes,
  groups,
  messages,
  busy,
  onSave,
  onClose,
}: {
  initial: TimerFormValues;
  editing: boolean;
  timeZone: string;
  athletes: readonly Named[];
  groups: readonly Named[];
  messages: readonly string[];
  busy: boolean;
  onSave: (values: TimerFormValues) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} aria-label={editing ? 'Edit timer' : 'New timer'} noValidate>
        <DialogTitle>{editing ? 'Edit timer' : 'New timer'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RadioGroup
              aria-label="When"
              value={values.kind}
              onChange={(event) =>
                setValues({ ...values, kind: event.target.value as SurveyTimerKind })
              }
            >
              <FormControlLabel value="daily" control={<Radio />} label="Every day at a time" />
              <FormControlLabel
                value="afterSession"
                control={<Radio />}
                label="After each session ends"
              />
            </RadioGroup>
            {values.kind === 'daily' ? (
              <TextField
                label="Time"
                type="time"
                value={values.localTime}
                onChange={(event) => setValues({ ...values, localTime: event.target.value })}
                helperText={`In the club's time zone, ${timeZone}.`}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : (
              <TextField
                label="Minutes after the session"
                type="number"
                value={values.offsetMinutes}
                onChange={(event) => setValues({ ...values, offsetMinutes: event.target.value })}
              />
            )}
            <RecipientsFields
              value={values.recipients}
              athletes={athletes}
              groups={groups}
              onChange={(recipients) => setValues({ ...values, recipients })}
            />
            <MutationErrorList messages={messages} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}
