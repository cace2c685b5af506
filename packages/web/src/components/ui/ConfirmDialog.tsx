import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Red confirm button: the action loses work. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question with a confirm and a Cancel button; Escape and a click outside cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCancel}>Cancel</MuiButton>
        <MuiButton
          onClick={onConfirm}
          variant="contained"
          disableElevation
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmLabel}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
