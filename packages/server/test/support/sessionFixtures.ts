import { simulateSession, writeEdgeCsv } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { athletes, persons } from '../../src/db/schema.js';
import { createSession } from '../../src/modules/sessions/createSession.service.js';

export const KICK_OFF = new Date('2026-11-14T15:00:00.000Z');

/** Athletes of a club, named for the tests. */
export async function addAthletes(db: Db, clubId: string, names: readonly string[]) {
  const rows = await db
    .insert(athletes)
    .values(names.map((name) => ({ clubId, name, initials: name.slice(0, 2).toUpperCase() })))
    .returning({ id: athletes.id });
  return rows.map(({ id }) => id);
}

/** The demo athlete account's own athlete row in a club. */
export async function athleteOfAccount(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ id: athletes.id })
    .from(athletes)
    .innerJoin(persons, eq(persons.id, athletes.personId))
    .where(eq(persons.email, email));
  return row!.id;
}

/** A 20-minute match (two 10-minute halves) at KICK_OFF. */
export function createShortMatch(db: Db, clubId: string) {
  const minute = 60_000;
  const at = (minutes: number) => new Date(KICK_OFF.getTime() + minutes * minute);
  return createSession(db, clubId, {
    kind: 'match',
    startTime: at(-5),
    endTime: at(25),
    opponent: 'Harbour Rovers',
    score: 2,
    opponentScore: 1,
    periods: [
      { name: '1st Half', startTime: at(0), endTime: at(10) },
      { name: '2nd Half', startTime: at(12), endTime: at(22) },
    ],
  });
}

/** Simulated Edge exports covering the short match, one per athlete. */
export function edgeExports(count: number, seed = 7, heartRate = true): string[] {
  const simulated = simulateSession({
    seed,
    heartRate,
    kind: 'training',
    startTime: KICK_OFF.getTime() - 5 * 60_000,
    athletes: count,
    durationS: 30 * 60,
  });
  return simulated.athletes.map(({ track }) => writeEdgeCsv(track));
}
