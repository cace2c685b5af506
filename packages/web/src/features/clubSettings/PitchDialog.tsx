import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import type { PitchInput } from '../../gql/graphql';
import { PitchPreview } from './PitchPreview';

type NumberField = Exclude<keyof PitchInput, 'name'>;

const NUMBER_FIELDS: { field: NumberField; label: string }[] = [
  { field: 'centreLatDeg', label: 'Centre latitude' },
  { field: 'centreLonDeg', label: 'Centre longitude' },
  { field: 'bearingDeg', label: 'Bearing (°)' },
  { field: 'lengthM', label: 'Length (m)' },
  { field: 'widthM', label: 'Width (m)' },
];

/** What a new pitch starts as: a football pitch's size, pointing north. */
const NEW_PITCH = {
  name: '',
  centreLatDeg: '',
  centreLonDeg: '',
  bearingDeg: '0',
  lengthM: '105',
  widthM: '68',
};

type Draft = Record<keyof PitchInput, string>;

interface PitchDialogProps {
  initial: PitchInput | null;
  backgroundUrl: string | null;
  onClose: () => void;
  onSave: (input: PitchInput) => Promise<string[]>;
}

/** 'New pitch' or 'Edit pitch': its name, place and size, with the preview drawn as it is typed. */
export function PitchDialog({ initial, backgroundUrl, onClose, onSave }: PitchDialogProps) {
  const [draft, setDraft] = useState<Draft>(
    initial
      ? (Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, String(v)])) as Draft)
      : NEW_PITCH,
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const number = (field: NumberField) => (draft[field].trim() === '' ? NaN : Number(draft[field]));
  const save = async () => {
    setSaving(true);
    const messages = await onSave({
      name: draft.name,
      centreLatDeg: number('centreLatDeg'),
      centreLonDeg: number('centreLonDeg'),
      bearingDeg: number('bearingDeg'),
      lengthM: number('lengthM'),
      widthM: number('widthM'),
    });
    setSaving(false);
    if (messages.length === 0) onClose();
    else setErrors(messages);
  };
  const blank = NUMBER_FIELDS.some(({ field }) => Number.isNaN(number(field)));
  return (
    <Dialog open onClose={onClose} aria-labelledby="pitch-dialog-title" maxWidth="md">
      <DialogTitle id="pitch-dialog-title">{initial ? 'Edit pitch' : 'New pitch'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <MutationErrorList messages={errors} />
          <Stack direction="row" spacing={3}>
            <Stack spacing={2} sx={{ width: 280 }}>
              <TextField
                label="Name"
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                autoFocus
                required
              />
              {NUMBER_FIELDS.map(({ field, label }) => (
                <TextField
                  key={field}
                  label={label}
                  type="number"
                  value={draft[field]}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                  required
                />
              ))}
            </Stack>
            <PitchPreview
              bearingDeg={number('bearingDeg')}
              lengthM={number('lengthM')}
              widthM={number('widthM')}
              backgroundUrl={backgroundUrl}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || blank}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
