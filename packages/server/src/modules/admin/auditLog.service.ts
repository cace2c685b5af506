import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { auditLog, clubs, persons } from '../../db/schema.js';
import { TouchlineError } from '../../errors/TouchlineError.js';

export const MAX_AUDIT_PAGE = 100;

/** One row of the audit log as read: the actor's and the club's names joined. */
export interface AuditLogEntryRow {
  id: string;
  at: Date;
  actorName: string | null;
  action: string;
  clubName: string | null;
  target: string;
  details: unknown;
}

/** One page of the audit log, newest first; `search` matches action, target, club and actor. */
export async function auditLogPage(
  db: Db,
  {
    search,
    limit,
    offset,
  }: { search?: string | null; limit?: number | null; offset?: number | null },
): Promise<{ totalCount: number; entries: AuditLogEntryRow[] }> {
  if ((offset ?? 0) < 0) throw new TouchlineError('NEGATIVE_OFFSET');
  if ((limit ?? 0) < 0) throw new TouchlineError('NEGATIVE_LIMIT');
  const term = (search ?? '').trim().slice(0, 100);
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const where: SQL | undefined = term
    ? or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.target, pattern),
        ilike(clubs.name, pattern),
        ilike(persons.name, pattern),
        ilike(persons.email, pattern),
      )
    : undefined;
  const [total] = await db
    .select({ entries: count() })
    .from(auditLog)
    .leftJoin(clubs, eq(clubs.id, auditLog.clubId))
    .leftJoin(persons, eq(persons.id, auditLog.actorPersonId))
    .where(where);
  const entries = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorName: persons.name,
      action: auditLog.action,
      clubName: clubs.name,
      target: auditLog.target,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(clubs, eq(clubs.id, auditLog.clubId))
    .leftJoin(persons, eq(persons.id, auditLog.actorPersonId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(limit ?? 50, MAX_AUDIT_PAGE))
    .offset(offset ?? 0);
  return { totalCount: total?.entries ?? 0, entries };
}
