import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { SESSION_COOKIE } from '../auth/cookies.js';
import { closeUnauthorized, SessionSockets } from '../auth/sessionSockets.js';
import type { Viewer } from '../auth/viewer.js';
import { viewerOf } from '../auth/viewerOf.js';
import type { Db } from '../db/database.js';
import { TouchlineError } from '../errors/TouchlineError.js';
import { timeZoneOf } from '../http/timeZone.js';
import { toGraphqlError } from './errors.js';
import type { LargeAnswerGate } from './LargeAnswerGate.js';
import { OperationBudgets } from './OperationBudgets.js';
import type { TouchlineYoga } from './yoga.js';

export const CABLE_PATH = '/api/cable';

// Sockets whose session ended while a notification was missed (or that
// expired) are closed within this long; sign-out closes them at once.
const SESSION_RECHECK_MS = 5 * 60 * 1000;

type CableRequest = IncomingMessage & { viewer?: Viewer; sessionToken?: string };

interface Executors {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

/** Envelop types its functions loosely (any); these are the signatures graphql-js gives them. */
interface EnvelopedOperation extends Executors {
  schema: GraphQLSchema;
  parse: (source: string) => DocumentNode;
  validate: (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[];
  contextFactory: () => unknown;
}

function foreignOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * graphql-ws over /api/cable, authenticated by the same session cookie as
 * HTTP. Unauthenticated sockets are accepted only to be closed with 4401, so
 * the client sees a graphql-ws close code it can act on.
 */
export function attachCableServer(
  app: FastifyInstance,
  db: Db,
  yoga: TouchlineYoga,
  largeAnswers: LargeAnswerGate,
) {
  const sockets = new WebSocketServer({ noServer: true });
  const sessionSockets = new SessionSockets();
  const budgets = new OperationBudgets(largeAnswers);
  const server = useServer<Record<string, unknown>, { request: CableRequest }>(
    {
      // Each operation's answer has a budget of its own, given back when it ends.
      onComplete: (ctx, id) => budgets.finish(ctx, id),
      onError: (ctx, id) => budgets.finish(ctx, id),
      onClose: (ctx) => budgets.finishAll(ctx),
      execute: (args) => (args.rootValue as Executors).execute(args) as never,
      subscribe: (args) => (args.rootValue as Executors).subscribe(args) as never,
      onSubscribe: async (ctx, id, payload) => {
        const request = ctx.extra.request;
        // The session may have ended (or expired) since the socket opened.
        const viewer = request.viewer && (await viewerOf(db, request.sessionToken));
        if (!viewer) {
          closeUnauthorized(ctx.extra.socket);
          return [toGraphqlError(new TouchlineError('UNAUTHENTICATED'))];
        }
        const timeZone = timeZoneOf(request.headers['x-time-zone']);
        const answerBudget = budgets.start(ctx, id, viewer.personId);
        const enveloped: EnvelopedOperation = yoga.getEnveloped({
          viewer,
          timeZone,
          request,
          answerBudget,
        });
        let document: DocumentNode;
        try {
          document = enveloped.parse(payload.query);
        } catch (error) {
          // A syntax error, or a document too deep to parse: an answer, not a closed socket.
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const args: ExecutionArgs = {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: {
            execute: enveloped.execute,
            subscribe: enveloped.subscribe,
          } satisfies Executors,
        };
        const errors = enveloped.validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
    },
    sockets,
  );

  const onUpgrade = (request: CableRequest, socket: Duplex, head: Buffer) => {
    if (request.url?.split('?')[0] !== CABLE_PATH) {
      socket.destroy();
      return;
    }
    const cookies = app.parseCookie(request.headers.cookie ?? '');
    void viewerOf(db, cookies[SESSION_COOKIE]).then(
      (viewer) =>
        sockets.handleUpgrade(request, socket, head, (ws: WebSocket) => {
          if (!viewer || foreignOrigin(request)) {
            closeUnauthorized(ws);
            return;
          }
          request.viewer = viewer;
          request.sessionToken = cookies[SESSION_COOKIE];
          sessionSockets.add(viewer.sessionId, ws);
          sockets.emit('connection', ws, request);
        }),
      (error: unknown) => {
        app.log.error({ err: error }, 'websocket authentication failed');
        socket.destroy();
      },
    );
  };
  app.server.on('upgrade', onUpgrade);

  // Signing out in any API process closes the session's sockets in this one.
  const endedSessions = app.touchline.pubSub.subscribe('authSessionEnded');
  void (async () => {
    for await (const { authSessionId } of endedSessions) sessionSockets.closeSession(authSessionId);
  })();
  const recheck = setInterval(() => {
    sessionSockets.closeEnded(db).catch((error: unknown) => {
      app.log.error({ err: error }, 'checking the websockets’ sessions failed');
    });
  }, SESSION_RECHECK_MS);
  recheck.unref();

  return async function closeCableServer() {
    clearInterval(recheck);
    await endedSessions.return();
    app.server.off('upgrade', onUpgrade);
    await server.dispose();
    for (const client of sockets.clients) client.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  };
}
