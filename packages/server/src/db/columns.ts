import { timestamp } from 'drizzle-orm/pg-core';

// Column helpers every schema file shares. A club-owned row's `club_id` is
// `clubId()` in schema.ts, beside the clubs table it references.

/** A moment, stored with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();
