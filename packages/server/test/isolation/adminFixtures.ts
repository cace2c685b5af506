import type { GraphqlCase } from './graphqlFixtures.js';
import type { PublicRoute, RestCase } from './restFixtures.js';

// Admin Functions are provider staff's alone: an outsider is answered the same for the
// victim's ids as for unknown ones, at the `admin` field and at every mutation.

const ERRORS = 'errors { path fullMessages }';
const CLUB =
  'id name suspended membersCount featureSwitches { name enabled } subscription { status }';

const byClub = (mutation: string): GraphqlCase[] => [
  {
    covers: ['clubId'],
    query: `mutation ($clubId: ID!) { ${mutation} { club { ${CLUB} } ${ERRORS} } }`,
    variables: (target) => ({ clubId: target.clubId }),
  },
];

export const ADMIN_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'AdminFunctions.sessionDiagnostics': [
    {
      covers: ['sessionId'],
      query: `query ($sessionId: ID!) { admin { sessionDiagnostics(sessionId: $sessionId) {
        sessionId clubName rawTracks { id athleteName fileName downloadUrl } jobs { id } } } }`,
      variables: (target) => ({ sessionId: target.matchId }),
    },
  ],
  'Mutation.adminSetClubSuspended': byClub(
    'adminSetClubSuspended(clubId: $clubId, suspended: true)',
  ),
  'Mutation.adminSetFeatureSwitch': byClub(
    'adminSetFeatureSwitch(clubId: $clubId, name: csv_exports, enabled: false)',
  ),
  'Mutation.adminSetSubscription': byClub(
    'adminSetSubscription(clubId: $clubId, input: { status: unpaid, kind: Manual })',
  ),
  'Mutation.adminSetTouchlineStaff': [
    {
      covers: ['personId'],
      query: `mutation ($personId: ID!) { adminSetTouchlineStaff(personId: $personId, touchlineStaff: true) {
        person { id email } ${ERRORS} } }`,
      variables: (target) => ({ personId: target.athleteId }),
    },
  ],
  'Mutation.adminCreatePasswordResetLink': [
    {
      covers: ['personId'],
      query: `mutation ($personId: ID!) { adminCreatePasswordResetLink(personId: $personId) { path ${ERRORS} } }`,
      variables: (target) => ({ personId: target.athleteId }),
    },
  ],
  'Mutation.adminReprocessSession': [
    {
      covers: ['sessionId'],
      query: `mutation ($sessionId: ID!) { adminReprocessSession(sessionId: $sessionId) {
        sessionDiagnostics { sessionId clubName } ${ERRORS} } }`,
      variables: (target) => ({ sessionId: target.matchId }),
    },
  ],
  'Mutation.adminRetryJob': [
    {
      covers: ['jobId'],
      query: `mutation ($jobId: ID!) { adminRetryJob(jobId: $jobId) { job { id queue } ${ERRORS} } }`,
      variables: (target) => ({ jobId: target.trainingId }),
    },
  ],
};

export const ADMIN_REST_FIXTURES: Record<string, RestCase[] | PublicRoute> = {
  'GET /api/admin/uploads/:uploadId': [
    {
      covers: [':uploadId'],
      request: (target) => ({ method: 'GET', url: `/api/admin/uploads/${target.uploadId}` }),
    },
  ],
  'GET /api/auth/password_reset/:token': {
    public: 'a password-reset link’s page: the token alone opens it, and names no club',
  },
  'POST /api/auth/password_reset/:token': {
    public: 'setting a new password with a reset link’s token, no club’s data',
  },
};
