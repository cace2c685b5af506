/** Top-level application states (docs/product/shell-and-sessions.md §2.1). */
export const APP_STATES = [
  'ATHLETE_DASHBOARD',
  'CURRENT_CLUB',
  'DETAILS',
  'EDGE_ASSIGNMENT',
  'NO_CLUB',
  'PRIVACY_POLICY_ACCEPTANCE',
  'SELECT_CLUB',
  'UPDATE_APP',
] as const;
export type AppState = (typeof APP_STATES)[number];
