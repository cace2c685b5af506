/** Permission actions and subjects the client can ask about (docs/product/shell-and-sessions.md §3). */
export const PERMISSION_ACTIONS = [
  'Create',
  'Edit',
  'Export',
  'Index',
  'New',
  'Show',
  'Update',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const PERMISSION_SUBJECTS = [
  'Athlete',
  'ClubSettings',
  'Person',
  'Pitch',
  'Report',
  'Session',
  'SessionTagDefinition',
  'Survey',
  'SurveyDistribution',
  'SurveyQuestion',
  'SurveyTimerTrigger',
] as const;
export type PermissionSubject = (typeof PERMISSION_SUBJECTS)[number];

export function isPermissionAction(value: string): value is PermissionAction {
  return (PERMISSION_ACTIONS as readonly string[]).includes(value);
}

export function isPermissionSubject(value: string): value is PermissionSubject {
  return (PERMISSION_SUBJECTS as readonly string[]).includes(value);
}

/**
 * What the server asks the policy about beyond the subjects clients may ask
 * about: a club itself, an upload to a session, a processing warning, a
 * club's billing subscription, unlocking a tracker's diagnostics, a club's
 * members and invites (Create: invite; Edit: approve or decline; Update:
 * change a role or remove, admins only), its athlete groups, its squad
 * (the athletes' records: adding, editing, archiving, importing; staff
 * only), the provider's Admin Functions, imports (a coach's batch of
 * files on its way into a session; staff only) and an athlete's profile
 * (their trends, bests and load: staff, and the athlete themself).
 */
export const SERVER_SUBJECTS = [
  'Club',
  'Upload',
  'ProcessingWarning',
  'BillingSubscription',
  'TrackerUnlock',
  'Membership',
  'AthleteGroup',
  'Squad',
  'AdminFunctions',
  'Import',
  'AthleteProfile',
] as const;
export type PolicySubject = PermissionSubject | (typeof SERVER_SUBJECTS)[number];
