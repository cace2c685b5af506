import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import { normaliseEmail } from '../../auth/signIn.js';
import type { Db } from '../../db/database.js';
import type { PersonRow } from '../../db/rows.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { identities, persons } from '../../db/schema.js';

// Where the command line and older modules have always found it.

const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a (normalised) text looks like an e-mail address. */
export const isEmailAddress = (email: string) => EMAIL.test(email);

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  touchlineStaff?: boolean;
}

/** Creates a person who can sign in with e-mail and password. */
export async function createAccount(db: Db, account: NewAccount): Promise<PersonRow> {
  const email = normaliseEmail(account.email);
  const name = account.name.trim();
  if (!isEmailAddress(email))
    throw new InvalidInputError(`"${account.email}" is not an e-mail address.`);
  if (!name) throw new InvalidInputError('A name is required.');
  if (account.password.length < MIN_PASSWORD_LENGTH) {
    throw new InvalidInputError(
      `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
    );
  }
  const [existing] = await db.select().from(persons).where(eq(persons.email, email));
  if (existing) throw new InvalidInputError(`An account for ${email} already exists.`);
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const [person] = await tx
      .insert(persons)
      .values({ email, name, touchlineStaff: account.touchlineStaff ?? false })
      .returning();
    if (!person) throw new Error(`The person ${email} was not created`);
    await tx.insert(identities).values({ personId: person.id, email, passwordHash });
    return person;
  });
}

export async function findPersonByEmail(db: Db, email: string): Promise<PersonRow | null> {
  const [person] = await db
    .select()
    .from(persons)
    .where(eq(persons.email, normaliseEmail(email)));
  return person ?? null;
}
