/** How many of a group's athletes (in this session) are ticked: the tri-state of 'Select group'. */
export interface GroupSelection {
  athleteIds: string[];
  selected: number;
  total: number;
  state: 'none' | 'some' | 'all';
}

export function groupSelection(
  groupAthleteIds: readonly string[],
  sessionAthleteIds: ReadonlySet<string>,
  selectedIds: ReadonlySet<string>,
): GroupSelection {
  const athleteIds = groupAthleteIds.filter((id) => sessionAthleteIds.has(id));
  const selected = athleteIds.filter((id) => selectedIds.has(id)).length;
  const total = athleteIds.length;
  const state = selected === 0 ? 'none' : selected === total ? 'all' : 'some';
  return { athleteIds, selected, total, state };
}
