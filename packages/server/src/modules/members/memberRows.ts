import type { MembershipRole } from '@touchline/domain';
import type { invites, memberships } from '../../db/schema.js';

export type MembershipRow = typeof memberships.$inferSelect;
export type InviteRow = typeof invites.$inferSelect;

/** A membership as the Members screen lists it: with its person's name and e-mail. */
export interface ClubMemberRow {
  id: string;
  clubId: string;
  name: string;
  email: string;
  role: MembershipRole;
  admin: boolean;
  pending: boolean;
  since: Date;
}
