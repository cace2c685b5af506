import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';

export interface DeleteChartDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** docs/product/reporting.md §2: 'Are you sure you want to delete this chart?'; Enter confirms. */
export function DeleteChartDialog({ open, onConfirm, onCancel }: DeleteChartDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Enter confirms, except on Cancel, which it presses.
        if (event.key !== 'Enter' || (event.target as HTMLElement).closest('[data-cancel]')) return;
        event.preventDefault();
        onConfirm();
      }}
    >
      <DialogTitle id={titleId}>Are you sure you want to delete this chart?</DialogTitle>
      <DialogActions>
        <Button onClick={onCancel} data-cancel>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} autoFocus>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
