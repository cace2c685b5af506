import type { Db } from '../db/database.js';
import { findViewer } from './authSessions.js';
import type { Viewer } from './viewer.js';

/** The person behind the request's session cookie, if any. */
export async function viewerOf(db: Db, cookie: string | undefined): Promise<Viewer | null> {
  return cookie ? findViewer(db, cookie) : null;
}
