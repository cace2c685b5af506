import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { clubs } from '../../src/db/schema.js';
import { DEMO_PASSWORD } from '../../src/demo/demoAccounts.js';
import { addMember } from '../../src/modules/clubs/clubAdmin.service.js';
import { createSession } from '../../src/modules/sessions/createSession.service.js';
import { createAccount } from '../../src/modules/people/accounts.service.js';
import { createRivalClub } from '../support/rivalClub.js';
import { seedImport } from './importFixtures.js';
import { createShortMatch, KICK_OFF } from '../support/sessionFixtures.js';
import { signIn, type Session, type TestApp } from '../support/testApp.js';

/** What an outsider may name of their own: their club and its sessions (unknown ids without a club). */
export interface OwnIds {
  clubId: string;
  trainingId: string;
  matchId: string;
  /** An import of their club, and its track. */
  importId: string;
  importTrackId: string;
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
  importId: randomUUID(),
  importTrackId: randomUUID(),
});

/** The other club's people, each in one role: the rules of each are walked. */
const RIVALS = [
  {
    role: 'admin of another club',
    member: { role: 'staff', admin: true },
    email: 'rival.admin@rivals.test',
    name: 'Sam Rival',
  },
  {
    role: 'staff of another club',
    member: { role: 'staff', admin: false },
    email: 'rival.coach@rivals.test',
    name: 'Morgan Rival',
  },
  {
    role: 'athlete of another club',
    member: { role: 'athlete', admin: false },
    email: 'rival.player@rivals.test',
    name: 'Rhian Rival',
  },
] as const;

/**
 * Approved people of another club (with sessions of their own) as its admin,
 * staff and athlete, a signed-in person with no club, and a person whose
 * membership of the victim club awaits approval.
 */
export async function signInOutsiders(testApp: TestApp): Promise<Outsider[]> {
  const { db } = testApp.testDatabase.database;
  const rival = await createRivalClub(db);
  const [club] = await db.select().from(clubs).where(eq(clubs.id, rival.clubId));
  for (const { email, name, member } of RIVALS) {
    await createAccount(db, { email, name, password: DEMO_PASSWORD });
    await addMember(db, club!, { email, ...member, pending: false });
  }
  const training = await createSession(db, rival.clubId, {
    kind: 'training',
    startTime: KICK_OFF,
    endTime: new Date(KICK_OFF.getTime() + 3_600_000),
  });
  const match = await createShortMatch(db, rival.clubId);
  const rivalImport = await seedImport(db, rival.clubId, rival.athleteId, {
    fileName: 'rival.csv',
    key: 'RIVAL-TAG',
    mapping: 'Rival mapping',
  });
  const own = {
    clubId: rival.clubId,
    trainingId: training.id,
    matchId: match.id,
    importId: rivalImport.importId,
    importTrackId: rivalImport.importTrackId,
  };
  const rivals: Outsider[] = [];
  for (const { role, email } of RIVALS) {
    rivals.push({ role, session: await signIn(testApp.app, email), own });
  }
  return [
    ...rivals,
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
