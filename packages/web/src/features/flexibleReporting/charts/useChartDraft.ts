import { useState } from 'react';
import type { ChartDraft } from './chartDraft';

/**
 * The card's editable copy of its saved chart. A new saved version (after a
 * save, or someone else's) replaces it; a refetch that changes nothing the
 * form holds (e.g. after a move) keeps the edits.
 */
export function useChartDraft(saved: ChartDraft): [ChartDraft, (draft: ChartDraft) => void] {
  const savedKey = JSON.stringify(saved);
  const [state, setState] = useState({ savedKey, draft: saved });
  if (state.savedKey !== savedKey) {
    // Adjusting state while rendering (React's pattern for state derived from props).
    setState({ savedKey, draft: saved });
    return [saved, (draft) => setState({ savedKey, draft })];
  }
  return [state.draft, (draft) => setState({ savedKey, draft })];
}
