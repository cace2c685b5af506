import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../src/db/schema.js';
import { sessionParticipations, sessions } from '../../src/db/sessionsSchema.js';
import { findPersonByEmail } from '../../src/modules/people/index.js';
import { clubIdNamed, createRivalClub } from '../support/rivalClub.js';
import { addAthletes, createShortMatch } from '../support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';

// docs/product/club-administration.md §5 "Tags", "Pitches".

const TAGS = `query ($id: ID!) { club(id: $id) { tagDefinitions { id label colour validTaggableTypes } } }`;
const CREATE_TAG = `mutation ($clubId: ID!, $input: TagDefinitionInput!) {
  createTagDefinition(clubId: $clubId, input: $input) {
    tagDefinition { id label colour validTaggableTypes } errors { path fullMessages } } }`;
const UPDATE_TAG = `mutation ($id: ID!, $input: TagDefinitionInput!) {
  updateTagDefinition(id: $id, input: $input) {
    tagDefinition { id label colour validTaggableTypes } errors { path fullMessages } } }`;
const DESTROY_TAG = `mutation ($id: ID!) { destroyTagDefinition(id: $id) { id errors { path fullMessages } } }`;
const PITCHES = `query ($id: ID!) { club(id: $id) { pitches { id name centreLatDeg centreLonDeg bearingDeg lengthM widthM sessionCount pitchBackgroundUrl } } }`;
const CREATE_PITCH = `mutation ($clubId: ID!, $input: PitchInput!) {
  createPitch(clubId: $clubId, input: $input) {
    pitch { id name lengthM widthM bearingDeg } errors { path fullMessages } } }`;
const UPDATE_PITCH = `mutation ($id: ID!, $input: PitchInput!) {
  updatePitch(id: $id, input: $input) { pitch { id name lengthM } errors { path fullMessages } } }`;
const DESTROY_PITCH = `mutation ($id: ID!) { destroyPitch(id: $id) { id errors { path fullMessages } } }`;

const tag = (label: string) => ({
  label,
  colour: '#1E88E5',
  validTaggableTypes: ['segment', 'segment_participation_part'],
});
const pitch = (changes: Record<string, unknown> = {}) => ({
  name: 'Training Ground 2',
  centreLatDeg: 51.556,
  centreLonDeg: -0.279,
  bearingDeg: 30,
  lengthM: 105,
  widthM: 68,
  ...changes,
});

let testApp: TestApp;
let coach: Session;
let staff: Session;
let athlete: Session;
let pending: Session;
let noClub: Session;
let clubId: string;
let rivalClubId: string;
const db = () => testApp.testDatabase.database.db;
type Errors = { path: string[]; fullMessages: string[] }[];

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  clubId = await clubIdNamed(db(), 'Touchline FC');
  rivalClubId = (await createRivalClub(db())).clubId;
  [coach, staff, athlete, pending, noClub] = await Promise.all(
    [
      'coach@touchline.test',
      'staff@touchline.test',
      'athlete@touchline.test',
      'pending@touchline.test',
      'subscriber@touchline.test',
    ].map((email) => signIn(testApp.app, email)),
  );
});
afterAll(() => testApp.close());

async function createTag(session: Session, label: string, club = clubId) {
  const answer = await graphql<{
    createTagDefinition: { tagDefinition: { id: string } | null; errors: Errors };
  }>(testApp.app, session, CREATE_TAG, { clubId: club, input: tag(label) });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createTagDefinition;
}

