/** How a person belongs to a club. */
export const MEMBERSHIP_ROLES = ['staff', 'athlete'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** New members wait for a coach's approval (docs/product/shell-and-sessions.md §2.3). */
export const MEMBERSHIP_STATUSES = ['pending', 'approved'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
