import { afterAll, beforeAll, expect, it } from 'vitest';
import type pg from 'pg';
import { DASHBOARD_QUERY, TEAM_WEEKLY_OVERVIEW_QUERY } from './support/dashboardQueries.js';
import { clubIdNamed } from './support/rivalClub.js';
import {
  PERMISSION_QUERY,
  SESSION_OPERATIONS,
  SESSIONS_QUERY,
} from './support/sessionReportQueries.js';
import { resumeInterruptedProcessing } from '../src/modules/processing/resumeInterruptedProcessing.js';
import { sqlQueriesDuring, type SqlQuery } from './support/sqlStatements.js';
import { seedSyntheticMatch } from './support/syntheticReport.js';
import { signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { usingPostgres } from './support/testDatabase.js';

// On a server holding many clubs, a page must find its club's rows through an index, never
// by reading every club's. PostgreSQL picks a sequential scan for a small table whatever
// its indexes, so each statement of the pages is planned again with sequential scans
// priced out (enable_seqscan off): one still chosen means no index serves it.

let testApp: TestApp;
let coach: Session;
let clubId: string;

const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  if (!usingPostgres) return;
  testApp = await startTestApp({ workers: false });
  coach = await signIn(testApp.app, 'coach@touchline.test');
  clubId = await clubIdNamed(db(), 'Touchline FC');
});
afterAll(() => testApp?.close());

/** The statements one batched request of a page sends. */
function queriesOfPage(operations: { query: string; variables: object }[]): Promise<SqlQuery[]> {
  return sqlQueriesDuring(db(), async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: coach.headers,
      payload: operations,
    });
    for (const answer of response.json<{ errors?: unknown }[]>()) {
      expect(answer.errors).toBeUndefined();
    }
  });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Schema?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** A row per running job: as many as the workers run, whatever the clubs hold. */
const BOUNDED_TABLES = new Set(['job_claims']);

/**
 * Our tables read whole (pg-boss's own are its business): a sequential scan, or an index
 * walked from end to end, as the planner does when it may not scan sequentially.
 */
function wholeReads(node: PlanNode): string[] {
  const whole =
    node['Node Type'] === 'Seq Scan' ||
    (/^Index (Only )?Scan$/.test(node['Node Type']) && !node['Index Cond']);
  const ours =
    whole && node.Schema === 'public' && !BOUNDED_TABLES.has(node['Relation Name'] ?? '');
  return [...(ours ? [node['Relation Name']!] : []), ...(node.Plans ?? []).flatMap(wholeReads)];
}

/** `table: statement` for each table a statement still reads whole when it need not. */
async function unindexedReads(queries: SqlQuery[]): Promise<string[]> {
  const pool = (db() as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    const found: string[] = [];
    for (const { text, values } of queries.filter((query) => /^\s*select/i.test(query.text))) {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json, verbose) ${text}`,
        values,
      );
      for (const table of wholeReads(rows[0]!['QUERY PLAN'][0].Plan)) {
        found.push(`${table}: ${text.slice(0, 160)}`);
      }
    }
    return found;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

it.skipIf(!usingPostgres)(
  "reads the dashboard's, the session list's and a match page's rows through indexes",
  async () => {
    const match = await seedSyntheticMatch(db(), clubId, 24);
    const athleteIds = match.athleteIds;
    const sessionId = match.sessionId;
    const pages = [
      [
        { query: DASHBOARD_QUERY, variables: { clubId } },
        {
          query: TEAM_WEEKLY_OVERVIEW_QUERY,
          variables: {
            clubId,
            startTime: '2026-11-16T00:00:00Z',
            endTime: '2026-11-23T00:00:00Z',
          },
        },
      ],
      [{ query: SESSIONS_QUERY, variables: { clubId, offset: 0 } }],
      [
        { query: PERMISSION_QUERY, variables: { action: 'Export', subjectId: sessionId } },
        ...Object.values(SESSION_OPERATIONS).map((query) => ({
          query,
          variables: { sessionId, athleteIds },
        })),
      ],
    ];
    const queries: SqlQuery[] = [];
    for (const operations of pages) queries.push(...(await queriesOfPage(operations)));
    expect(queries.length).toBeGreaterThan(10);
    expect(await unindexedReads(queries)).toEqual([]);
  },
);

it.skipIf(!usingPostgres)(
  "finds every club's unfinished tracks and sessions through indexes, as processing's liveness checks do",
  async () => {
    const { database, jobs } = testApp.app.touchline;
    const queries = await sqlQueriesDuring(
      db(),
      async () => {
        await resumeInterruptedProcessing(database, jobs, { atStart: false });
      },
      { jobQueue: true },
    );
    expect(queries.some((query) => query.text.includes('from raw_tracks'))).toBe(true);
    expect(await unindexedReads(queries)).toEqual([]);
  },
);
