import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { clubIdNamed } from './support/rivalClub.js';
import {
  PERMISSION_QUERY,
  SESSION_OPERATIONS,
  SESSIONS_QUERY,
} from './support/sessionReportQueries.js';
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

/** The SQL statements (the job queue's aside) one batched HTTP request of a page makes. */
async function statementsOfPage(sessionId: string, athleteIds: string[]): Promise<string[]> {
  const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: coach.headers,
      payload: pageOperations(sessionId, athleteIds),
    });
    const answers = response.json<{ errors?: unknown; data?: { session?: unknown } }[]>();
    expect(answers).toHaveLength(13);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    return spy.mock.calls
      .map(([statement]) =>
        typeof statement === 'string' ? statement : (statement as { text: string }).text,
      )
      .filter((statement) => !statement.includes('pgboss'));
  } finally {
    spy.mockRestore();
  }
}

it('costs the same SQL statements for a page of 24 athletes as for one of 3', async () => {
  const few = await seedSyntheticMatch(db(), clubId, 3);
  const many = await seedSyntheticMatch(db(), clubId, 24);
  const fewStatements = await statementsOfPage(few.sessionId, few.athleteIds);
  const manyStatements = await statementsOfPage(many.sessionId, many.athleteIds);
  expect(manyStatements.length).toBe(fewStatements.length);
  // Every relation is batched: a whole page stays a handful of statements.
  expect(manyStatements.length).toBeLessThanOrEqual(24);
});
