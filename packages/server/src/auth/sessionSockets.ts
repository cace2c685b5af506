import { and, gt, inArray } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { Db } from '../db/database.js';
import { authSessions } from '../db/schema.js';

/** graphql-ws's close code for a socket without a (live) session; the web app sends people to sign in. */
export const UNAUTHORIZED_CLOSE = { code: 4401, reason: 'Unauthorized' } as const;

export function closeUnauthorized(socket: WebSocket) {
  socket.close(UNAUTHORIZED_CLOSE.code, UNAUTHORIZED_CLOSE.reason);
}

/** This process's open websockets by the sign-in session that opened them. */
export class SessionSockets {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  add(authSessionId: string, socket: WebSocket) {
    const sockets = this.bySession.get(authSessionId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.bySession.set(authSessionId, sockets);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.bySession.get(authSessionId) === sockets) {
        this.bySession.delete(authSessionId);
      }
    });
  }

  /** The session ended (signed out, here or in another process): its sockets go too. */
  closeSession(authSessionId: string) {
    for (const socket of this.bySession.get(authSessionId) ?? []) closeUnauthorized(socket);
  }

  /**
   * Closes the sockets whose session no longer lives (expired, or ended while
   * a notification was missed), so no socket outlives its session for long.
   */
  async closeEnded(db: Db, now = new Date()) {
    const ids = [...this.bySession.keys()];
    if (ids.length === 0) return;
    const live = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(inArray(authSessions.id, ids), gt(authSessions.expiresAt, now)));
    const liveIds = new Set(live.map((row) => row.id));
    for (const id of ids) if (!liveIds.has(id)) this.closeSession(id);
  }
}
