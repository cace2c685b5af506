import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

/** A form dialog's Cancel and submit buttons; the submit waits while the form is being saved. */
export function FormDialogActions({
  onCancel,
  busy,
  submitLabel = 'Save',
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel?: string;
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
