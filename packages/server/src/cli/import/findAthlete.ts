import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athletes } from '../../db/schema.js';
import { isUuid } from '../../graphql/ids.js';
import { CliError } from '../cliError.js';

/** An athlete of the club by id or by name (case-insensitive). */
export async function findAthlete(db: Db, clubId: string, nameOrId: string): Promise<string> {
  const byId = isUuid(nameOrId) ? eq(athletes.id, nameOrId) : undefined;
  const [athlete] = await db
    .select({ id: athletes.id })
    .from(athletes)
    .where(
      and(
        eq(athletes.clubId, clubId),
        byId ?? sql`lower(${athletes.name}) = lower(${nameOrId.trim()})`,
      ),
    );
  if (!athlete) throw new CliError(`There is no athlete "${nameOrId}" in this club.`);
  return athlete.id;
}
