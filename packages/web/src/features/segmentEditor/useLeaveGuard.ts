import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While there are unsaved changes, leaving is asked about: the browser's own prompt when the
 * tab is closed or reloaded, and the returned blocker (shown as a dialog) for a move in the app.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
}
