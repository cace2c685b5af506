import { describe, expect, it } from 'vitest';
import {
  anAthlete,
  ARCHIVE_ATHLETE,
  ask,
  athlete,
  type AthletePayload,
  clubId,
  createAthlete,
  noClub,
  pending,
  RESTORE_ATHLETE,
  rivalStaff,
  squad,
  UPDATE_ATHLETE,
  useSquadWorld,
} from './squadWorld.js';
import { graphql } from '../support/testApp.js';
import { testApp, SQUAD } from './squadWorld.js';

useSquadWorld();

const STAFF_ONLY = 'Only club staff can see or change the squad and its groups';

describe('the squad (docs/product/club-administration.md §4)', () => {
  it('adds an athlete without an account, with every field, and a standard position', async () => {
    const added = await anAthlete({
      name: '  Ada Striker ',
      preferredName: 'Ada',
      shirtNumber: 9,
      position: 'midfielder',
      dateOfBirth: '2003-04-05',
      deviceSerials: ['EDGE-7001', ' EDGE-7001 ', 'TAG-12'],
      maxHeartRateBpm: 201,
      topSpeedReferenceKph: 33.5,
    });
    expect(added).toMatchObject({
      name: 'Ada Striker',
      preferredName: 'Ada',
      shirtNumber: 9,
      position: 'Midfielder',
      dateOfBirth: '2003-04-05',
      deviceSerials: ['EDGE-7001', 'TAG-12'],
      maxHeartRateBpm: 201,
      topSpeedReferenceKph: 33.5,
      archived: false,
      hasAccount: false,
      groups: [],
    });
    const current = await squad();
    expect(current.squadAthletes.map((a) => a.name)).toContain('Ada Striker');
    expect(current.positionChoices.slice(0, 1)).toEqual(['Midfielder']);
    expect(current.positionChoices).toContain('Goalkeeper');
    const demoAthlete = current.squadAthletes.find((a) => a.hasAccount);
    expect(demoAthlete).toBeDefined();
  });

  it('refuses bad fields and a number a current athlete wears, writing nothing', async () => {
    await anAthlete({ name: 'Number Ten', shirtNumber: 10 });
    const before = (await squad()).squadAthletes.length;
    const refused = await createAthlete({
      name: ' ',
      shirtNumber: 10,
      dateOfBirth: '2004-02-30',
      maxHeartRateBpm: 99,
      topSpeedReferenceKph: 50.5,
      position: 'Quarterback',
    });
    expect(refused.athlete).toBeNull();
    expect(refused.errors).toEqual([
      { path: ['attributes', 'name'], fullMessages: ["Name can't be blank."] },
      {
        path: ['attributes', 'dateOfBirth'],
        fullMessages: ['Date of birth must be a past date such as 2004-05-17.'],
      },
      {
        path: ['attributes', 'maxHeartRateBpm'],
        fullMessages: ['Max heart rate must be a whole number from 100 to 250 bpm.'],
      },
      {
        path: ['attributes', 'topSpeedReferenceKph'],
        fullMessages: ['Top speed reference must be above 0 and at most 50 km/h.'],
      },
      {
        path: ['attributes', 'shirtNumber'],
        fullMessages: ['Shirt number 10 is worn by Number Ten.'],
      },
      {
        path: ['attributes', 'position'],
        fullMessages: [expect.stringContaining("Position 'Quarterback' is not one of: ")],
      },
    ]);
    expect((await squad()).squadAthletes.length).toBe(before);
  });

  it('edits, archives (out of the current squad and groups, number free) and restores', async () => {
    const keeper = await anAthlete({ name: 'Kit Keeper', shirtNumber: 1 });
    const edited = await ask<{ updateAthlete: AthletePayload }>(UPDATE_ATHLETE, {
      id: keeper.id,
      attributes: { name: 'Kit Keeper', shirtNumber: 13, position: 'Goalkeeper' },
    });
    expect(edited.updateAthlete.athlete).toMatchObject({ shirtNumber: 13, position: 'Goalkeeper' });
    const archived = await ask<{ archiveAthlete: AthletePayload }>(ARCHIVE_ATHLETE, {
      id: keeper.id,
    });
    expect(archived.archiveAthlete.athlete!.archived).toBe(true);
    expect((await squad()).squadAthletes.map((a) => a.id)).not.toContain(keeper.id);
    expect((await squad(true)).squadAthletes.map((a) => a.id)).toContain(keeper.id);
    const newKeeper = await anAthlete({ name: 'New Keeper', shirtNumber: 13 });
    const refused = await ask<{ restoreAthlete: AthletePayload }>(RESTORE_ATHLETE, {
      id: keeper.id,
    });
    expect(refused.restoreAthlete.errors).toEqual([
      {
        path: ['id'],
        fullMessages: [
          'Shirt number 13 is worn by New Keeper. Give Kit Keeper another number first.',
        ],
      },
    ]);
    await ask(UPDATE_ATHLETE, { id: newKeeper.id, attributes: { name: 'New Keeper' } });
    const restored = await ask<{ restoreAthlete: AthletePayload }>(RESTORE_ATHLETE, {
      id: keeper.id,
    });
    expect(restored.restoreAthlete.athlete!.archived).toBe(false);
  });

  it('refuses an athlete, a pending person, someone with no club and another club’s staff', async () => {
    const asAthlete = await createAthlete({ name: 'Sneaky' }, athlete);
    expect(asAthlete.errors).toEqual([{ path: ['clubId'], fullMessages: [STAFF_ONLY] }]);
    for (const outsider of [pending, noClub, rivalStaff]) {
      const answer = await createAthlete({ name: 'Sneaky' }, outsider);
      expect(answer.errors).toEqual([{ path: ['clubId'], fullMessages: ['Club not found'] }]);
    }
    const someone = (await squad()).squadAthletes[0]!;
    for (const outsider of [athlete, pending, noClub, rivalStaff]) {
      const answer = await ask<{ archiveAthlete: AthletePayload }>(
        ARCHIVE_ATHLETE,
        { id: someone.id },
        outsider,
      );
      expect(answer.archiveAthlete.errors[0]!.fullMessages).toEqual([
        outsider === athlete ? STAFF_ONLY : 'Athlete not found',
      ]);
    }
    const read = await graphql(testApp.app, athlete, SQUAD, { clubId });
    expect(read.errors?.[0]?.message).toBe(STAFF_ONLY);
    expect((await squad()).squadAthletes.map((a) => a.name)).not.toContain('Sneaky');
  });
});
