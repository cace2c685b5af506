import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { persons } from './schema.js';
import { notificationTypeEnum } from './surveysSchema.js';

// A person's notification channels (docs/product/notifications.md): what they
// chose per type, and the browsers they let push to them. Owned by the person,
// not a club: they follow the person across clubs.

/** Whether a type reaches the person by e-mail and by push; in the app it always does. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    email: boolean('email').notNull().default(false),
    push: boolean('push').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.personId, table.type] })],
);

/** A browser's Web Push subscription (its push service's endpoint and keys). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_person_idx').on(table.personId)],
);
