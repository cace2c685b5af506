import { createContext, useContext } from 'react';

/** The athletes picked in the side panel for the open session; empty means every athlete. */
export interface SelectedAthletes {
  /** Stable between renders while the selection does not change. */
  ids: string[];
  toggle: (athleteId: string) => void;
  /** Replaces the selection, e.g. with a group's members; [] selects everyone again. */
  select: (athleteIds: readonly string[]) => void;
}

const EVERYONE: SelectedAthletes = { ids: [], toggle: () => undefined, select: () => undefined };

export const SelectedAthletesContext = createContext<SelectedAthletes>(EVERYONE);

/** The selected athlete ids to pass as `athleteIds` (docs/product/shell-and-sessions.md §5: none selected = all athletes). */
export function useSelectedAthleteIds(): string[] {
  return useContext(SelectedAthletesContext).ids;
}

/** The selection with its actions, for the side panel. */
export function useSelectedAthletes(): SelectedAthletes {
  return useContext(SelectedAthletesContext);
}
