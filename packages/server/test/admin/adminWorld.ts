import { desc } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { graphql, type Session, type TestApp } from '../support/testApp.js';

export const ERRORS = 'errors { path fullMessages }';

/** Asks as `session`; fails on a GraphQL error. */
export async function ask<T>(
  testApp: TestApp,
  session: Session,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await graphql<T>(testApp.app, session, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** The audit log's rows, newest first, as stored. */
export async function auditRows(testApp: TestApp) {
  return testApp.testDatabase.database.db.select().from(auditLog).orderBy(desc(auditLog.at));
}