describe('tags', () => {
  it('are created by staff, admins or not, and show in club.tagDefinitions at once', async () => {
    const warmUp = await createTag(coach, 'Warm-up');
    const drill = await createTag(staff, 'Small-sided game');
    expect(warmUp.errors).toEqual([]);
    expect(drill.errors).toEqual([]);
    const read = await graphql<{ club: { tagDefinitions: { label: string; colour: string }[] } }>(
      testApp.app,
      athlete,
      TAGS,
      { id: clubId },
    );
    expect(read.data!.club.tagDefinitions).toEqual(
      expect.arrayContaining([
        {
          id: warmUp.tagDefinition!.id,
          label: 'Warm-up',
          colour: '#1e88e5',
          validTaggableTypes: ['segment', 'segment_participation_part'],
        },
      ]),
    );
  });

  it('refuses a label the club has (ignoring case), a bad colour and no kinds', async () => {
    expect((await createTag(coach, 'warm-UP')).errors).toEqual([
      { path: ['input', 'label'], fullMessages: ['A tag labelled warm-UP exists.'] },
    ]);
    const bad = await graphql<{ createTagDefinition: { errors: Errors } }>(
      testApp.app,
      coach,
      CREATE_TAG,
      { clubId, input: { label: ' ', colour: 'blue', validTaggableTypes: [] } },
    );
    expect(bad.data!.createTagDefinition.errors).toEqual([
      { path: ['input', 'label'], fullMessages: ['Label is required.'] },
      { path: ['input', 'colour'], fullMessages: ['Colour must be a colour such as #1e88e5.'] },
      {
        path: ['input', 'validTaggableTypes'],
        fullMessages: ['Choose at least one kind the tag can be put on.'],
      },
    ]);
  });

  it('is refused to athletes, pending people, people without a club and other clubs', async () => {
    expect((await createTag(athlete, 'Sneaky')).errors).toEqual([
      { path: ['clubId'], fullMessages: ['Only club staff can create or change tags'] },
    ]);
    for (const outsider of [pending, noClub]) {
      expect((await createTag(outsider, 'Sneaky')).errors).toEqual([
        { path: ['clubId'], fullMessages: ['Club not found'] },
      ]);
    }
    expect((await createTag(coach, 'Sneaky', rivalClubId)).errors).toEqual([
      { path: ['clubId'], fullMessages: ['Club not found'] },
    ]);
  });

  it('is changed, and another club’s admin finds none', async () => {
    const created = await createTag(coach, 'Cool-down');
    const id = created.tagDefinition!.id;
    const updated = await graphql<{
      updateTagDefinition: { tagDefinition: { label: string } | null; errors: Errors };
    }>(testApp.app, coach, UPDATE_TAG, {
      id,
      input: {
        label: 'Recovery',
        colour: '#43a047',
        validTaggableTypes: ['session_participation'],
      },
    });
    expect(updated.data!.updateTagDefinition).toEqual({
      tagDefinition: {
        id,
        label: 'Recovery',
        colour: '#43a047',
        validTaggableTypes: ['session_participation'],
      },
      errors: [],
    });
    const clash = await graphql<{ updateTagDefinition: { errors: Errors } }>(
      testApp.app,
      coach,
      UPDATE_TAG,
      { id, input: tag('Warm-up') },
    );
    expect(clash.data!.updateTagDefinition.errors[0]!.fullMessages).toEqual([
      'A tag labelled Warm-up exists.',
    ]);

    const rivalAdmin = await rivalAdminSession();
    for (const query of [UPDATE_TAG, DESTROY_TAG]) {
      const answer = await graphql<Record<string, { errors: Errors }>>(
        testApp.app,
        rivalAdmin,
        query,
        { id, input: tag('Taken over') },
      );
      expect(Object.values(answer.data!)[0]!.errors).toEqual([
        { path: ['id'], fullMessages: ['Tag not found'] },
      ]);
    }
  });

  it('is deleted with its uses', async () => {
    const created = await createTag(coach, 'Doomed');
    const id = created.tagDefinition!.id;
    const match = await createShortMatch(db(), clubId);
    const [athleteId] = await addAthletes(db(), clubId, ['Tag Carrier']);
    const [participation] = await db()
      .insert(sessionParticipations)
      .values({ clubId, sessionId: match.id, athleteId: athleteId!, tagDefinitionIds: [id] })
      .returning();
    const answer = await graphql<{ destroyTagDefinition: { id: string; errors: Errors } }>(
      testApp.app,
      staff,
      DESTROY_TAG,
      { id },
    );
    expect(answer.data!.destroyTagDefinition).toEqual({ id, errors: [] });
    const [after] = await db()
      .select({ tags: sessionParticipations.tagDefinitionIds })
      .from(sessionParticipations)
      .where(eq(sessionParticipations.id, participation!.id));
    expect(after!.tags).toEqual([]);
  });
});

