import { useMemo, useState, type ReactNode } from 'react';
import {
  SelectedAthletesContext,
  type SelectedAthletes,
} from '../../lib/athleteSelection/SelectedAthletesContext';

const EVERYONE: string[] = [];

interface Selection {
  sessionId: string | null;
  ids: string[];
}

/**
 * Holds the athletes picked for the open session. Opening another session starts from
 * every athlete again: its athletes may differ. Ids are kept sorted, so one set of
 * athletes is one set of query variables (and one cache entry) whatever the click order.
 */
export function SelectedAthletesProvider({
  sessionId,
  children,
}: {
  sessionId: string | null;
  children: ReactNode;
}) {
  const [selection, setSelection] = useState<Selection>({ sessionId, ids: EVERYONE });
  const ids = selection.sessionId === sessionId ? selection.ids : EVERYONE;

  const value = useMemo<SelectedAthletes>(
    () => ({
      ids,
      toggle: (athleteId) =>
        setSelection((current) => {
          const base = current.sessionId === sessionId ? current.ids : EVERYONE;
          const next = base.includes(athleteId)
            ? base.filter((id) => id !== athleteId)
            : [...base, athleteId];
          return { sessionId, ids: next.length === 0 ? EVERYONE : next.sort() };
        }),
      select: (athleteIds) =>
        setSelection({
          sessionId,
          ids: athleteIds.length === 0 ? EVERYONE : [...new Set(athleteIds)].sort(),
        }),
    }),
    [ids, sessionId],
  );

  return (
    <SelectedAthletesContext.Provider value={value}>{children}</SelectedAthletesContext.Provider>
  );
}
