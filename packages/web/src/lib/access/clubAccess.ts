/** What the current person may reach in the current club; resolved once, at the shell's edge. */
export interface ClubAccess {
  isIndoor: boolean;
  csvExports: boolean;
  flexibleReporting: boolean;
  customerFlexibleReporting: boolean;
  touchlineStaff: boolean;
  /** Staff of the club (not only an athlete). */
  clubStaff: boolean;
  /** A club admin: staff who also manage members and the club's settings. */
  clubAdmin: boolean;
}

/** The club areas a route or a sidebar item can be gated on (docs/product/shell-and-sessions.md §2.1, §2.6). */
export type ClubArea =
  | 'dashboard'
  | 'sessions'
  | 'surveyExports'
  | 'surveys'
  | 'csvBuilder'
  | 'flexibleReporting'
  | 'edgeDiagnostics'
  | 'adminFunctions'
  | 'club'
  | 'import'
  | 'athleteHome';

export function canReach(area: ClubArea, access: ClubAccess): boolean {
  switch (area) {
    case 'dashboard':
    case 'sessions':
      return !access.isIndoor;
    case 'surveyExports':
      return !access.isIndoor && access.csvExports;
    case 'surveys':
      // Building and sending surveys, who answered, wellness flags: staff only (docs/product/surveys.md §2a).
      return access.clubStaff;
    case 'csvBuilder':
      return access.flexibleReporting;
    case 'flexibleReporting':
      return access.customerFlexibleReporting;
    case 'edgeDiagnostics':
    case 'adminFunctions':
      return access.touchlineStaff;
    case 'club':
      return access.clubStaff;
    case 'import':
      // Files go into sessions, which indoor clubs do not have; staff only (docs/product/importing.md).
      return !access.isIndoor && access.clubStaff;
    case 'athleteHome':
      // The athlete's own home (docs/product/athlete-app.md): staff keep the Team Dashboard.
      return !access.clubStaff;
  }
}

/** Where '/' leads: an athlete to their home; staff to the dashboard, which indoor clubs do not have. */
export function homePathFor(access: Pick<ClubAccess, 'isIndoor' | 'clubStaff'>): string {
  if (!access.clubStaff) return '/home';
  return access.isIndoor ? '/flexible_reporting' : '/dashboard';
}
