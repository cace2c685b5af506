import { useCallback, useState } from 'react';
import { localStore, STORAGE_KEYS } from '../../lib/storage/localStore';

/**
 * Whether the sidebar is open; the choice survives reloads (docs/product/shell-and-sessions.md §4).
 * On a phone (`phone`) it starts collapsed, leaving the page the screen (docs/product/athlete-app.md
 * §1); opening it there lasts for the visit and is not kept.
 */
export function useSidebarOpen(phone = false): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useState(() => localStore.get(STORAGE_KEYS.sidebarOpen) !== 'false');
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const toggle = useCallback(() => {
    if (phone) {
      setOpenOnPhone((previous) => !previous);
      return;
    }
    setOpen((previous) => {
      const next = !previous;
      localStore.set(STORAGE_KEYS.sidebarOpen, String(next));
      return next;
    });
  }, [phone]);
  return [phone ? openOnPhone : open, toggle];
}
