import { calendarDateIn, STANDARD_POSITIONS, type StandardPosition } from '@touchline/domain';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ClubRow } from '../../db/rows.js';
import { athleteGroups, athletes, positions } from '../../db/tables.js';

/** The club's own positions, then its sport's standard ones it has not used yet. */
export function positionChoicesOf(club: ClubRow, own: readonly { name: string }[]): string[] {
  const taken = new Set(own.map((position) => position.name.toLowerCase()));
  const standard = STANDARD_POSITIONS[club.sport].filter(
    (position) => !taken.has(position.name.toLowerCase()),
  );
  return [...own.map((position) => position.name), ...standard.map((position) => position.name)];
}

/** What the squad's rules are checked against, read inside the transaction that writes. */
export async function squadContextOf(tx: Db, club: ClubRow, exceptAthleteId?: string) {
  const own = await tx.select().from(positions).where(eq(positions.clubId, club.id));
  const groups = await tx.select().from(athleteGroups).where(eq(athleteGroups.clubId, club.id));
  const wearers = await tx
    .select({ shirtNumber: athletes.shirtNumber, name: athletes.name })
    .from(athletes)
    .where(
      and(
        eq(athletes.clubId, club.id),
        isNull(athletes.archivedAt),
        isNotNull(athletes.shirtNumber),
        exceptAthleteId ? ne(athletes.id, exceptAthleteId) : undefined,
      ),
    );
  return {
    own,
    groups,
    positions: positionChoicesOf(club, own),
    shirtNumbersTaken: new Map(wearers.map((row) => [row.shirtNumber!, row.name])),
    today: calendarDateIn(new Date(), club.timeZone),
  };
}

/**
 * The id of a chosen position (a name from positionChoicesOf): a standard
 * one the club has not used yet is added to its positions.
 */
export async function positionIdOf(
  tx: Db,
  club: ClubRow,
  own: { id: string; name: string }[],
  name: string,
): Promise<string | null> {
  const known = own.find((position) => position.name.toLowerCase() === name.toLowerCase());
  if (known) return known.id;
  const standard: StandardPosition | undefined = STANDARD_POSITIONS[club.sport].find(
    (position) => position.name.toLowerCase() === name.toLowerCase(),
  );
  if (!standard) return null;
  const [added] = await tx
    .insert(positions)
    .values({ clubId: club.id, ...standard })
    .returning();
  own.push(added!);
  return added!.id;
}
