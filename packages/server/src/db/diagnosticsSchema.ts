import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { devices } from './rosterSchema.js';
import { persons } from './schema.js';

/**
 * Every tracker unlock the server signed: who asked, when, for which device
 * and nonce. Rows are never deleted; they are also what the per-person rate
 * limit counts, so the limit holds across API processes.
 */
export const diagnosticsSignatures = pgTable(
  'diagnostics_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Snapshots beside the references keep the record readable if a row goes.
    personId: uuid('person_id').references(() => persons.id, { onDelete: 'set null' }),
    personEmail: text('person_email').notNull(),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    serialNumber: text('serial_number').notNull(),
    boardName: text('board_name').notNull(),
    /** The tracker's nonce, base64. */
    nonce: text('nonce').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('diagnostics_signatures_person_idx').on(table.personId, table.signedAt),
    index('diagnostics_signatures_device_idx').on(table.deviceId, table.signedAt),
  ],
);
