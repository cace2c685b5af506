import type { PersonRow } from '../db/rows.js';
import type { Subject } from './Subject.js';

/** A person (only the viewer's own is ever permitted). */
export function person(personId: string): Subject<PersonRow> {
  return {
    type: 'Person',
    find: (access) => access.loaders.personById.load(personId),
    factsOf: (row) => ({ id: row.id }),
    // Only the viewer's own person is ever asked for: gone means the data is broken.
    notFound: () => new Error('The session belongs to a person that no longer exists'),
  };
}