/** subscriber@touchline.test, made the admin of the rival club. */
async function rivalAdminSession() {
  const person = await findPersonByEmail(db(), 'subscriber@touchline.test');
  await db()
    .insert(memberships)
    .values({
      clubId: rivalClubId,
      personId: person!.id,
      role: 'staff',
      status: 'approved',
      admin: true,
    })
    .onConflictDoNothing();
  return signIn(testApp.app, 'subscriber@touchline.test');
}

describe('pitches', () => {
  type PitchAnswer = { createPitch: { pitch: { id: string } | null; errors: Errors } };
  const create = (session: Session, input: Record<string, unknown>, club = clubId) =>
    graphql<PitchAnswer>(testApp.app, session, CREATE_PITCH, { clubId: club, input });

  it('are created by staff in the club’s sport and listed by name', async () => {
    const answer = await create(staff, pitch());
    expect(answer.data!.createPitch.errors).toEqual([]);
    const id = answer.data!.createPitch.pitch!.id;
    const read = await graphql<{ club: { pitches: Record<string, unknown>[] } }>(
      testApp.app,
      coach,
      PITCHES,
      { id: clubId },
    );
    expect(read.data!.club.pitches).toContainEqual({
      id,
      ...pitch(),
      sessionCount: 0,
      pitchBackgroundUrl: '/api/pitch_backgrounds/association_football.svg',
    });
  });

  it('refuses a pitch 10 km long, and places off the globe', async () => {
    const long = await create(coach, pitch({ lengthM: 10_000 }));
    expect(long.data!.createPitch).toEqual({
      pitch: null,
      errors: [
        { path: ['input', 'lengthM'], fullMessages: ['A pitch can be at most 200 m long.'] },
      ],
    });
    const off = await create(
      coach,
      pitch({ name: '', centreLatDeg: 91, centreLonDeg: -181, bearingDeg: 361, widthM: 2 }),
    );
    expect(off.data!.createPitch.errors).toEqual([
      { path: ['input', 'name'], fullMessages: ['Name is required.'] },
      { path: ['input', 'centreLatDeg'], fullMessages: ['Latitude must be between -90 and 90.'] },
      {
        path: ['input', 'centreLonDeg'],
        fullMessages: ['Longitude must be between -180 and 180.'],
      },
      {
        path: ['input', 'bearingDeg'],
        fullMessages: ['Bearing must be between 0 and 360 degrees.'],
      },
      { path: ['input', 'widthM'], fullMessages: ['A pitch must be at least 10 m wide.'] },
    ]);
  });

  it('is refused to athletes and other clubs', async () => {
    expect((await create(athlete, pitch())).data!.createPitch.errors).toEqual([
      { path: ['clubId'], fullMessages: ['Only club staff can create or change pitches'] },
    ]);
    expect((await create(coach, pitch(), rivalClubId)).data!.createPitch.errors).toEqual([
      { path: ['clubId'], fullMessages: ['Club not found'] },
    ]);
  });

  it('is changed, and deleted only while no session was played on it', async () => {
    const id = (await create(coach, pitch({ name: 'Old Ground' }))).data!.createPitch.pitch!.id;
    const updated = await graphql<{ updatePitch: { pitch: { name: string } | null } }>(
      testApp.app,
      coach,
      UPDATE_PITCH,
      { id, input: pitch({ name: 'New Ground', lengthM: 100 }) },
    );
    expect(updated.data!.updatePitch.pitch).toEqual({ id, name: 'New Ground', lengthM: 100 });

    const match = await createShortMatch(db(), clubId);
    await db().update(sessions).set({ pitchId: id }).where(eq(sessions.id, match.id));
    const refused = await graphql<{ destroyPitch: { id: string | null; errors: Errors } }>(
      testApp.app,
      coach,
      DESTROY_PITCH,
      { id },
    );
    expect(refused.data!.destroyPitch).toEqual({
      id: null,
      errors: [
        {
          path: ['id'],
          fullMessages: ['New Ground is the pitch of 1 session: it cannot be deleted.'],
        },
      ],
    });
    await db().update(sessions).set({ pitchId: null }).where(eq(sessions.id, match.id));
    const destroyed = await graphql<{ destroyPitch: { id: string | null } }>(
      testApp.app,
      coach,
      DESTROY_PITCH,
      { id },
    );
    expect(destroyed.data!.destroyPitch.id).toBe(id);
  });
});
