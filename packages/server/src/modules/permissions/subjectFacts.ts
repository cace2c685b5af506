import type { PermissionSubject, SubjectFacts } from '@touchline/domain';
import type { Access } from '../../access/Access.js';
import { isUuid } from '../../graphql/ids.js';

type Loaders = Access['loaders'];

type FactsLoader = (loaders: Loaders, id: string) => Promise<SubjectFacts | null>;

const idAndClub = (row: { id: string; clubId: string } | null) =>
  row && { id: row.id, clubId: row.clubId };

// Subjects whose table exists so far; the others arrive with their issues.
// Until then an id of theirs cannot be found, and is never permitted. Read
// through the request's loaders: the page asking usually loads the same row.
const LOADERS: Partial<Record<PermissionSubject, FactsLoader>> = {
  Athlete: async (loaders, id) => idAndClub(await loaders.athleteById.load(id)),
  Person: async (loaders, id) => {
    const person = await loaders.personById.load(id);
    return person && { id: person.id };
  },
  Report: async (loaders, id) => idAndClub(await loaders.flexibleReportById.load(id)),
  Session: async (loaders, id) => idAndClub(await loaders.sessionById.load(id)),
};

/** What the policy matches against for one stored object: its id and its club. */
export async function subjectFacts(
  { loaders }: Access,
  subject: PermissionSubject,
  id: string,
): Promise<SubjectFacts | null> {
  const load = LOADERS[subject];
  if (!load || !isUuid(id)) return null;
  return load(loaders, id);
}
