import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema.js';
import { createAccount } from '../src/modules/people/accounts.service.js';
import { createSession } from '../src/modules/sessions/createSession.service.js';
import { clubIdNamed, createRivalClub } from './support/rivalClub.js';
import { KICK_OFF } from './support/sessionFixtures.js';
import {
  PERMISSION_QUERY,
  SESSION_OPERATIONS,
  SESSIONS_QUERY,
} from './support/sessionReportQueries.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = { message: 'Session not found', extensions: { code: 'NOT_FOUND' } };
const RIVAL_PASSWORD = 'rivals-password';

let testApp: TestApp;
let coach: Session;
let pending: Session;
let rivalCoach: Session;
let footballId: string;
let rivalClubId: string;
let ours: { training: string; match: string };
let theirs: { training: string; match: string };

const db = () => testApp.testDatabase.database.db;

async function trainingAndMatch(clubId: string) {
  const at = (minutes: number) => new Date(KICK_OFF.getTime() + minutes * 60_000);
  const training = await createSession(db(), clubId, {
    kind: 'training',
    startTime: at(-60),
    endTime: at(-30),
  });
  const match = await createSession(db(), clubId, {
    kind: 'match',
    startTime: at(-5),
    endTime: at(50),
    opponent: 'Secret Opponent',
    periods: [{ name: '1st Half', startTime: at(0), endTime: at(45) }],
  });
  return { training: training.id, match: match.id };
}

beforeAll(async () => {
  testApp = await startTestApp();
  footballId = await clubIdNamed(db(), 'Touchline FC');
  rivalClubId = (await createRivalClub(db())).clubId;
  ours = await trainingAndMatch(footballId);
  theirs = await trainingAndMatch(rivalClubId);
  const person = await createAccount(db(), {
    email: 'coach@rivals.test',
    name: 'Rival Coach',
    password: RIVAL_PASSWORD,
  });
  await db()
    .insert(memberships)
    .values({ clubId: rivalClubId, personId: person.id, role: 'staff', status: 'approved' });
  coach = await signIn(testApp.app, 'coach@touchline.test');
  pending = await signIn(testApp.app, 'pending@touchline.test');
  rivalCoach = await signIn(testApp.app, 'coach@rivals.test', RIVAL_PASSWORD);
});
afterAll(() => testApp.close());

const operations = Object.entries(SESSION_OPERATIONS);

describe.each(operations)('%s', (_name, query) => {
  const run = (session: Session, sessionId: string) =>
    graphql<{ session: unknown }>(testApp.app, session, query, { sessionId });

  it("answers another club's sessions exactly like an unknown or malformed id", async () => {
    const unknown = await run(coach, UNKNOWN);
    expect(unknown.data?.session).toBeNull();
    expect(unknown.errors).toEqual([expect.objectContaining({ ...NOT_FOUND, path: ['session'] })]);
    for (const id of [theirs.training, theirs.match, 'not-a-uuid', '', `${UNKNOWN}0`]) {
      expect(await run(coach, id)).toEqual(unknown);
    }
  });

  it('tells a rival club member and a pending member nothing of our sessions', async () => {
    const unknown = await run(rivalCoach, UNKNOWN);
    expect(await run(rivalCoach, ours.match)).toEqual(unknown);
    expect(await run(rivalCoach, ours.training)).toEqual(unknown);
    const pendingAnswer = await run(pending, ours.match);
    expect(pendingAnswer.errors).toEqual([expect.objectContaining(NOT_FOUND)]);
  });

  it('answers members of the session club', async () => {
    for (const [session, id] of [
      [coach, ours.match],
      [rivalCoach, theirs.training],
    ] as const) {
      const answer = await run(session, id);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.session).toMatchObject({ id });
    }
  });
});

describe('SessionsQuery', () => {
  it("answers another club's sessions and groups exactly like an unknown club", async () => {
    const rival = await graphql(testApp.app, coach, SESSIONS_QUERY, { clubId: rivalClubId });
    const unknown = await graphql(testApp.app, coach, SESSIONS_QUERY, { clubId: UNKNOWN });
    expect(rival.errors).toEqual([
      expect.objectContaining({ message: 'Club not found', extensions: { code: 'NOT_FOUND' } }),
    ]);
    expect(rival).toEqual(unknown);
  });

  it("lists only the club's own sessions", async () => {
    type Page = { club: { sessions: { nodes: { id: string }[] } } };
    const answer = await graphql<Page>(testApp.app, rivalCoach, SESSIONS_QUERY, {
      clubId: rivalClubId,
    });
    const ids = answer.data!.club.sessions.nodes.map((node) => node.id);
    expect(ids.sort()).toEqual([theirs.training, theirs.match].sort());
  });
});

describe('CheckPermissionQuery', () => {
  it('never permits anything on a session of another club', async () => {
    const ask = async (session: Session, action: string, subjectId: string) =>
      (
        await graphql<{ permission: { permitted: boolean } }>(
          testApp.app,
          session,
          PERMISSION_QUERY,
          { action, subjectId },
        )
      ).data?.permission.permitted;
    for (const action of ['Show', 'Export']) {
      expect(await ask(coach, action, theirs.match)).toBe(false);
      expect(await ask(coach, action, UNKNOWN)).toBe(false);
      expect(await ask(coach, action, 'not-a-uuid')).toBe(false);
      expect(await ask(rivalCoach, action, ours.training)).toBe(false);
      expect(await ask(rivalCoach, action, theirs.training)).toBe(true);
    }
  });
});

describe('updateUnitSystem', () => {
  it("changes only the signed-in person's own choice", async () => {
    const update = await graphql<{ updateUnitSystem: { person: { unitSystem: string } } }>(
      testApp.app,
      rivalCoach,
      `mutation { updateUnitSystem(unitSystem: metres_per_second) { person { unitSystem } } }`,
    );
    expect(update.data?.updateUnitSystem.person.unitSystem).toBe('metres_per_second');
    const ourCoach = await graphql(testApp.app, coach, '{ currentPerson { unitSystem } }');
    expect(ourCoach.data).toEqual({ currentPerson: { unitSystem: 'metric' } });
  });
});
