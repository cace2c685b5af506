import type { MembershipRole } from '@touchline/domain';

export const DEMO_PASSWORD = 'touchline-demo';
export const DEMO_ORGANISATION = 'Touchline Football Club Ltd';
export const DEMO_FOOTBALL_CLUB = 'Touchline FC';
export const DEMO_BASKETBALL_CLUB = 'Touchline Hoops';

export interface DemoAccount {
  email: string;
  name: string;
  touchlineStaff: boolean;
  /** What the account is for, printed at start. */
  purpose: string;
  memberships: {
    club: string;
    role: MembershipRole;
    status: 'approved' | 'pending';
    /** A club admin: manages members and the club's settings. */
    admin?: boolean;
  }[];
  personalSubscription?: boolean;
}

/** The demo people (docs/ARCHITECTURE.md "Demo club"), each showing one path through the app. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'coach@touchline.test',
    name: 'Alex Morgan',
    touchlineStaff: false,
    purpose: 'admin of both clubs',
    memberships: [
      { club: DEMO_FOOTBALL_CLUB, role: 'staff', status: 'approved', admin: true },
      { club: DEMO_BASKETBALL_CLUB, role: 'staff', status: 'approved', admin: true },
    ],
  },
  {
    email: 'athlete@touchline.test',
    name: 'Jordan Hayes',
    touchlineStaff: false,
    purpose: 'athlete of Touchline FC',
    memberships: [{ club: DEMO_FOOTBALL_CLUB, role: 'athlete', status: 'approved' }],
  },
  {
    email: 'staff@touchline.test',
    name: 'Priya Natarajan',
    touchlineStaff: true,
    purpose: 'Touchline staff, staff of Touchline FC',
    memberships: [{ club: DEMO_FOOTBALL_CLUB, role: 'staff', status: 'approved' }],
  },
  {
    email: 'pending@touchline.test',
    name: 'Casey Doyle',
    touchlineStaff: false,
    purpose: 'awaiting approval, no club yet',
    memberships: [{ club: DEMO_FOOTBALL_CLUB, role: 'athlete', status: 'pending' }],
  },
  {
    email: 'subscriber@touchline.test',
    name: 'Robin Adeyemi',
    touchlineStaff: false,
    purpose: 'no club, personal subscription (mobile app only)',
    memberships: [],
    personalSubscription: true,
  },
];
