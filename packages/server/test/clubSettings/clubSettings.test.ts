import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segments } from '../../src/db/sessionsSchema.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { createShortMatch } from '../support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';

// docs/product/club-administration.md §6.

const READ = `query ($id: ID!) { club(id: $id) { id name
  settings { timeZone defaultUnitSystem suggestedSegmentTitles segmentTitles }
  sessionsWithStoredFiles } }`;
const UPDATE = `mutation ($clubId: ID!, $input: ClubSettingsInput!) {
  updateClubSettings(clubId: $clubId, input: $input) {
    club { id name settings { timeZone defaultUnitSystem suggestedSegmentTitles } }
    errors { path fullMessages } } }`;
const METRICS = `mutation ($input: UpdateMetricSettingsInput!) {
  updateMetricSettings(input: $input) { sessionsReprocessing errors { path fullMessages } } }`;

const settings = (changes: Record<string, unknown> = {}) => ({
  name: 'Touchline FC',
  timeZone: 'Europe/London',
  defaultUnitSystem: 'imperial',
  suggestedSegmentTitles: ['Rondo', ' Warm-up ', '', 'rondo', 'Finishing'],
  ...changes,
});

let testApp: TestApp;
let coach: Session;
let staff: Session;
let athlete: Session;
let clubId: string;
const db = () => testApp.testDatabase.database.db;
type Errors = { path: string[]; fullMessages: string[] }[];
type UpdateAnswer = { updateClubSettings: { club: unknown; errors: Errors } };

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  clubId = await clubIdNamed(db(), 'Touchline FC');
  [coach, staff, athlete] = await Promise.all(
    ['coach@touchline.test', 'staff@touchline.test', 'athlete@touchline.test'].map((email) =>
      signIn(testApp.app, email),
    ),
  );
});
afterAll(() => testApp.close());

const update = (session: Session, input: Record<string, unknown>) =>
  graphql<UpdateAnswer>(testApp.app, session, UPDATE, { clubId, input });

describe('the club’s settings', () => {
  it('are changed by a club admin; suggested titles come first in the editor’s', async () => {
    const match = await createShortMatch(db(), clubId);
    await db()
      .insert(segments)
      .values({
        clubId,
        sessionId: match.id,
        title: 'Possession',
        startTime: match.startTime,
        endTime: new Date(match.startTime.getTime() + 60_000),
      });
    const answer = await update(coach, settings());
    expect(answer.data!.updateClubSettings).toEqual({
      club: {
        id: clubId,
        name: 'Touchline FC',
        settings: {
          timeZone: 'Europe/London',
          defaultUnitSystem: 'imperial',
          suggestedSegmentTitles: ['Rondo', 'Warm-up', 'Finishing'],
        },
      },
      errors: [],
    });
    const read = await graphql<{ club: { settings: { segmentTitles: string[] } } }>(
      testApp.app,
      staff,
      READ,
      { id: clubId },
    );
    expect(read.data!.club.settings.segmentTitles).toEqual([
      'Rondo',
      'Warm-up',
      'Finishing',
      'Possession',
    ]);
  });

  it('refuses an unknown time zone and another club’s name, and changes nothing', async () => {
    const answer = await update(
      coach,
      settings({ name: 'touchline hoops', timeZone: 'Mars/Olympus' }),
    );
    expect(answer.data!.updateClubSettings).toEqual({
      club: null,
      errors: [
        {
          path: ['input', 'timeZone'],
          fullMessages: ['Mars/Olympus is not a time zone. Choose one such as Europe/London.'],
        },
      ],
    });
    const taken = await update(coach, settings({ name: 'touchline hoops' }));
    expect(taken.data!.updateClubSettings.errors).toEqual([
      { path: ['input', 'name'], fullMessages: ['A club named touchline hoops exists.'] },
    ]);
    const read = await graphql<{ club: { name: string; settings: { timeZone: string } } }>(
      testApp.app,
      coach,
      READ,
      { id: clubId },
    );
    expect(read.data!.club).toMatchObject({
      name: 'Touchline FC',
      settings: { timeZone: 'Europe/London' },
    });
  });

  it('are read by staff who are not admins, and changed by admins only', async () => {
    const read = await graphql(testApp.app, staff, READ, { id: clubId });
    expect(read.errors).toBeUndefined();
    const refusal = [
      { path: ['clubId'], fullMessages: ['Only club admins can change the club’s settings'] },
    ];
    expect((await update(staff, settings({ name: 'Staff FC' }))).data!.updateClubSettings).toEqual({
      club: null,
      errors: refusal,
    });
    expect((await update(athlete, settings())).data!.updateClubSettings.errors).toEqual(refusal);
    const thresholds = await graphql<{ updateMetricSettings: { errors: Errors } }>(
      testApp.app,
      staff,
      METRICS,
      { input: { clubId, sprintSpeedKph: 27 } },
    );
    expect(thresholds.data!.updateMetricSettings.errors).toEqual([
      { path: ['input'], fullMessages: ['Only club admins can change the club’s settings'] },
    ]);
  });
});
