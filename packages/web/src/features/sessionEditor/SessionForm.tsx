import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { WallClockFields } from '../../components/ui/WallClockFields';
import type { SessionKind } from '../../gql/graphql';
import { MatchFields } from './MatchFields';
import { PeriodsEditor } from './PeriodsEditor';
import {
  changePeriods,
  changeSession,
  type SessionFieldErrors,
  type SessionFormValues,
} from './sessionForm';

export interface SessionFormProps {
  initial: SessionFormValues;
  /** The club's IANA time zone: the times are typed as its clock reads them. */
  timeZone: string;
  pitches: readonly { id: string; name: string }[];
  /** A saved session keeps its type. */
  kindFixed: boolean;
  submitLabel: 'Create' | 'Save';
  errors: SessionFieldErrors;
  busy: boolean;
  onSubmit: (values: SessionFormValues) => void;
  onCancel: () => void;
}

/** The session dialog's fields (docs/product/importing.md §1), the server's messages under them. */
export function SessionForm({
  initial,
  timeZone,
  pitches,
  kindFixed,
  submitLabel,
  errors,
  busy,
  onSubmit,
  onCancel,
}: SessionFormProps) {
  const [values, setValues] = useState(initial);
  const change = (patch: Partial<Omit<SessionFormValues, 'periods' | 'periodsEdited'>>) =>
    setValues((current) => changeSession(current, patch, timeZone));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <RadioGroup
            row
            aria-label="Type"
            value={values.kind}
            onChange={(_event, kind) => change({ kind: kind as SessionKind })}
          >
            <FormControlLabel
              value="training"
              label="Training"
              control={<Radio />}
              disabled={kindFixed}
            />
            <FormControlLabel
              value="match"
              label="Match"
              control={<Radio />}
              disabled={kindFixed}
            />
          </RadioGroup>
          <WallClockFields
            label="Start"
            value={values.start}
            onChange={(start) => change({ start })}
            error={errors.start?.join(' ')}
          />
          <WallClockFields
            label="End"
            value={values.end}
            onChange={(end) => change({ end })}
            error={errors.end?.join(' ')}
          />
          <TextField
            label="Description"
            value={values.description}
            onChange={(event) => change({ description: event.target.value })}
            multiline
            minRows={2}
            size="small"
          />
          <TextField
            select
            label="Pitch"
            value={values.pitchId}
            onChange={(event) => change({ pitchId: event.target.value })}
            size="small"
          >
            <MenuItem value="">No pitch</MenuItem>
            {pitches.map((pitch) => (
              <MenuItem key={pitch.id} value={pitch.id}>
                {pitch.name}
              </MenuItem>
            ))}
          </TextField>
          {values.kind === 'match' && (
            <>
              <MatchFields values={values} onChange={change} />
              <PeriodsEditor
                periods={values.periods}
                sessionEnd={values.end}
                errors={errors.periods}
                onChange={(periods) => setValues((current) => changePeriods(current, periods))}
              />
            </>
          )}
          <MutationErrorList messages={errors.form ?? []} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
