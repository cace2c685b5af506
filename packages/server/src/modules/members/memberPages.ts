import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UnitSystem } from '@touchline/domain';
import { AUTH_PAGE_CSP, renderAuthPage } from '../../auth/authPage.js';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '../../auth/authPaths.js';
import {
  ensureCsrfCookie,
  SESSION_COOKIE,
  setCsrfCookie,
  setSessionCookie,
} from '../../auth/cookies.js';
import { csrfTokenMatches, hasForeignOrigin } from '../../auth/csrfProtection.js';
import { formActionOf } from '../../auth/formAction.js';
import { escapeHtml } from '../../auth/html.js';
import { throttledMessage } from '../../auth/throttledMessage.js';
import { viewerOf } from '../../auth/viewerOf.js';
import { errorCatalogue } from '../../errors/errorCatalogue.js';
import type { RouteDeps } from '../defineModule.js';
import { acceptInvite, INVITE_INVALID, openInviteOf } from './acceptInvite.service.js';
import { awaitsFirstRun, completeFirstRun } from './firstRun.service.js';
import { firstRunBody } from './firstRunPage.js';
import { clubOfJoinCode, joinClub, JOIN_LINK_INVALID } from './joinLink.service.js';
import { csrfInput, messageCard } from './memberPageParts.js';
import { signUp } from './signUp.service.js';
import { signUpBody } from './signUpPage.js';

export const FIRST_RUN_PATH = '/api/auth/first_run';
const JOIN_ROUTE = '/join/:code';
const INVITE_ROUTE = '/invite/:token';

/** The form posts that check their own CSRF field (a form cannot send the header). */
export const MEMBER_FORM_ROUTES = [SIGN_UP_PATH, FIRST_RUN_PATH, JOIN_ROUTE, INVITE_ROUTE];

type Form = Record<string, unknown>;
const asText = (value: unknown) => (typeof value === 'string' ? value : '');

const signInWithNext = (next: string) => `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;

/** First run, sign-up, the join link and invites: server-rendered like sign-in. */
export function registerMemberPages(app: FastifyInstance, { db, cookieSecure }: RouteDeps) {
  const send = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', AUTH_PAGE_CSP)
      .send(renderAuthPage({ title, body }));
  const csrf = (request: FastifyRequest, reply: FastifyReply) =>
    ensureCsrfCookie(request, reply, cookieSecure);
  const formRefused = (request: FastifyRequest, form: Form) =>
    hasForeignOrigin(request) || !csrfTokenMatches(request, form.csrf_token);
  const signedIn = (reply: FastifyReply, token: string) => {
    setSessionCookie(reply, token, cookieSecure);
    setCsrfCookie(reply, cookieSecure);
    return reply.redirect('/', 303);
  };

  // Until somebody has an account, signing in means setting Touchline up.
  let setUp = false;
  app.addHook('onRequest', async (request, reply) => {
    if (setUp || request.method !== 'GET' || request.routeOptions.url !== SIGN_IN_PATH) return;
    if (await awaitsFirstRun(db)) return reply.redirect(FIRST_RUN_PATH, 303);
    setUp = true;
  });

  // --- first run
  const firstRunPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    form: Form,
    errors: string[],
  ) =>
    send(
      reply,
      status,
      'Set up Touchline',
      firstRunBody({
        action: FIRST_RUN_PATH,
        csrfToken: csrf(request, reply),
        form: textsOf(form),
        errors,
      }),
    );
  app.get(FIRST_RUN_PATH, async (request, reply) => {
    if (!(await awaitsFirstRun(db))) return reply.redirect(SIGN_IN_PATH, 303);
    return firstRunPage(request, reply, 200, {}, []);
  });
  app.post<{ Body: Form | undefined }>(FIRST_RUN_PATH, async (request, reply) => {
    const form = request.body ?? {};
    if (formRefused(request, form)) {
      return firstRunPage(request, reply, 403, form, [errorCatalogue.CSRF_REFUSED.text]);
    }
    const outcome = await completeFirstRun(db, {
      person: {
        name: asText(form.name),
        email: asText(form.email),
        password: asText(form.password),
      },
      club: {
        name: asText(form.clubName),
        sport: asText(form.sport),
        timeZone: asText(form.timeZone),
        defaultUnitSystem: asText(form.defaultUnitSystem) as UnitSystem,
      },
    });
    if (outcome.kind === 'invalid')
      return firstRunPage(request, reply, 422, form, outcome.problems);
    return signedIn(reply, outcome.token);
  });

  // --- sign-up, alone, with a join link's code or with an invite
  type SignUpQuery = { join?: unknown; invite?: unknown };
  const purposeOf = async (query: SignUpQuery) => {
    const code = asText(query.join);
    const token = asText(query.invite);
    if (token) {
      const open = await openInviteOf(db, token);
      if (!open) return { invalid: true as const, message: INVITE_INVALID };
      return {
        invalid: false as const,
        joining: `You are invited to join ${open.club.name} as ${open.invite.role}.`,
        email: open.invite.email,
        next: `/invite/${token}`,
        afterwards: (tx: typeof db, personId: string) => acceptInvite(tx, personId, token),
      };
    }
    if (code) {
      const club = await clubOfJoinCode(db, code);
      if (!club) return { invalid: true as const, message: JOIN_LINK_INVALID };
      return {
        invalid: false as const,
        joining: `You are joining ${club.name}. A coach approves you before you see the club.`,
        email: '',
        next: `/join/${code}`,
        afterwards: (tx: typeof db, personId: string) => joinClub(tx, personId, code),
      };
    }
    return {
      invalid: false as const,
      joining: undefined,
      email: '',
      next: '/',
      afterwards: undefined,
    };
  };
  const signUpPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: { form: Form; errors: string[]; joining?: string; next: string },
  ) =>
    send(
      reply,
      status,
      'Sign up',
      signUpBody({
        action: formActionOf(request.url, SIGN_UP_PATH),
        csrfToken: csrf(request, reply),
        form: textsOf(page.form),
        errors: page.errors,
        joining: page.joining,
        signInHref: page.next === '/' ? SIGN_IN_PATH : signInWithNext(page.next),
      }),
    );
  const invalidLink = (reply: FastifyReply, message: string) =>
    send(
      reply,
      404,
      'Link not valid',
      messageCard('This link does not work', message, { href: SIGN_IN_PATH, text: 'Sign in' }),
    );

  app.get<{ Querystring: SignUpQuery }>(SIGN_UP_PATH, async (request, reply) => {
    const purpose = await purposeOf(request.query);
    if (purpose.invalid) return invalidLink(reply, purpose.message);
    return signUpPage(request, reply, 200, {
      form: { email: purpose.email },
      errors: [],
      ...purpose,
    });
  });
  app.post<{ Body: Form | undefined; Querystring: SignUpQuery }>(
    SIGN_UP_PATH,
    async (request, reply) => {
      const form = request.body ?? {};
      const purpose = await purposeOf(request.query);
      if (purpose.invalid) return invalidLink(reply, purpose.message);
      if (formRefused(request, form)) {
        return signUpPage(request, reply, 403, {
          form,
          errors: [errorCatalogue.CSRF_REFUSED.text],
          ...purpose,
        });
      }
      const person = {
        name: asText(form.name),
        email: asText(form.email),
        password: asText(form.password),
      };
      const outcome = await signUp(db, person, request.ip, purpose.afterwards);
      if (outcome.kind === 'throttled') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        const errors = [throttledMessage(outcome.retryAfterSeconds)];
        return signUpPage(request, reply, 429, { form, errors, ...purpose });
      }
      if (outcome.kind === 'invalid') {
        return signUpPage(request, reply, 422, { form, errors: outcome.problems, ...purpose });
      }
      return signedIn(reply, outcome.token);
    },
  );

  // --- the join link and invites: signed in, a button; otherwise sign up (or sign in) first
  const viewer = (request: FastifyRequest) => viewerOf(db, request.cookies[SESSION_COOKIE]);
  const confirmPage = (request: FastifyRequest, reply: FastifyReply, title: string, lead: string) =>
    send(
      reply,
      200,
      title,
      `<form class="card" method="post" action="${escapeHtml(formActionOf(request.url, '/'))}">
