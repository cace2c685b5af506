import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { NamedChoices } from '../../components/ui/NamedChoices';
import type { SquadAthleteFieldsFragment } from '../../gql/graphql';
import { athleteFormValues, type AthleteFormValues } from './athleteForm';
import { FormDialogActions } from '../../components/ui/FormDialogActions';

interface Group {
  id: string;
  name: string;
}

/** docs/product/club-administration.md §4: add an athlete, or edit one. */
export function AthleteDialog({
  athlete,
  positions,
  groups,
  messages,
  busy,
  onSave,
  onClose,
}: {
  /** Null: a new athlete. */
  athlete: SquadAthleteFieldsFragment | null;
  positions: readonly string[];
  groups: readonly Group[];
  messages: readonly string[];
  busy: boolean;
  onSave: (values: AthleteFormValues) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() => athleteFormValues(athlete));
  const field = (name: keyof Omit<AthleteFormValues, 'groupIds'>, label: string, extra = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      fullWidth
      size="small"
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} aria-label={athlete ? 'Edit athlete' : 'Add athlete'}>
        <DialogTitle>{athlete ? `Edit ${athlete.name}` : 'Add athlete'}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={8}>{field('name', 'Name', { required: true, autoFocus: true })}</Grid>
            <Grid size={4}>{field('shirtNumber', 'Shirt number', { type: 'number' })}</Grid>
            <Grid size={6}>{field('preferredName', 'Preferred name')}</Grid>
            <Grid size={6}>
              <Autocomplete
                options={[...positions]}
                value={values.position || null}
                onChange={(_event, position) => setValues({ ...values, position: position ?? '' })}
                renderInput={(params) => <TextField {...params} label="Position" size="small" />}
              />
            </Grid>
            <Grid size={6}>
              {field('dateOfBirth', 'Date of birth', {
                type: 'date',
                slotProps: { inputLabel: { shrink: true } },
              })}
            </Grid>
            <Grid size={6}>
              {field('deviceSerials', 'Devices', {
                helperText: 'Serials or tag ids, separated by ;',
              })}
            </Grid>
            <Grid size={6}>
              {field('maxHeartRateBpm', 'Max heart rate (bpm)', { type: 'number' })}
            </Grid>
            <Grid size={6}>
              {field('topSpeedReferenceKph', 'Top speed reference (km/h)', {
                type: 'number',
                helperText: 'Used by individual speed zones',
                slotProps: { htmlInput: { step: 0.1 } },
              })}
            </Grid>
            <Grid size={12}>
              <NamedChoices
                label="Groups"
                options={groups}
                chosenIds={values.groupIds}
                onChange={(groupIds) => setValues({ ...values, groupIds })}
              />
            </Grid>
            <Grid size={12}>
              <MutationErrorList messages={messages} />
            </Grid>
          </Grid>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}
