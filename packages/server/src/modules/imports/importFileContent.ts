import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clubs, importFiles } from '../../db/tables.js';

/** A file of an import with its club's time zone, as its read job loads it. */
export type StoredImportFile = typeof importFiles.$inferSelect & { timeZone: string };

/** The file; null when it was removed. */
export async function loadImportFile(db: Db, fileId: string): Promise<StoredImportFile | null> {
  const [row] = await db
    .select({ file: importFiles, timeZone: clubs.timeZone })
    .from(importFiles)
    .innerJoin(clubs, eq(clubs.id, importFiles.clubId))
    .where(eq(importFiles.id, fileId));
  return row ? { ...row.file, timeZone: row.timeZone } : null;
}

const baseName = (fileName: string) => {
  const name = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).toLowerCase();
};

/**
 * The raw data file an EPTS metadata file describes: the one other file of
 * the import that could not be read by itself (docs/product/importing.md §6),
 * the one of the same base name when there are several; none while it is
 * not there, or when the choice is not clear.
 */
export function eptsCompanionOf<F extends Pick<StoredImportFile, 'id' | 'fileName'>>(
  metadata: F,
  unreadable: readonly F[],
): F | null {
  const others = unreadable.filter((file) => file.id !== metadata.id);
  const sameName = others.filter((file) => baseName(file.fileName) === baseName(metadata.fileName));
  if (sameName.length === 1) return sameName[0]!;
  return others.length === 1 ? others[0]! : null;
}

/** Files of the import an EPTS metadata file may be read with: those not readable by themselves. */
export function eptsCompanionCandidates(db: Db, importId: string, metadataId: string) {
  return db
    .select({ id: importFiles.id, fileName: importFiles.fileName })
    .from(importFiles)
    .where(
      and(
        eq(importFiles.importId, importId),
        eq(importFiles.status, 'unreadable'),
        isNull(importFiles.format),
        ne(importFiles.id, metadataId),
      ),
    );
}
