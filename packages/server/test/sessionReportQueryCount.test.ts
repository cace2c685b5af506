import { afterAll, beforeAll, expect, it } from 'vitest';
import { clubIdNamed } from './support/rivalClub.js';
import {
  PERMISSION_QUERY,
  SESSION_OPERATIONS,
  SESSIONS_QUERY,
} from './support/sessionReportQueries.js';
import { mostRepeatedStatement, sqlStatementsDuring } from './support/sqlStatements.js';
import { seedSyntheticMatch } from './support/syntheticReport.js';
import { signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

let testApp: TestApp;
let coach: Session;
let clubId: string;

const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  coach = await signIn(testApp.app, 'coach@touchline.test');
  clubId = await clubIdNamed(db(), 'Touchline FC');
});
afterAll(() => testApp.close());

/** Every operation of a match page (and its side panel) with all athletes selected. */
function pageOperations(sessionId: string, athleteIds: string[]) {
  return [
    { query: SESSIONS_QUERY, variables: { clubId, offset: 0 } },
    { query: PERMISSION_QUERY, variables: { action: 'Export', subjectId: sessionId } },
    ...Object.values(SESSION_OPERATIONS).map((query) => ({
      query,
      variables: { sessionId, athleteIds },
    })),
  ];
}

/** The SQL statements one batched HTTP request of a page makes. */
function statementsOfPage(sessionId: string, athleteIds: string[]): Promise<string[]> {
  return sqlStatementsDuring(db(), async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: coach.headers,
      payload: pageOperations(sessionId, athleteIds),
    });
    const answers = response.json<{ errors?: unknown; data?: { session?: unknown } }[]>();
    expect(answers).toHaveLength(13);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
  });
}

it('costs a few SQL statements for a page of 24 athletes, none per athlete', async () => {
  const match = await seedSyntheticMatch(db(), clubId, 24);
  const statements = await statementsOfPage(match.sessionId, match.athleteIds);
  expect(statements.length).toBeLessThanOrEqual(24);
  expect(mostRepeatedStatement(statements)).toBeLessThanOrEqual(3);
});
