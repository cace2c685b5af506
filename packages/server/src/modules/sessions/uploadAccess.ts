import { and, eq, inArray } from 'drizzle-orm';
import type { Access } from '../../access/Access.js';
import { authorize } from '../../access/authorize.js';
import { uploadTo } from '../../access/uploadTo.js';
import type { Db } from '../../db/database.js';
import type { SessionRow } from '../../db/rows.js';
import { athletes, clubs } from '../../db/schema.js';
import { isUuid } from '../../graphql/ids.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { UploadForbiddenError, UploadNotFoundError } from './uploadErrors.js';

/**
 * The session the upload goes to, once the policy lets the uploader upload
 * for every athlete named: club staff for any athlete of their club, an
 * athlete for their own participation only. A session of a club the
 * uploader is not an approved member of is "not found", exactly like one
 * that does not exist. The uploader's access comes from the caller: a
 * signed-in person's (the upload route) or the command line's on the server
 * itself (`touchline import`, the demo), a trusted local caller.
 */
export async function authoriseUpload(
  db: Db,
  uploader: Access,
  sessionId: string,
  athleteIds: readonly string[],
): Promise<SessionRow> {
  // UploadNotFoundError: the command line tells an unknown session apart from other refusals.
  const target = { ...uploadTo(sessionId, athleteIds), notFound: () => new UploadNotFoundError() };
  const session = await authorize(uploader, 'Create', target);
  await ensureClubActive(db, session.clubId);
  await ensureClubAthletes(db, session.clubId, athleteIds);
  return session;
}

/** A suspended club takes no data until it is reactivated. */
export async function ensureClubActive(db: Pick<Db, 'select'>, clubId: string): Promise<void> {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  if (club?.suspended) {
    throw new UploadForbiddenError(
      `${club.name} is suspended: no data can be uploaded until it is reactivated.`,
    );
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
