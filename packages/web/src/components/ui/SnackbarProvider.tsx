import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { SnackbarContext, type SnackbarMessage, type SnackbarService } from './snackbarContext';

// Loaded with the first message: nothing on the way from sign-in to the club picker needs it.
const SnackbarView = lazy(() =>
  import('./SnackbarView').then((module) => ({ default: module.SnackbarView })),
);

interface Shown extends SnackbarMessage {
  id: number;
  /** False while it slides out. */
  open: boolean;
}

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
  const remove = (id: number) =>
    setShown((current) => (current?.id === id && !current.open ? null : current));

  return (
    <SnackbarContext.Provider value={service}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <SnackbarView
            key={shown.id}
            message={shown}
            open={shown.open}
            onDismiss={() => hide(shown.id)}
            onExited={() => remove(shown.id)}
          />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}
