import type { UnitSystem } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { person as personSubject } from '../../access/person.js';
import type { GraphQLContext } from '../../context.js';
import type { PersonRow } from '../../db/rows.js';
import { persons } from '../../db/schema.js';

/** The viewer's own choice of units; nobody can change another person's. */
export async function updateViewerUnitSystem(
  ctx: GraphQLContext,
  unitSystem: UnitSystem,
): Promise<PersonRow> {
  await authorize(ctx.access, 'Update', personSubject(ctx.viewer.personId));
  const [person] = await ctx.db
    .update(persons)
    .set({ unitSystem })
    .where(eq(persons.id, ctx.viewer.personId))
    .returning();
  if (!person) throw new Error('The session belongs to a person that no longer exists');
  // Later fields of this request read the new choice.
  ctx.loaders.personById.clear(person.id).prime(person.id, person);
  return person;
}
