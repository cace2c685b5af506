import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_FOOTBALL_CLUB } from '../../src/demo/demoAccounts.js';
import { clubIdNamed, createRivalClub } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';

export let testApp: TestApp;
export let coach: Session;
export let clubId: string;

export const db = () => testApp.testDatabase.database.db;
export const app = () => testApp.app;

/** A test app on the demo world, the coach (admin of both clubs) signed in. */
export function useMembersWorld(env: Record<string, string> = {}) {
  beforeAll(async () => {
    testApp = await startTestApp({ env });
    coach = await signIn(testApp.app, 'coach@touchline.test');
    clubId = await clubIdNamed(db(), DEMO_FOOTBALL_CLUB);
  });
  afterAll(() => testApp.close());
}

let rival: Promise<{ clubId: string; athleteId: string }> | undefined;
/** A club none of the demo accounts belongs to (made once per file). */
export const rivalClub = () => (rival ??= createRivalClub(db()));

export const signInAs = (email: string, password?: string) => signIn(app(), email, password);

/** Asks as `as` (the coach by default); fails on a GraphQL error. */
export async function ask<T>(
  query: string,
  variables: Record<string, unknown>,
  as: Session = coach,
): Promise<T> {
  const answer = await graphql<T>(app(), as, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

export interface PayloadErrors {
  errors: { path: string[]; fullMessages: string[] }[];
}

export const MEMBER_FIELDS = 'id name email role pending since';

export const MEMBERS = `query ($clubId: ID!) { club(id: $clubId) {
  members { ${MEMBER_FIELDS} } waitingMembers { ${MEMBER_FIELDS} }
  invites { id email role expiresAt expired athlete { id name } } joinPath
  unclaimedAthletes { id name } } }`;

export const INVITE = `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) {
  outcome invitePath emailSent invite { id email role expired athlete { id } }
  errors { path fullMessages } } }`;

export const APPROVE = `mutation ($id: ID!) { approveMember(id: $id) {
  member { ${MEMBER_FIELDS} } errors { path fullMessages } } }`;
export const DECLINE = `mutation ($id: ID!) { declineMember(id: $id) { removedId errors { path fullMessages } } }`;
export const UPDATE_ROLE = `mutation ($id: ID!, $role: MemberRole!) { updateMemberRole(id: $id, role: $role) {
  member { ${MEMBER_FIELDS} } errors { path fullMessages } } }`;
export const REMOVE = `mutation ($id: ID!) { removeMember(id: $id) { removedId errors { path fullMessages } } }`;
export const REVOKE = `mutation ($id: ID!) { revokeInvite(id: $id) { removedId errors { path fullMessages } } }`;
export const RENEW_INVITE = `mutation ($id: ID!) { renewInviteLink(id: $id) {
  invitePath invite { id expiresAt } errors { path fullMessages } } }`;
export const RENEW_JOIN = `mutation ($clubId: ID!) { renewJoinLink(clubId: $clubId) { joinPath errors { path fullMessages } } }`;

export interface Member {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'staff' | 'athlete';
  pending: boolean;
}

interface MembersAnswer {
  club: {
    members: Member[];
    waitingMembers: Member[];
    invites: { id: string; email: string; role: string; expired: boolean }[];
    joinPath: string | null;
    unclaimedAthletes: { id: string; name: string }[];
  };
}

export async function membersOf(club = clubId, as = coach) {
  return (await ask<MembersAnswer>(MEMBERS, { clubId: club }, as)).club;
}

export async function memberNamed(email: string, club = clubId): Promise<Member> {
  const { members, waitingMembers } = await membersOf(club);
  const member = [...members, ...waitingMembers].find((each) => each.email === email);
  if (!member) throw new Error(`${email} is no member`);
  return member;
}

function cookieOf(response: { cookies: { name: string; value: string }[] }, name: string) {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/**
 * Opens a server-rendered page and posts its form the way a browser does:
 * the CSRF cookie it set, echoed in the form's field. `cookie` is the
 * browser's session, if it is signed in.
 */
export async function submitForm(
  url: string,
  fields: Record<string, string>,
  options: { session?: Session; ip?: string; server?: FastifyInstance } = {},
) {
  const server = options.server ?? app();
  const csrf = options.session?.csrf ?? 'form-csrf-token-for-tests';
  const cookie = options.session ? options.session.cookie : `touchline_csrf=${csrf}`;
  const response = await server.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams({ ...fields, csrf_token: csrf }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  const token = cookieOf(response, 'touchline_session');
  const newCsrf = cookieOf(response, 'touchline_csrf');
  const session: Session | null =
    token && newCsrf
      ? {
          cookie: `touchline_session=${token}; touchline_csrf=${newCsrf}`,
          csrf: newCsrf,
          headers: {
            cookie: `touchline_session=${token}; touchline_csrf=${newCsrf}`,
            'x-csrf-token': newCsrf,
          },
        }
      : null;
  return { response, session };
}

export const SIGN_UP = '/api/auth/identities/sign_up';
export const GOOD_PASSWORD = 'corner flag at dusk';

let people = 0;
/** A fresh address for a new person. */
export const freshEmail = (name = 'player') => `${name}.${Date.now()}.${++people}@example.com`;

/** Signs a new person up (through `url`, the plain page by default). */
export function signUpAs(email: string, url = SIGN_UP, name = 'Sam Carter', ip?: string) {
  return submitForm(url, { name, email, password: GOOD_PASSWORD }, { ip });
}

export const currentClubs = async (session: Session) =>
  (
    await ask<{ currentPerson: { clubs: { id: string; name: string }[] } }>(
      '{ currentPerson { clubs { id name } } }',
      {},
      session,
    )
  ).currentPerson.clubs;
