/** The signed-in person making a request. */
export interface Viewer {
  personId: string;
  identityId: string;
  sessionId: string;
  touchlineStaff: boolean;
}
