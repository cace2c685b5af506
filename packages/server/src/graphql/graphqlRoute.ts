import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../access/Access.js';
import type { KeptViewers, KnownViewer } from '../access/KeptViewers.js';
import { loadMemberships } from '../access/loadMemberships.js';
import { primeViewerRows, readViewerRows } from '../access/viewerRows.js';
import { SESSION_COOKIE } from '../auth/cookies.js';
import type { Viewer } from '../auth/viewer.js';
import { viewerOf } from '../auth/viewerOf.js';
import type { Db } from '../db/database.js';
import { TouchlineError } from '../errors/TouchlineError.js';
import { clientGoneSignal, untilClientGone } from '../http/clientGone.js';
import { RequestAdmission, RETRY_AFTER_SECONDS } from '../http/RequestAdmission.js';
import { timeZoneOf } from '../http/timeZone.js';
import { createLoaders } from '../loaders.js';
import type { GraphqlResponseCache } from './GraphqlResponseCache.js';
import { withRequestId } from './requestIds.js';
import { AnswerBudget } from './AnswerBudget.js';
import { LargeAnswerGate } from './LargeAnswerGate.js';
import { answerTooLarge, MAX_RESPONSE_BYTES } from './responseCeiling.js';
import { GRAPHQL_PATH, type TouchlineYoga } from './yoga.js';

/** JSON answers are whole once Yoga returns them; event streams (subscriptions) flow on. */
const isWholeAnswer = (response: Response) =>
  /json/i.test(response.headers.get('content-type') ?? '');

/**
 * POST (and GET, for queries) /api/graphql; a request without a live session
 * gets 401, an answer over maxResponseBytes a RESPONSE_TOO_LARGE error. A
 * POST asked again by the same person before anything changed gets the kept
 * answer (GraphqlResponseCache). Past the process's bounds (RequestAdmission)
 * a request is answered 503 with Retry-After at once; a request whose client
 * has gone stops reading (http/clientGone.ts).
 */
export function registerGraphqlRoute(
  app: FastifyInstance,
  db: Db,
  yoga: TouchlineYoga,
  {
    maxResponseBytes = MAX_RESPONSE_BYTES,
    answers,
    largeAnswers = new LargeAnswerGate(),
    admission = new RequestAdmission(),
    viewers,
  }: {
    maxResponseBytes?: number;
    /** Lets answers with large parts be built a few at a time (shared with the websocket). */
    largeAnswers?: LargeAnswerGate;
    /** Keeps read-only answers until data changes; none: every request executes. */
    answers?: GraphqlResponseCache;
    /** How many requests are worked on and wait at once; past it, 503 with Retry-After. */
    admission?: RequestAdmission;
    /** Keeps who each cookie belongs to until anything changes (with `answers`); none: read each time. */
    viewers?: KeptViewers;
  } = {},
) {
  /** The person behind a cookie, their memberships and rows, read together (null: no live session). */
  const readViewer = async (token: string): Promise<KnownViewer | null> => {
    const viewer = await viewerOf(db, token);
    if (!viewer) return null;
    const memberships = await loadMemberships(db, viewer.personId);
    const clubIds = [...new Set(memberships.map((membership) => membership.clubId))];
    const rows = await readViewerRows(createLoaders(db), viewer.personId, clubIds);
    return { viewer, memberships, rows };
  };
  /** Without `viewers`, the memberships are read when first asked, as for any Access. */
  const knownViewerOf = async (
    token: string | undefined,
  ): Promise<(Partial<KnownViewer> & Pick<KnownViewer, 'viewer'>) | null> => {
    if (!viewers) {
      const viewer = await viewerOf(db, token);
      return viewer && { viewer };
    }
    return token ? viewers.of(token, readViewer) : null;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const clientGone = clientGoneSignal(reply);
    const release = await admission.admit(clientGone);
    if (!release) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new TouchlineError('SERVER_BUSY');
    }
    try {
      return await untilClientGone(clientGone, () => answerOrKept(request, reply));
    } finally {
      release();
    }
  };

  /** The kept answer of the same request, or a new one. */
  const answerOrKept = async (request: FastifyRequest, reply: FastifyReply) => {
    const known = await knownViewerOf(request.cookies[SESSION_COOKIE]);
    if (!known) throw new TouchlineError('UNAUTHENTICATED');
    const { viewer, memberships, rows } = known;
    const timeZone = timeZoneOf(request.headers['x-time-zone']);
    const cacheKey =
      answers && request.method === 'POST'
        ? answers.keyOf(viewer.personId, timeZone, request.body)
        : null;
    const generation = answers?.currentGeneration ?? 0;
    const kept = cacheKey
      ? (answers?.get(cacheKey) ?? (await answers?.joinFlight(cacheKey)))
      : undefined;
    if (kept) return reply.type(kept.contentType).send(kept.body);
    const land = cacheKey ? answers?.takeOff(cacheKey) : undefined;
    try {
      return await answer(
        request,
        reply,
        { viewer, memberships, rows, timeZone },
        (body, contentType) => {
          // A mutation, or any change meanwhile, clears: such an answer is neither kept nor shared.
          if (!cacheKey || !answers || answers.currentGeneration !== generation) return;
          answers.set(cacheKey, body, contentType, generation);
          land?.({ body, contentType });
        },
      );
    } finally {
      land?.(undefined);
    }
  };

  /** Runs the request through Yoga; `keep` gets a whole, successful answer. */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    {
      viewer,
      memberships,
      rows,
      timeZone,
    }: { viewer: Viewer; timeZone: string } & Partial<Omit<KnownViewer, 'viewer'>>,
    keep: (body: Buffer, contentType: string) => void,
  ) => {
    const access = Access.ofViewer(db, viewer, createLoaders, memberships);
    if (rows) primeViewerRows(access.loaders, rows);
    const answerBudget = new AnswerBudget(viewer.personId, largeAnswers, {
      maxBytes: maxResponseBytes,
    });
    try {
      return await send(request, reply, keep, () =>
        withRequestId(request.id, () =>
          yoga.handleNodeRequestAndResponse(request, reply, {
            viewer,
            timeZone,
            access,
            answerBudget,
          }),
        ),
      );
    } finally {
      answerBudget.finish();
    }
  };

  /** Sends Yoga's response, or RESPONSE_TOO_LARGE in its place; `keep` gets a whole, successful answer. */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    keep: (body: Buffer, contentType: string) => void,
    respond: () => Promise<Response> | Response,
  ) => {
    const response = await respond();
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status);
    // An event stream flows through Fastify as Yoga writes it.
    if (!isWholeAnswer(response)) return reply.send(response.body);
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length <= maxResponseBytes) {
      // Only whole successes are kept: an error may be gone on the next try.
      if (response.status === 200 && !body.includes('"errors"')) {
        keep(body, response.headers.get('content-type')!);
      }
      return reply.send(body);
    }
    request.log.warn(
      { bytes: body.length, maxBytes: maxResponseBytes },
      'GraphQL answer over the response ceiling not sent',
    );
    reply.removeHeader('content-length');
    const operations = Array.isArray(request.body) ? request.body.length : null;
    return reply.send(
      JSON.stringify(answerTooLarge(operations, body.length, maxResponseBytes, request.id)),
    );
  };
  app.route({ url: GRAPHQL_PATH, method: ['GET', 'POST'], handler });
}
