import type { TimelineSettings } from './timelineSettings';

export interface OrderableAthlete {
  id: string;
  name: string;
  hasData: boolean;
}

/**
 * The athletes the timeline shows, in order: by name, narrowed to the filtered groups'
 * members, without those lacking data when excluded, then (combinable) selected first and
 * athletes without data last.
 */
export function athleteRowOrder<Athlete extends OrderableAthlete>(
  athletes: readonly Athlete[],
  {
    settings,
    selectedIds,
    filterAthleteIds,
  }: {
    settings: TimelineSettings;
    selectedIds: ReadonlySet<string>;
    /** Members of the groups filtered on; null when no group filter is set. */
    filterAthleteIds: ReadonlySet<string> | null;
  },
): Athlete[] {
  const rank = (athlete: Athlete) =>
    (settings.has('selectedFirst') && !selectedIds.has(athlete.id) ? 2 : 0) +
    (settings.has('noDataLast') && !athlete.hasData ? 1 : 0);
  return athletes
    .filter((athlete) => filterAthleteIds === null || filterAthleteIds.has(athlete.id))
    .filter((athlete) => athlete.hasData || !settings.has('excludeNoData'))
    .map((athlete) => ({ athlete, rank: rank(athlete) }))
    .sort((a, b) => a.rank - b.rank || a.athlete.name.localeCompare(b.athlete.name))
    .map(({ athlete }) => athlete);
}
