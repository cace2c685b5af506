import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { adminFunctions } from '../../access/adminFunctions.js';
import { authorize } from '../../access/authorize.js';
import { createPasswordReset } from '../../auth/passwordResets.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { PersonRow } from '../../db/rows.js';
import { clubs, memberships, persons } from '../../db/schema.js';
import { isUuid } from '../../graphql/ids.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { recordAudit } from './auditLog.js';

const MAX_PEOPLE = 50;

/** People whose name or e-mail contains the search, by name (docs/product/club-administration.md §7). */
export async function searchPeople(db: Db, search: string): Promise<PersonRow[]> {
  const term = search.trim().slice(0, 100).toLowerCase();
  if (!term) return [];
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .select()
    .from(persons)
    .where(
      or(sql`lower(${persons.name}) like ${pattern}`, sql`lower(${persons.email}) like ${pattern}`),
    )
    .orderBy(asc(persons.name))
    .limit(MAX_PEOPLE);
}

/** Each person's memberships with their club's name, for a batch of people. */
export async function membershipsOfPeople(db: Db, personIds: readonly string[]) {
  if (personIds.length === 0) return [];
  return db
    .select({
      personId: memberships.personId,
      clubName: clubs.name,
      role: memberships.role,
      status: memberships.status,
      admin: memberships.admin,
    })
    .from(memberships)
    .innerJoin(clubs, eq(clubs.id, memberships.clubId))
    .where(inArray(memberships.personId, [...personIds]))
    .orderBy(asc(clubs.name));
}

async function findPerson(db: Db, personId: string): Promise<PersonRow> {
  const [person] = isUuid(personId)
    ? await db.select().from(persons).where(eq(persons.id, personId))
    : [];
  if (!person) throw new TouchlineError('PERSON_NOT_FOUND');
  return person;
}

/** Gives or takes the provider-staff flag; never one's own. */
export async function adminSetTouchlineStaff(
  ctx: GraphQLContext,
  personId: string,
  touchlineStaff: boolean,
): Promise<Outcome<PersonRow>> {
  await authorize(ctx.access, 'Update', adminFunctions);
  const person = await findPerson(ctx.db, personId);
  if (person.id === ctx.access.personId) {
    return failed([
      { path: ['personId'], message: 'You cannot change your own provider-staff flag.' },
    ]);
  }
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(persons)
      .set({ touchlineStaff })
      .where(eq(persons.id, person.id))
      .returning();
    await recordAudit(tx, ctx.access, {
      action: 'person.staffFlag',
      target: `${person.name} <${person.email}>`,
      details: { touchlineStaff },
    });
    return row!;
  });
  return done(changed);
}

/** A single-use link, good for 24 hours, where the person sets a new password. */
export async function adminCreatePasswordResetLink(
  ctx: GraphQLContext,
  personId: string,
): Promise<Outcome<{ path: string; expiresAt: Date }>> {
  await authorize(ctx.access, 'Update', adminFunctions);
  const person = await findPerson(ctx.db, personId);
  const link = await ctx.db.transaction(async (tx) => {
    const created = await createPasswordReset(tx, person.id);
    await recordAudit(tx, ctx.access, {
      action: 'person.passwordResetLink',
      target: `${person.name} <${person.email}>`,
      details: { expiresAt: created.expiresAt.toISOString() },
    });
    return created;
  });
  return done(link);
}
