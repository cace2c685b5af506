import { count, eq } from 'drizzle-orm';
import type { Access } from '../../access/Access.js';
import { authorize } from '../../access/authorize.js';
import type { Db } from '../../db/database.js';
import { importFiles, imports } from '../../db/tables.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { ensureClubActive } from '../sessions/index.js';
import type { ImportRow } from './importRows.js';
import { importSubject } from './importSubjects.js';

/** docs/product/importing.md §8. */
export const MAX_IMPORT_FILES = 100;

/** An import its staff may still change: not yet processed, its club not suspended. */
export async function openImport(db: Db, access: Access, importId: string): Promise<ImportRow> {
  const found = await authorize(access, 'Update', importSubject(importId));
  await ensureClubActive(db, found.clubId);
  return refuseProcessed(found);
}

export function refuseProcessed<T extends Pick<ImportRow, 'processedAt'>>(row: T): T {
  if (row.processedAt) throw new TouchlineError('IMPORT_PROCESSED');
  return row;
}

/**
 * Inside a transaction: the import, locked so that changes to it (files
 * sent, 'Process') happen one after the other, and refused once processed.
 */
export async function lockOpenImport(tx: Db, importId: string): Promise<ImportRow> {
  const [row] = await tx.select().from(imports).where(eq(imports.id, importId)).for('update');
  if (!row) throw new TouchlineError('IMPORT_NOT_FOUND');
  return refuseProcessed(row);
}

/** Refuses a file beyond the import's limit. */
export async function refuseFull(db: Pick<Db, 'select'>, importId: string): Promise<void> {
  const [files] = await db
    .select({ n: count() })
    .from(importFiles)
    .where(eq(importFiles.importId, importId));
  if ((files?.n ?? 0) >= MAX_IMPORT_FILES) throw new TouchlineError('IMPORT_FULL');
}
