import type DataLoader from 'dataloader';
import type { Loaders } from '../loaders.js';

type Loaded<K extends keyof Loaders> =
  Loaders[K] extends DataLoader<string, infer Row> ? NonNullable<Row> : never;

/**
 * What every page of a person's asks before its own work: their person row,
 * their clubs and those clubs' feature switches (the shell's navigation,
 * each page's club). Kept with their cookie (KeptViewers) and primed into
 * each request's loaders, these are three statements a page load fewer.
 */
export interface ViewerRows {
  person: Loaded<'personById'> | null;
  clubs: Loaded<'clubById'>[];
  featureSwitches: [clubId: string, switches: Loaded<'featureSwitchesByClubId'>][];
}

/** Reads a person's rows through `loaders` (the modules' own), for the clubs they belong to. */
export async function readViewerRows(
  loaders: Loaders,
  personId: string,
  clubIds: readonly string[],
): Promise<ViewerRows> {
  const [person, clubs, switches] = await Promise.all([
    loaders.personById.load(personId),
    loaders.clubById.loadMany(clubIds),
    loaders.featureSwitchesByClubId.loadMany(clubIds),
  ]);
  const found = <T>(value: T | null | Error): value is T =>
    value !== null && !(value instanceof Error);
  return {
    person,
    clubs: clubs.filter(found),
    featureSwitches: clubIds.flatMap((clubId, i) => {
      const clubSwitches = switches[i];
      return found(clubSwitches) ? [[clubId, clubSwitches] as const] : [];
    }) as ViewerRows['featureSwitches'],
  };
}

/**
 * Primes a request's loaders with kept rows. Each request gets copies, so
 * that nothing one request does to a row reaches another's.
 */
export function primeViewerRows(loaders: Loaders, { person, clubs, featureSwitches }: ViewerRows) {
  if (person) loaders.personById.prime(person.id, { ...person });
  for (const club of clubs) loaders.clubById.prime(club.id, { ...club });
  for (const [clubId, switches] of featureSwitches) {
    loaders.featureSwitchesByClubId.prime(clubId, new Map(switches));
  }
}
