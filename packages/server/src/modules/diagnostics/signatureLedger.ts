import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { devices, diagnosticsSignatures } from '../../db/tables.js';
import { TouchlineError } from '../../errors/TouchlineError.js';

export const SIGNATURE_WINDOW_MS = 10 * 60 * 1000;
export const MAX_SIGNATURES_PER_PERSON = 20;

/** A signature refused because the person asked for too many too quickly. */
export function rateLimited(minutes: number) {
  return new TouchlineError('UNLOCKS_RATE_LIMITED', minutes);
}

export interface SignatureRecord {
  personId: string;
  personEmail: string;
  serialNumber: string;
  boardName: string;
  /** The tracker's nonce, base64. */
  nonce: string;
}

/**
 * Audits one signature and records the tracker, or refuses with RATE_LIMITED
 * when the person already has the maximum within the window. A transaction
 * lock per person serialises the count and the insert across every process
 * sharing the database, so concurrent requests cannot slip past the limit.
 */
export async function recordSignature(db: Db, record: SignatureRecord, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`diagnostics-signature:${record.personId}`}, 0))::text`,
    );
    const recent = await tx
      .select({ signedAt: diagnosticsSignatures.signedAt })
      .from(diagnosticsSignatures)
      .where(
        and(
          eq(diagnosticsSignatures.personId, record.personId),
          gt(diagnosticsSignatures.signedAt, new Date(now.getTime() - SIGNATURE_WINDOW_MS)),
        ),
      )
      .orderBy(asc(diagnosticsSignatures.signedAt));
    // The window reopens when the oldest signature that keeps the count at the limit ages out.
    const decisive = recent[recent.length - MAX_SIGNATURES_PER_PERSON];
    if (decisive) {
      const waitMs = decisive.signedAt.getTime() + SIGNATURE_WINDOW_MS - now.getTime();
      throw rateLimited(Math.max(1, Math.ceil(waitMs / 60_000)));
    }
    // A tracker seen for the first time is recorded; a known one keeps its latest board name.
    const [device] = await tx
      .insert(devices)
      .values({ kind: 'Edge', serialNumber: record.serialNumber, boardName: record.boardName })
      .onConflictDoUpdate({ target: devices.serialNumber, set: { boardName: record.boardName } })
      .returning({ id: devices.id });
    await tx
      .insert(diagnosticsSignatures)
      .values({ ...record, deviceId: device!.id, signedAt: now });
  });
}
