import { useState } from 'react';

/**
 * A toolbar menu's anchor. The menu mounts when first opened and stays for its closing
 * transition: a menu never opened costs nothing when the toolbar renders.
 */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    anchor,
    open: anchor !== null,
    mounted: opened,
    openAt: (element: HTMLElement) => {
      setOpened(true);
      setAnchor(element);
    },
    close: () => setAnchor(null),
  };
}
