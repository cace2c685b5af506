import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SnackbarMessage } from './snackbarContext';

/** Spec 03 §2.5: an info message about saving shows a spinner while the save runs. */
const isSaving = ({ type, message }: SnackbarMessage) =>
  type === 'info' && message.includes('Saving');

export interface SnackbarViewProps {
  message: SnackbarMessage;
  /** False while it slides out. */
  open: boolean;
  onDismiss: () => void;
  onExited: () => void;
}

/** One message at the bottom right: errors as alerts, success and info as polite statuses. */
export function SnackbarView({ message, open, onDismiss, onExited }: SnackbarViewProps) {
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a dismissal: the message keeps its own duration.
    if (reason !== 'clickaway') onDismiss();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={message.durationMs ?? null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={message.type}
        variant="filled"
        role={message.type === 'error' ? 'alert' : 'status'}
        icon={
          isSaving(message) ? (
            <CircularProgress size={20} color="inherit" aria-label="Saving" />
          ) : undefined
        }
        onClose={onDismiss}
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {message.message}
      </Alert>
    </Snackbar>
  );
}
