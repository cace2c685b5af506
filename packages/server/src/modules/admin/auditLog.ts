import type { Access } from '../../access/Access.js';
import type { Db } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';

/** The actions Admin Functions record (docs/product/club-administration.md §7 "Audit log"). */
export type AuditAction =
  | 'club.create'
  | 'club.suspend'
  | 'club.unsuspend'
  | 'feature.switch'
  | 'subscription.change'
  | 'person.staffFlag'
  | 'person.passwordResetLink'
  | 'session.reprocess'
  | 'job.retry';

export interface AuditEntry {
  action: AuditAction;
  clubId?: string | null;
  /** What was acted on, in words a reader follows: a club's or a person's name. */
  target: string;
  details?: Record<string, unknown>;
}

/** Writes the entry in the caller's transaction, so the action and its record stand or fall together. */
export async function recordAudit(tx: Db, access: Access, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorPersonId: access.personId,
    action: entry.action,
    clubId: entry.clubId ?? null,
    target: entry.target,
    details: entry.details ?? {},
  });
}