<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(lead)}</p>
${csrfInput(csrf(request, reply))}
<button type="submit">${escapeHtml(title)}</button></form>`,
    );

  app.get<{ Params: { code: string } }>(JOIN_ROUTE, async (request, reply) => {
    const club = await clubOfJoinCode(db, request.params.code);
    if (!club) return invalidLink(reply, JOIN_LINK_INVALID);
    if (!(await viewer(request))) {
      return reply.redirect(`${SIGN_UP_PATH}?join=${encodeURIComponent(request.params.code)}`, 303);
    }
    return confirmPage(
      request,
      reply,
      `Join ${club.name}`,
      'A coach approves you before you see the club.',
    );
  });
  app.post<{ Params: { code: string }; Body: Form | undefined }>(
    JOIN_ROUTE,
    async (request, reply) => {
      const person = await viewer(request);
      if (!person) return reply.redirect(signInWithNext(request.url), 303);
      if (formRefused(request, request.body ?? {}))
        return invalidLink(reply, errorCatalogue.CSRF_REFUSED.text);
      const joined = await joinClub(db, person.personId, request.params.code);
      if (!joined.value) return invalidLink(reply, JOIN_LINK_INVALID);
      return reply.redirect('/', 303);
    },
  );

  app.get<{ Params: { token: string } }>(INVITE_ROUTE, async (request, reply) => {
    const open = await openInviteOf(db, request.params.token);
    if (!open) return invalidLink(reply, INVITE_INVALID);
    if (!(await viewer(request))) {
      return reply.redirect(
        `${SIGN_UP_PATH}?invite=${encodeURIComponent(request.params.token)}`,
        303,
      );
    }
    return confirmPage(
      request,
      reply,
      `Join ${open.club.name}`,
      `You are invited to join as ${open.invite.role}.`,
    );
  });
  app.post<{ Params: { token: string }; Body: Form | undefined }>(
    INVITE_ROUTE,
    async (request, reply) => {
      const person = await viewer(request);
      if (!person) return reply.redirect(signInWithNext(request.url), 303);
      if (formRefused(request, request.body ?? {}))
        return invalidLink(reply, errorCatalogue.CSRF_REFUSED.text);
      const accepted = await acceptInvite(db, person.personId, request.params.token);
      if (!accepted.value) return invalidLink(reply, accepted.issues[0]?.message ?? INVITE_INVALID);
      return reply.redirect('/', 303);
    },
  );
}

/** A form's fields as texts (anything else as blank), to fill the form again. */
function textsOf(form: Form): Record<string, string> {
  return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, asText(value)]));
}
