import type { notifications } from '../../db/surveysSchema.js';

/** A stored notification, as its person's list answers it. */
export type NotificationRow = typeof notifications.$inferSelect;
