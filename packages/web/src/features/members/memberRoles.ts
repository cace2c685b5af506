import type { MemberRole } from '../../gql/graphql';

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  admin: 'Admin',
  staff: 'Staff',
  athlete: 'Athlete',
};

export const MEMBER_ROLES: MemberRole[] = ['admin', 'staff', 'athlete'];

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A date of the Members screen, e.g. 29 Nov 2026. */
export const memberDate = (iso: string) => day.format(new Date(iso));
