import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SessionRow } from '../../db/rows.js';
import { athletes, clubs, memberships } from '../../db/schema.js';
import { sessions } from '../../db/sessionsSchema.js';
import { isUuid } from '../../graphql/ids.js';
import { InvalidInputError } from '../people/accounts.service.js';
import { UploadForbiddenError, UploadNotFoundError } from './uploadErrors.js';

/** Who uploads: a signed-in person, or the command line on the server itself. */
export type Uploader = { personId: string } | 'command line';

/**
 * The session the upload goes to, once the uploader may upload for every
 * athlete named: club staff for any athlete of their club, an athlete for
 * their own participation only. A session of a club the uploader is not an
 * approved member of is "not found", exactly like one that does not exist.
 */
export async function authoriseUpload(
  db: Db,
  uploader: Uploader,
  sessionId: string,
  athleteIds: readonly string[],
): Promise<SessionRow> {
  if (!isUuid(sessionId)) throw new UploadNotFoundError();
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!session) throw new UploadNotFoundError();
  if (uploader !== 'command line') {
    const roles = await db
      .select({ role: memberships.role })
      .from(memberships)
      .where(
        and(
          eq(memberships.clubId, session.clubId),
          eq(memberships.personId, uploader.personId),
          eq(memberships.status, 'approved'),
        ),
      );
    if (roles.length === 0) throw new UploadNotFoundError();
    if (!roles.some(({ role }) => role === 'staff')) {
      await ensureOwnAthlete(db, session.clubId, uploader.personId, athleteIds);
    }
  }
  const [club] = await db.select().from(clubs).where(eq(clubs.id, session.clubId));
  if (club?.suspended) {
    throw new UploadForbiddenError(
      `${club.name} is suspended: no data can be uploaded until it is reactivated.`,
    );
  }
  await ensureClubAthletes(db, session.clubId, athleteIds);
  return session;
}

async function ensureOwnAthlete(
  db: Db,
  clubId: string,
  personId: string,
  athleteIds: readonly string[],
): Promise<void> {
  const [own] = await db
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(eq(athletes.clubId, clubId), eq(athletes.personId, personId)));
  if (!own || athleteIds.some((id) => id !== own.id)) {
    throw new UploadForbiddenError('Athletes can upload only their own data.');
  }
}

async function ensureClubAthletes(
  db: Db,
  clubId: string,
  athleteIds: readonly string[],
): Promise<void> {
  const unique = [...new Set(athleteIds)];
  const valid = unique.filter(isUuid);
  const found =
    valid.length === 0
      ? []
      : await db
          .select({ id: athletes.id })
          .from(athletes)
          .where(and(eq(athletes.clubId, clubId), inArray(athletes.id, valid)));
  if (found.length !== unique.length) {
    throw new InvalidInputError('Every athlete must be an athlete of the session’s club.');
  }
}
