import { useCallback, useState } from 'react';
import { localStore, STORAGE_KEYS } from '../../lib/storage/localStore';

/** Whether the sidebar is open; the choice survives reloads (docs/product/shell-and-sessions.md §4). */
export function useSidebarOpen(): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useState(() => localStore.get(STORAGE_KEYS.sidebarOpen) !== 'false');
  const toggle = useCallback(() => {
    setOpen((previous) => {
      const next = !previous;
      localStore.set(STORAGE_KEYS.sidebarOpen, String(next));
      return next;
    });
  }, []);
  return [open, toggle];
}
