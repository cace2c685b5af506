import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { SnackbarContext, type SnackbarMessage, type SnackbarService } from './snackbarContext';

interface Shown extends SnackbarMessage {
  id: number;
  /** False while it slides out. */
  open: boolean;
}

/** Spec 03 §2.5: an info message about saving shows a spinner while the save runs. */
const isSaving = ({ type, message }: SnackbarMessage) =>
  type === 'info' && message.includes('Saving');

/**
 * The app's one snackbar, at the bottom right. One message at a time: a new
 * message replaces the one showing, so 'Saving...' (which has no duration)
 * gives way to its outcome instead of holding up a queue.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const nextId = useRef(0);

  const hide = useCallback(
    (id: number) =>
      setShown((current) => (current?.id === id ? { ...current, open: false } : current)),
    [],
  );
  const service = useMemo<SnackbarService>(
    () => ({
      show: (message) => {
        const id = ++nextId.current;
        setShown({ ...message, id, open: true });
        return () => hide(id);
      },
    }),
    [hide],
  );

  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a dismissal: the message keeps its own duration.
    if (reason !== 'clickaway' && shown) hide(shown.id);
  };
  const removeHidden = (id: number) =>
    setShown((current) => (current?.id === id && !current.open ? null : current));

  return (
    <SnackbarContext.Provider value={service}>
      {children}
      {shown && (
        <Snackbar
          key={shown.id}
          open={shown.open}
          autoHideDuration={shown.durationMs ?? null}
          onClose={onClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          slotProps={{ transition: { onExited: () => removeHidden(shown.id) } }}
        >
          <Alert
            severity={shown.type}
            variant="filled"
            role={shown.type === 'error' ? 'alert' : 'status'}
            icon={
              isSaving(shown) ? (
                <CircularProgress size={20} color="inherit" aria-label="Saving" />
              ) : undefined
            }
            onClose={() => hide(shown.id)}
            sx={{ width: '100%', alignItems: 'center' }}
          >
            {shown.message}
          </Alert>
        </Snackbar>
      )}
    </SnackbarContext.Provider>
  );
}
