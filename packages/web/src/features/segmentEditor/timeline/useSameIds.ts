import { useState } from 'react';

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The ids of a list, as the same array for as long as they are the same ids in the same
 * order: a page that rebuilds its athlete list on every editor change (a drag emits one per
 * pointer move) does not make the timeline re-layout or re-order anything.
 */
export function useSameIds(items: readonly { id: string }[]): readonly string[] {
  const [kept, setKept] = useState<readonly string[]>(() => items.map((item) => item.id));
  const ids = items.map((item) => item.id);
  if (sameIds(kept, ids)) return kept;
  setKept(ids);
  return ids;
}
