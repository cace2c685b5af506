import { edgeExports } from '../support/sessionFixtures.js';
import { multipartBody } from '../support/uploadFile.js';
import { ADMIN_REST_FIXTURES } from './adminFixtures.js';
import { DATASET_REST_FIXTURES } from './datasetFixtures.js';
import { IMPORT_REST_FIXTURES } from './importFixtures.js';
import { MEMBER_REST_FIXTURES } from './memberFixtures.js';
import { SURVEY_REST_FIXTURES } from './surveyFixtures.js';
import type { OwnIds } from './outsiders.js';
import type { TargetIds } from './victimClub.js';

/** A request as app.inject takes it, without the caller's cookie and CSRF header. */
export interface RestRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: Buffer;
  headers?: Record<string, string>;
}

/** One way to call a route with the target's ids; `covers` names the route's parameters it fills. */
export interface RestCase {
  covers: string[];
  request: (target: TargetIds, own: OwnIds) => RestRequest;
}

/** A route that shows no club's data to anyone, and why. */
export interface PublicRoute {
  public: string;
}

const file = { name: 'edge-outsider.csv', content: edgeExports(1, 3)[0]! };

function upload(fields: Record<string, string>): RestRequest {
  const { payload, contentType } = multipartBody(fields, file);
  return { method: 'POST', url: '/api/uploads', payload, headers: { 'content-type': contentType } };
}

const get = (url: string): RestRequest => ({ method: 'GET', url });

const GRAPHQL = 'the GraphQL endpoint: every schema field that takes ids is tried through it';
const WEB_APP = 'the web app’s files, the same for everyone';

/** By route (`METHOD /path/:param`): how the isolation test calls every REST route. */
export const REST_FIXTURES: Record<string, RestCase[] | PublicRoute> = {
  'GET /': { public: WEB_APP },
  'GET /*': { public: WEB_APP },
  'GET /index.html': { public: WEB_APP },
  'GET /api/auth/identities/sign_in': { public: 'the sign-in page' },
  'POST /api/auth/identities/sign_in': { public: 'signing in with an e-mail and password' },
  'DELETE /api/auth/identities/sign_out': { public: 'ends the caller’s own session' },
  'GET /api/graphql': { public: GRAPHQL },
  'POST /api/graphql': { public: GRAPHQL },
  'GET /api/pitch_backgrounds/:file': { public: 'a sport’s pitch drawing, no club’s data' },
  'POST /api/uploads': [
    {
      covers: [],
      request: (target) => upload({ sessionId: target.matchId, athleteId: target.athleteId }),
    },
    {
      covers: [],
      request: (target, own) => upload({ sessionId: own.matchId, athleteId: target.athleteId }),
    },
  ],
  'GET /api/heatmaps/:file': [
    { covers: [':file'], request: (target) => get(`/api/heatmaps/${target.heatmapSetId}.png`) },
  ],
  'GET /api/export/training_sessions/:sessionId/metrics.csv': [
    {
      covers: [':sessionId'],
      request: (target) => get(`/api/export/training_sessions/${target.trainingId}/metrics.csv`),
    },
  ],
  'GET /api/export/training_sessions/:sessionId/distance_profile.csv': [
    {
      covers: [':sessionId'],
      request: (target) =>
        get(`/api/export/training_sessions/${target.trainingId}/distance_profile.csv`),
    },
  ],
  'GET /api/export/match_sessions/:sessionId/metrics.csv': [
    {
      covers: [':sessionId'],
      request: (target) => get(`/api/export/match_sessions/${target.matchId}/metrics.csv`),
    },
  ],
  'GET /api/export/match_sessions/:sessionId/distances.csv': [
    {
      covers: [':sessionId'],
      request: (target) => get(`/api/export/match_sessions/${target.matchId}/distances.csv`),
    },
  ],
  ...DATASET_REST_FIXTURES,
  ...SURVEY_REST_FIXTURES,
  ...MEMBER_REST_FIXTURES,
  ...ADMIN_REST_FIXTURES,
  ...IMPORT_REST_FIXTURES,
};
