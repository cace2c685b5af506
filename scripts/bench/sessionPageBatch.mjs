// The batched request the web app sends when it opens a match's page with
// every athlete selected: the queries useMatchReportData, the session
// container and the side panel start in one tick, taken from the web app's
// own generated documents (packages/web/src/gql/graphql.ts), with the
// variables the page gives them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { print } from 'graphql';
import { repoRoot } from '../lib/run.mjs';

const GENERATED = join(repoRoot, 'packages/web/src/gql/graphql.ts');
const DOCUMENT = /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm;

const everyone = ({ sessionId }) => ({ sessionId, athleteIds: null });

/** Operation name -> its variables on the page of match `sessionId` of club `clubId`. */
const MATCH_PAGE = {
  SessionContainerQuery: ({ sessionId }) => ({ sessionId }),
  SessionsQuery: ({ clubId }) => ({ clubId, offset: 0 }),
  AthletesQuery: everyone,
  CheckPermissionQuery: ({ sessionId }) => ({
    requestedAction: 'Export',
    subject: 'Session',
    subjectId: sessionId,
    clubId: null,
  }),
  FeatureQuery: ({ clubId }) => ({ clubId, name: 'raw_top_speed' }),
  MatchSessionHeader: ({ sessionId }) => ({ sessionId }),
  MatchReportSummary: everyone,
  MatchReportAthletes: everyone,
  PeriodsDistance: everyone,
  MatchSessionSpeedBreakdown: everyone,
  Heatmaps: (page) => ({ ...everyone(page), withAthletes: false }),
};

/** The web app's documents, printed, by operation name. */
export function webDocuments() {
  const documents = new Map();
  for (const [, name, json] of readFileSync(GENERATED, 'utf8').matchAll(DOCUMENT)) {
    documents.set(name, print(JSON.parse(json)));
  }
  return documents;
}

/**
 * `[{ operationName, query, variables }]`, the body of one POST to /api/graphql,
 * and the names of the page's operations the web app no longer has (if any).
 */
export function sessionPageBatch({ sessionId, clubId }) {
  const documents = webDocuments();
  const batch = [];
  const missing = [];
  for (const [name, variablesOf] of Object.entries(MATCH_PAGE)) {
    const query = documents.get(name);
    if (query)
      batch.push({ operationName: name, query, variables: variablesOf({ sessionId, clubId }) });
    else missing.push(name);
  }
  return { batch, missing };
}
