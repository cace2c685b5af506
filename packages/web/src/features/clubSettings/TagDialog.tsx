import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import type { TagDefinitionInput, TaggableType } from '../../gql/graphql';

/** What each kind of thing a tag goes on is called on the page. */
export const TAGGABLE_NAMES: Record<TaggableType, string> = {
  session_participation: 'Athletes’ sessions',
  segment: 'Segments',
  segment_participation_part: 'Athletes’ clips',
};
const KINDS = Object.keys(TAGGABLE_NAMES) as TaggableType[];

interface TagDialogProps {
  /** The tag being edited; null for a new one. */
  initial: TagDefinitionInput | null;
  onClose: () => void;
  /** The server's messages; none when saved. */
  onSave: (input: TagDefinitionInput) => Promise<string[]>;
}

/** 'New tag' or 'Edit tag': label, colour and the kinds it may be put on. */
export function TagDialog({ initial, onClose, onSave }: TagDialogProps) {
  const [input, setInput] = useState<TagDefinitionInput>(
    initial ?? { label: '', colour: '#1e88e5', validTaggableTypes: [...KINDS] },
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const toggle = (kind: TaggableType, on: boolean) =>
    setInput({
      ...input,
      validTaggableTypes: on
        ? KINDS.filter((k) => k === kind || input.validTaggableTypes.includes(k))
        : input.validTaggableTypes.filter((k) => k !== kind),
    });
  const save = async () => {
    setSaving(true);
    const messages = await onSave(input);
    setSaving(false);
    if (messages.length === 0) onClose();
    else setErrors(messages);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="tag-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="tag-dialog-title">{initial ? 'Edit tag' : 'New tag'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <MutationErrorList messages={errors} />
          <TextField
            label="Label"
            value={input.label}
            onChange={(event) => setInput({ ...input, label: event.target.value })}
            autoFocus
            required
          />
          <TextField
            label="Colour"
            type="color"
            value={input.colour}
            onChange={(event) => setInput({ ...input, colour: event.target.value })}
          />
          <FormGroup>
            <FormLabel component="legend">Can be put on</FormLabel>
            {KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                label={TAGGABLE_NAMES[kind]}
                control={
                  <Checkbox
                    checked={input.validTaggableTypes.includes(kind)}
                    onChange={(event) => toggle(kind, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
