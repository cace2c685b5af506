import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../src/db/schema.js';
import { matchPeriods, rawTracks, sessions, uploads } from '../src/db/sessionsSchema.js';
import { clubIdNamed, createRivalClub } from './support/rivalClub.js';
import {
  addAthletes,
  athleteOfAccount,
  createShortMatch,
  edgeExports,
} from './support/sessionFixtures.js';
import { refusals } from './support/refusals.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { storedBytes } from './support/storedFile.js';
import { postUpload } from './support/uploadFile.js';

const CREATE = `mutation ($input: CreateSessionInput!) {
  createSession(input: $input) { sessionId dataProcessing errors { path fullMessages } }
}`;

let testApp: TestApp;
let coach: Session;
let athlete: Session;
let clubId: string;
let rival: Awaited<ReturnType<typeof createRivalClub>>;
let teammates: string[];
let ownAthleteId: string;
let edge: string[];

const db = () => testApp.testDatabase.database.db;
const matchInput = (overrides: Record<string, unknown> = {}) => ({
  clubId,
  kind: 'match',
  startTime: '2026-11-07T14:55:00Z',
  endTime: '2026-11-07T16:50:00Z',
  opponent: 'Northfield Athletic',
  score: 3,
  opponentScore: 1,
  periods: [
    { name: '2nd Half', startTime: '2026-11-07T16:00:00Z', endTime: '2026-11-07T16:47:00Z' },
    { name: '1st Half', startTime: '2026-11-07T15:00:00Z', endTime: '2026-11-07T15:46:00Z' },
  ],
  ...overrides,
});
const sessionCount = async () => (await db().select({ n: count() }).from(sessions))[0]!.n;
const uploadCount = async () => (await db().select({ n: count() }).from(uploads))[0]!.n;

beforeAll(async () => {
  testApp = await startTestApp();
  clubId = await clubIdNamed(db(), 'Touchline FC');
  rival = await createRivalClub(db());
  teammates = await addAthletes(db(), clubId, ['Sam Keane', 'Lee Ortiz']);
  ownAthleteId = await athleteOfAccount(db(), 'athlete@touchline.test');
  coach = await signIn(testApp.app, 'coach@touchline.test');
  athlete = await signIn(testApp.app, 'athlete@touchline.test');
  edge = edgeExports(2);
});
afterAll(() => testApp.close());

describe('createSession', () => {
  it('creates a match with its periods in time order, and links the previous session', async () => {
    const first = await graphql(testApp.app, coach, CREATE, {
      input: {
        clubId,
        kind: 'training',
        startTime: '2026-11-05T10:00:00Z',
        endTime: '2026-11-05T11:15:00Z',
      },
    });
    const answer = await graphql<{ createSession: { sessionId: string; dataProcessing: boolean } }>(
      testApp.app,
      coach,
      CREATE,
      { input: matchInput() },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createSession.dataProcessing).toBe(false);
    const id = answer.data!.createSession.sessionId;
    const [session] = await db().select().from(sessions).where(eq(sessions.id, id));
    expect(session).toMatchObject({
      kind: 'match',
      opponent: 'Northfield Athletic',
      score: 3,
      opponentScore: 1,
    });
    expect(session!.previousSessionId).toBe(
      (first.data as { createSession: { sessionId: string } }).createSession.sessionId,
    );
    const periods = await db()
      .select()
      .from(matchPeriods)
      .where(eq(matchPeriods.sessionId, id))
      .orderBy(matchPeriods.ordinal);
    expect(periods.map((period) => period.name)).toEqual(['1st Half', '2nd Half']);
  });

  it.each([
    [{ endTime: '2026-11-07T14:00:00Z' }, 'The session must end after it starts.'],
    [
      { kind: 'training', periods: null },
      'Only a match has a match name, an opponent, a score or periods.',
    ],
    [{ opponentScore: null }, 'Give both scores or neither.'],
    [{ periods: [] }, 'A match needs at least one period.'],
    [
      {
        periods: [
          { name: '1st Half', startTime: '2026-11-07T15:00:00Z', endTime: '2026-11-07T15:50:00Z' },
          { name: '2nd Half', startTime: '2026-11-07T15:45:00Z', endTime: '2026-11-07T16:30:00Z' },
        ],
      },
      '2nd Half overlaps 1st Half.',
    ],
    [
      { startTime: 'last Saturday' },
      'Variable "$input" got invalid value "last Saturday" at "input.startTime"; Expected an ISO-8601 date and time.',
    ],
  ])('refuses %j with a clear message and stores nothing', async (overrides, message) => {
    const before = await sessionCount();
    const answer = await graphql(testApp.app, coach, CREATE, { input: matchInput(overrides) });
    expect(refusals(answer)).toEqual([message]);
    expect(await sessionCount()).toBe(before);
  });

  it('is for club staff only, and a foreign club does not exist', async () => {
    const byAthlete = await graphql(testApp.app, athlete, CREATE, { input: matchInput() });
    expect(refusals(byAthlete)).toEqual(['Only club staff can create sessions']);
    const foreign = await graphql(testApp.app, coach, CREATE, {
      input: matchInput({ clubId: rival.clubId }),
    });
    expect(refusals(foreign)).toEqual(['Club not found']);
  });

  it('refuses a suspended club', async () => {
    await db().update(clubs).set({ suspended: true }).where(eq(clubs.id, clubId));
    try {
      const answer = await graphql(testApp.app, coach, CREATE, { input: matchInput() });
      expect(refusals(answer)).toEqual([
        'Touchline FC is suspended: no sessions can be created until it is reactivated.',
      ]);
    } finally {
      await db().update(clubs).set({ suspended: false }).where(eq(clubs.id, clubId));
    }
  });
});

