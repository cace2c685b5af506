import type { athletes, billingSubscriptions, clubs, organisations, persons } from './schema.js';
import type { sessions } from './sessionsSchema.js';

// Row types, named for GraphQL codegen's mappers and the services.
export type PersonRow = typeof persons.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type ClubRow = typeof clubs.$inferSelect;
export type AthleteRow = typeof athletes.$inferSelect;

/** An organisation as reached from one of its clubs: the club decides who may see billing. */
export type ClubOrganisation = OrganisationRow & { viaClubId: string };

export type SessionRow = typeof sessions.$inferSelect;
