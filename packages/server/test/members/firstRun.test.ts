import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, memberships, persons } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { GOOD_PASSWORD, submitForm } from './membersWorld.js';

const FIRST_RUN = '/api/auth/first_run';
let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const setUp = (fields: Record<string, string> = {}) =>
  submitForm(
    FIRST_RUN,
    {
      name: 'Morgan Reid',
      email: 'morgan@harbour.example',
      password: GOOD_PASSWORD,
      clubName: 'Harbour Rovers',
      sport: 'basketball',
      timeZone: 'Europe/Dublin',
      defaultUnitSystem: 'imperial',
      ...fields,
    },
    { server: testApp.app },
  );

describe('the first run', () => {
  it('is closed while anybody has an account', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: FIRST_RUN });
    expect(page.headers.location).toBe('/api/auth/identities/sign_in');
    const { response } = await setUp();
    expect(response.body).toContain('Touchline is set up already. Sign in with your account.');
    expect(await db().select().from(clubs).where(eq(clubs.name, 'Harbour Rovers'))).toEqual([]);
  });

  it('on an empty database: sign-in leads to it, and it makes the provider’s account and the first club', async () => {
    await db().delete(persons);
    const signIn = await testApp.app.inject({ method: 'GET', url: '/api/auth/identities/sign_in' });
    expect(signIn.headers.location).toBe(FIRST_RUN);
    const page = await testApp.app.inject({ method: 'GET', url: FIRST_RUN });
    expect(page.body).toContain('Welcome to Touchline');
    expect(page.body).toContain('<option value="Europe/London">');

    const refused = await setUp({ clubName: ' ', password: 'short', timeZone: 'Mars/Olympus' });
    expect(refused.response.statusCode).toBe(422);
    expect(refused.response.body).toContain('The password must have at least 12 characters.');
    expect((await db().select({ people: count() }).from(persons))[0]!.people).toBe(0);

    const [first, second] = await Promise.all([setUp(), setUp({ email: 'other@harbour.example' })]);
    const done = [first, second].filter((attempt) => attempt.response.statusCode === 303);
    const late = [first, second].filter((attempt) => attempt.response.statusCode === 422);
    expect(done).toHaveLength(1);
    expect(late[0]!.response.body).toContain('Touchline is set up already.');
    const people = await db().select().from(persons);
    expect(people).toHaveLength(1);
    expect(people[0]!.touchlineStaff).toBe(true);
    const [club] = await db().select().from(clubs).where(eq(clubs.name, 'Harbour Rovers'));
    expect(club).toMatchObject({
      sport: 'basketball',
      timeZone: 'Europe/Dublin',
      defaultUnitSystem: 'imperial',
    });
    const [membership] = await db()
      .select()
      .from(memberships)
      .where(eq(memberships.clubId, club!.id));
    expect(membership).toMatchObject({
      personId: people[0]!.id,
      role: 'staff',
      status: 'approved',
      admin: true,
    });
    expect(done[0]!.session).not.toBeNull();
  });
});
