import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SnackbarMessage } from './snackbarContext';

/** docs/product/dashboard-and-segments.md §2.5: an info message about saving shows a spinner while the save runs. */
const isSaving = ({ type, message }: SnackbarMessage) =>
  type === 'info' && message.includes('Saving');

export interface SnackbarViewProps {
  message: SnackbarMessage;
  /** False while it slides out. */
  open: boolean;
  onDismiss: () => void;
  onExited: () => void;
}

/** docs/product/reporting.md §8: a toast fades out in 150 ms once clicked. */
const TOAST_FADE_MS = 150;

/** One message at the bottom right (or a toast at the top right): errors as alerts, success and info as polite statuses. */
export function SnackbarView({ message, open, onDismiss, onExited }: SnackbarViewProps) {
  const toast = message.placement === 'topRight';
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a dismissal: the message keeps its own duration.
    if (reason !== 'clickaway') onDismiss();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={message.durationMs ?? null}
      onClose={onClose}
      anchorOrigin={{ vertical: toast ? 'top' : 'bottom', horizontal: 'right' }}
      slots={toast ? { transition: Fade } : undefined}
      slotProps={{
        transition: toast
          ? { onExited, timeout: { enter: TOAST_FADE_MS, exit: TOAST_FADE_MS } }
          : { onExited },
      }}
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
        action={
          message.action ? (
            <Button color="inherit" size="small" onClick={message.action.onClick}>
              {message.action.label}
            </Button>
          ) : undefined
        }
        onClick={toast ? onDismiss : undefined}
        sx={{ width: '100%', alignItems: 'center', cursor: toast ? 'pointer' : undefined }}
      >
        {message.message}
      </Alert>
    </Snackbar>
  );
}
