import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { clubs } from '../../src/db/schema.js';
import { DEMO_PASSWORD } from '../../src/demo/demoAccounts.js';
import { addMember } from '../../src/modules/clubs/clubAdmin.service.js';
import { createAccount } from '../../src/modules/people/accounts.service.js';
import { clubIdNamed, createRivalClub } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';

export let testApp: TestApp;
export let coach: Session;
export let athlete: Session;
export let pending: Session;
export let noClub: Session;
export let rivalStaff: Session;
export let clubId: string;

export const db = () => testApp.testDatabase.database.db;

export interface MutationErrors {
  errors: { path: string[]; fullMessages: string[] }[];
}

/** Asks as `as` (the coach by default); fails on a GraphQL error. */
export async function ask<T>(
  query: string,
  variables: Record<string, unknown> = {},
  as: Session = coach,
): Promise<T> {
  const answer = await graphql<T>(testApp.app, as, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** Touchline FC's coach and athlete, a pending person, one with no club and another club's staff. */
export function useSquadWorld(): void {
  beforeAll(async () => {
    testApp = await startTestApp({ workers: false });
    coach = await signIn(testApp.app, 'coach@touchline.test');
    athlete = await signIn(testApp.app, 'athlete@touchline.test');
    pending = await signIn(testApp.app, 'pending@touchline.test');
    noClub = await signIn(testApp.app, 'subscriber@touchline.test');
    clubId = await clubIdNamed(db(), 'Touchline FC');
    const email = 'rival.coach@rivals.test';
    await createAccount(db(), { email, name: 'Morgan Rival', password: DEMO_PASSWORD });
    const rival = await createRivalClub(db());
    const [club] = await db().select().from(clubs).where(eq(clubs.id, rival.clubId));
    await addMember(db(), club!, { email, role: 'staff', pending: false });
    rivalStaff = await signIn(testApp.app, email);
  });
  afterAll(() => testApp.close());
}

export const ATHLETE_FIELDS = `id name preferredName shirtNumber position dateOfBirth deviceSerials
  maxHeartRateBpm topSpeedReferenceKph archived hasAccount groups { id name }`;

export interface AthleteAnswer {
  id: string;
  name: string;
  preferredName: string | null;
  shirtNumber: number | null;
  position: string | null;
  dateOfBirth: string | null;
  deviceSerials: string[];
  maxHeartRateBpm: number | null;
  topSpeedReferenceKph: number | null;
  archived: boolean;
  hasAccount: boolean;
  groups: { id: string; name: string }[];
}

export const SQUAD = `query ($clubId: ID!, $includeArchived: Boolean) { club(id: $clubId) {
  squadAthletes(includeArchived: $includeArchived) { ${ATHLETE_FIELDS} } positionChoices
  athleteGroups { id name colour athletes { id name } } } }`;

export interface SquadAnswer {
  club: {
    squadAthletes: AthleteAnswer[];
    positionChoices: string[];
    athleteGroups: {
      id: string;
      name: string;
      colour: string;
      athletes: { id: string; name: string }[];
    }[];
  };
}

export const squad = (includeArchived = false) =>
  ask<SquadAnswer>(SQUAD, { clubId, includeArchived }).then((answer) => answer.club);

const ATHLETE_PAYLOAD = `athlete { ${ATHLETE_FIELDS} } errors { path fullMessages }`;

export const CREATE_ATHLETE = `mutation ($clubId: ID!, $attributes: AthleteAttributes!) {
  createAthlete(clubId: $clubId, attributes: $attributes) { ${ATHLETE_PAYLOAD} } }`;
export const UPDATE_ATHLETE = `mutation ($id: ID!, $attributes: AthleteAttributes!) {
  updateAthlete(id: $id, attributes: $attributes) { ${ATHLETE_PAYLOAD} } }`;
export const ARCHIVE_ATHLETE = `mutation ($id: ID!) { archiveAthlete(id: $id) { ${ATHLETE_PAYLOAD} } }`;
export const RESTORE_ATHLETE = `mutation ($id: ID!) { restoreAthlete(id: $id) { ${ATHLETE_PAYLOAD} } }`;

export type AthletePayload = { athlete: AthleteAnswer | null } & MutationErrors;

export async function createAthlete(
  attributes: Record<string, unknown>,
  as: Session = coach,
): Promise<AthletePayload> {
  const data = await ask<{ createAthlete: AthletePayload }>(
    CREATE_ATHLETE,
    { clubId, attributes },
    as,
  );
  return data.createAthlete;
}

export async function anAthlete(attributes: Record<string, unknown>): Promise<AthleteAnswer> {
  const { athlete: created, errors } = await createAthlete(attributes);
  expect(errors).toEqual([]);
  return created!;
}

const GROUP_PAYLOAD = `athleteGroup { id name colour athletes { id name } } errors { path fullMessages }`;
export const CREATE_GROUP = `mutation ($clubId: ID!, $attributes: AthleteGroupAttributes!) {
  createAthleteGroup(clubId: $clubId, attributes: $attributes) { ${GROUP_PAYLOAD} } }`;
export const UPDATE_GROUP = `mutation ($id: ID!, $attributes: AthleteGroupAttributes!) {
  updateAthleteGroup(id: $id, attributes: $attributes) { ${GROUP_PAYLOAD} } }`;
export const DESTROY_GROUP = `mutation ($id: ID!) { destroyAthleteGroup(id: $id) { id errors { path fullMessages } } }`;

export type GroupPayload = {
  athleteGroup: {
    id: string;
    name: string;
    colour: string;
    athletes: { id: string; name: string }[];
  } | null;
} & MutationErrors;
