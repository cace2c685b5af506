import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import type { SurveyQuestionKind } from '../../gql/graphql';
import { QUESTION_KIND_NAMES, type QuestionFormValues } from './surveyForms';
import { FormDialogActions } from '../../components/ui/FormDialogActions';

/** A new question, or one changed: its kind and the fields that kind has. */
export function QuestionDialog({
  initial,
  editing,
  messages,
  busy,
  onSave,
  onClose,
}: {
  initial: QuestionFormValues;
  editing: boolean;
  messages: readonly string[];
  busy: boolean;
  onSave: (values: QuestionFormValues) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<QuestionFormValues>) => setValues({ ...values, ...patch });
  const field = (
    name: 'min' | 'max' | 'minLabel' | 'maxLabel' | 'unit',
    label: string,
    helperText?: string,
  ) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      helperText={helperText}
      fullWidth
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };
  const bounded = values.kind === 'scale' || values.kind === 'number';
  const chooses = values.kind === 'singleChoice' || values.kind === 'multipleChoice';
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} aria-label={editing ? 'Edit question' : 'New question'} noValidate>
        <DialogTitle>{editing ? 'Edit question' : 'New question'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Kind"
              value={values.kind}
              onChange={(event) => set({ kind: event.target.value as SurveyQuestionKind })}
            >
              {Object.entries(QUESTION_KIND_NAMES).map(([kind, name]) => (
                <MenuItem key={kind} value={kind}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Question"
              value={values.prompt}
              onChange={(event) => set({ prompt: event.target.value })}
              required
              autoFocus
              fullWidth
            />
            {bounded && (
              <Stack direction="row" spacing={2}>
                {field('min', values.kind === 'scale' ? 'Lowest' : 'Lowest (optional)')}
                {field('max', values.kind === 'scale' ? 'Highest' : 'Highest (optional)')}
              </Stack>
            )}
            {values.kind === 'scale' && (
              <Stack direction="row" spacing={2}>
                {field('minLabel', 'Lowest means', 'e.g. Very good')}
                {field('maxLabel', 'Highest means', 'e.g. Very poor')}
              </Stack>
            )}
            {values.kind === 'number' && field('unit', 'Unit', 'e.g. hours')}
            {chooses && (
              <TextField
                label="Choices"
                value={values.choices}
                onChange={(event) => set({ choices: event.target.value })}
                helperText="One a line, in order."
                multiline
                minRows={3}
                fullWidth
              />
            )}
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.required}
                  onChange={(event) => set({ required: event.target.checked })}
                />
              }
              label="An answer is required"
            />
            <MutationErrorList messages={messages} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}
