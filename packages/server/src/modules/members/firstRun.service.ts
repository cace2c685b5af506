import type { UnitSystem } from '@touchline/domain';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { persons } from '../../db/schema.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { createClub } from '../clubs/index.js';
import { createAccount } from '../people/index.js';
import { newPersonProblems, sessionFor, type NewPerson } from './signUp.service.js';

export const ALREADY_SET_UP = 'Touchline is set up already. Sign in with your account.';

// One first run at a time, on every process sharing the database.
const FIRST_RUN_LOCK = 7_202_611;

export interface FirstRun {
  person: NewPerson;
  club: { name: string; sport: string; timeZone: string; defaultUnitSystem: UnitSystem };
}

/** Whether nobody has an account yet: the first run's page is open only then. */
export async function awaitsFirstRun(db: Db): Promise<boolean> {
  const [row] = await db.select({ people: count() }).from(persons);
  return (row?.people ?? 0) === 0;
}

export type FirstRunOutcome =
  { kind: 'done'; token: string } | { kind: 'invalid'; problems: string[] };

/**
 * The provider's first account (provider staff) and the first club, with
 * that person its admin, in one transaction; only while nobody has an
 * account, so a second submission writes nothing.
 */
export async function completeFirstRun(db: Db, run: FirstRun): Promise<FirstRunOutcome> {
  try {
    const personId = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_RUN_LOCK})`);
      if (!(await awaitsFirstRun(tx))) throw new InvalidInputError(ALREADY_SET_UP);
      const problems = await newPersonProblems(tx, run.person);
      if (problems.length > 0) throw new InvalidInputError(problems.join('\n'));
      const person = await createAccount(tx, { ...run.person, touchlineStaff: true });
      const club = await createClub(tx, run.club, person.id);
      if (club.issues.length > 0) {
        throw new InvalidInputError(club.issues.map((issue) => issue.message).join('\n'));
      }
      return person.id;
    });
    return { kind: 'done', token: await sessionFor(db, personId) };
  } catch (failure) {
    if (failure instanceof InvalidInputError) {
      return { kind: 'invalid', problems: failure.message.split('\n') };
    }
    throw failure;
  }
}