describe('POST /api/uploads', () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = (await createShortMatch(db(), clubId)).id;
  });

  it('stores the file compressed, links the athlete and marks the session as processing', async () => {
    const response = await postUpload(
      testApp.app,
      coach,
      { sessionId, athleteId: teammates[0]! },
      {
        name: 'edge-1.csv',
        content: edge[0]!,
      },
    );
    expect(response.statusCode).toBe(201);
    const { uploadId, rawTrackIds } = response.json<{ uploadId: string; rawTrackIds: string[] }>();
    const [upload] = await db().select().from(uploads).where(eq(uploads.id, uploadId));
    expect((await storedBytes(db(), upload!.contentId)).toString()).toBe(edge[0]);
    expect(upload).toMatchObject({
      format: 'edge',
      fileName: 'edge-1.csv',
      byteSize: edge[0]!.length,
    });
    expect(rawTrackIds).toHaveLength(1);
    const [session] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    const [track] = await db().select().from(rawTracks).where(eq(rawTracks.id, rawTrackIds[0]!));
    expect(track!.trackKey).toBe('*');
    expect(session!.dataProcessing || track!.status === 'processed').toBe(true);
  });

  it('lets an athlete upload their own file only', async () => {
    const own = await postUpload(
      testApp.app,
      athlete,
      { sessionId, athleteId: ownAthleteId },
      {
        name: 'mine.csv',
        content: edge[1]!,
      },
    );
    expect(own.statusCode).toBe(201);
    const other = await postUpload(
      testApp.app,
      athlete,
      { sessionId, athleteId: teammates[1]! },
      {
        name: 'theirs.csv',
        content: edge[1]!,
      },
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'Athletes can upload only their own data.' });
  });

  it('answers a foreign or unknown session exactly alike, and stores nothing', async () => {
    const [rivalSession] = await db()
      .insert(sessions)
      .values({
        clubId: rival.clubId,
        kind: 'training',
        startTime: new Date('2026-11-10T10:00:00Z'),
        endTime: new Date('2026-11-10T11:00:00Z'),
      })
      .returning();
    const before = await uploadCount();
    for (const id of [rivalSession!.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await postUpload(
        testApp.app,
        coach,
        { sessionId: id, athleteId: rival.athleteId },
        {
          name: 'x.csv',
          content: edge[0]!,
        },
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Session not found' });
    }
    expect(await uploadCount()).toBe(before);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await uploadCount();
    const cases: [
      Record<string, string>,
      { name: string; content: string } | undefined,
      number,
      string,
    ][] = [
      [
        { sessionId, athleteId: teammates[0]! },
        { name: 'notes.txt', content: 'just some notes\n' },
        422,
        'notes.txt: unrecognised file format: expected a Touchline Edge, Catapult OpenField or Kinexon CSV, a positions CSV, GPX, TCX, FIT or FIFA EPTS metadata',
      ],
      [
        { sessionId, athleteId: teammates[0]! },
        { name: 'empty.csv', content: '' },
        422,
        'empty.csv: the file is empty.',
      ],
      [
        { sessionId },
        { name: 'a.csv', content: edge[0]! },
        422,
        'Say whose file it is: an athlete, or a mapping from tag ids to athletes.',
      ],
      [
        { sessionId, athleteId: rival.athleteId },
        { name: 'a.csv', content: edge[0]! },
        422,
        'Every athlete must be an athlete of the session’s club.',
      ],
      [
        { sessionId, tagMapping: '{not json' },
        { name: 'a.csv', content: edge[0]! },
        422,
        'tagMapping must be a JSON object from tag ids to athlete ids.',
      ],
      [
        { sessionId, athleteId: teammates[0]! },
        undefined,
        422,
        'Attach the tracker file as the "file" field.',
      ],
    ];
    for (const [fields, file, status, error] of cases) {
      const response = await postUpload(testApp.app, coach, fields, file);
      expect(response.json(), JSON.stringify(fields)).toEqual({ error });
      expect(response.statusCode).toBe(status);
    }
    expect(await uploadCount()).toBe(before);
  });

  it('needs a session cookie and the CSRF header', async () => {
    const anonymous = await postUpload(
      testApp.app,
      null,
      { sessionId, athleteId: teammates[0]! },
      {
        name: 'a.csv',
        content: edge[0]!,
      },
    );
    expect(anonymous.statusCode).toBe(401);
    const withoutCsrf = await postUpload(
      testApp.app,
      { ...coach, headers: { cookie: coach.cookie } },
      {
        sessionId,
        athleteId: teammates[0]!,
      },
      { name: 'a.csv', content: edge[0]! },
    );
    expect(withoutCsrf.statusCode).toBe(403);
  });
});
