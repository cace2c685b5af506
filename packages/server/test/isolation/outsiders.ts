import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { clubs } from '../../src/db/schema.js';
import { DEMO_PASSWORD } from '../../src/demo/demoAccounts.js';
import { addMember } from '../../src/modules/clubs/clubAdmin.service.js';
import { createSession } from '../../src/modules/sessions/createSession.service.js';
import { createAccount } from '../../src/modules/people/accounts.service.js';
import { createRivalClub } from '../support/rivalClub.js';
import { createShortMatch, KICK_OFF } from '../support/sessionFixtures.js';
import { signIn, type Session, type TestApp } from '../support/testApp.js';

/** What an outsider may name of their own: their club and its sessions (unknown ids without a club). */
export interface OwnIds {
  clubId: string;
  trainingId: string;
  matchId: string;
}

/** Someone who must learn nothing of the victim club. */
export interface Outsider {
  role: string;
  session: Session;
  own: OwnIds;
}

const nothingOwn = (): OwnIds => ({
  clubId: randomUUID(),
  trainingId: randomUUID(),
  matchId: randomUUID(),
});

/**
 * Approved staff of another club (with sessions of their own), a signed-in
 * person with no club, and a person whose membership of the victim club
 * awaits approval.
 */
export async function signInOutsiders(testApp: TestApp): Promise<Outsider[]> {
  const { db } = testApp.testDatabase.database;
  const email = 'rival.coach@rivals.test';
  await createAccount(db, { email, name: 'Morgan Rival', password: DEMO_PASSWORD });
  const rival = await createRivalClub(db);
  const [club] = await db.select().from(clubs).where(eq(clubs.id, rival.clubId));
  await addMember(db, club!, { email, role: 'staff', pending: false });
  const training = await createSession(db, rival.clubId, {
    kind: 'training',
    startTime: KICK_OFF,
    endTime: new Date(KICK_OFF.getTime() + 3_600_000),
  });
  const match = await createShortMatch(db, rival.clubId);
  return [
    {
      role: 'staff of another club',
      session: await signIn(testApp.app, email),
      own: { clubId: rival.clubId, trainingId: training.id, matchId: match.id },
    },
    {
      role: 'signed in, no club',
      session: await signIn(testApp.app, 'subscriber@touchline.test'),
      own: nothingOwn(),
    },
    {
      role: 'awaiting approval by the club',
      session: await signIn(testApp.app, 'pending@touchline.test'),
      own: nothingOwn(),
    },
  ];
}
