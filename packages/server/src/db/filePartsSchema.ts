import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { importFiles } from './importsSchema.js';
import { clubId } from './schema.js';
import { bytes, uploads } from './sessionsSchema.js';

/**
 * A stored tracker file's gzip, cut into parts of about a megabyte, written
 * while the file arrives and read back one part at a time: no statement ever
 * carries a whole file (the embedded database passes a bytea as hex text, in
 * a heap that never shrinks). A file's parts share its content id; until the
 * transaction that stores the file gives them an owner (an upload or a file
 * of an import), they belong to nobody, and parts left so by a broken
 * process are swept. Deleting the owner deletes its parts.
 */
export const fileParts = pgTable(
  'file_parts',
  {
    clubId: clubId(),
    /** The file's content, as uploads.content_id and import_files.content_id name it. */
    contentId: uuid('content_id').notNull(),
    /** Its place in the file, from 0. */
    part: integer('part').notNull(),
    /** This part's bytes of the gzip stream (STORAGE EXTERNAL, set by a migration: gzip already). */
    gzip: bytes('gzip').notNull(),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
    importFileId: uuid('import_file_id').references(() => importFiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.part] }),
    index('file_parts_upload_idx').on(table.uploadId),
    index('file_parts_import_file_idx').on(table.importFileId),
    // The sweep of parts nobody owns, across every club.
    index('file_parts_unowned_idx')
      .on(table.createdAt)
      .where(sql`${table.uploadId} is null and ${table.importFileId} is null`),
    check('file_parts_one_owner', sql`${table.uploadId} is null or ${table.importFileId} is null`),
  ],
);
