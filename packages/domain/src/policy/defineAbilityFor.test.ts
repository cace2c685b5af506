import { describe, expect, it } from 'vitest';
import {
  defineAbilityFor,
  defineTrustedAbility,
  isPermitted,
  type PolicyPerson,
} from './defineAbilityFor.js';

const FC = 'club-fc';
const HOOPS = 'club-hoops';

const coach: PolicyPerson = {
  personId: 'coach',
  touchlineStaff: false,
  memberships: [{ clubId: FC, role: 'staff', status: 'approved' }],
};
const athlete: PolicyPerson = {
  personId: 'athlete-person',
  touchlineStaff: false,
  memberships: [{ clubId: FC, role: 'athlete', status: 'approved', athleteId: 'athlete-1' }],
};
const pending: PolicyPerson = {
  personId: 'pending',
  touchlineStaff: false,
  memberships: [{ clubId: FC, role: 'athlete', status: 'pending', athleteId: 'athlete-2' }],
};
const providerStaff: PolicyPerson = { ...coach, personId: 'provider', touchlineStaff: true };
const clubAdmin: PolicyPerson = {
  personId: 'admin',
  touchlineStaff: false,
  memberships: [{ clubId: FC, role: 'staff', status: 'approved', admin: true }],
};

describe('defineAbilityFor', () => {
  it('lets club staff do everything in their own club and nothing in another', () => {
    const ability = defineAbilityFor(coach);
    expect(isPermitted(ability, 'Export', 'Session', { id: 's1', clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Show', 'ClubSettings', { clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Create', 'Membership', { clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Edit', 'Membership', { id: 'm1', clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Show', 'Session', { id: 's2', clubId: HOOPS })).toBe(false);
    expect(isPermitted(ability, 'Export', 'Session', { clubId: HOOPS })).toBe(false);
  });

  it("keeps the club's settings and members' roles to its admins", () => {
    const staff = defineAbilityFor(coach);
    expect(isPermitted(staff, 'Update', 'ClubSettings', { clubId: FC })).toBe(false);
    expect(isPermitted(staff, 'Update', 'Membership', { id: 'm1', clubId: FC })).toBe(false);
    const admin = defineAbilityFor(clubAdmin);
    expect(isPermitted(admin, 'Update', 'ClubSettings', { clubId: FC })).toBe(true);
    expect(isPermitted(admin, 'Update', 'Membership', { id: 'm1', clubId: FC })).toBe(true);
    expect(isPermitted(admin, 'Update', 'ClubSettings', { clubId: HOOPS })).toBe(false);
  });

  it('lets only provider staff into Admin Functions', () => {
    expect(isPermitted(defineAbilityFor(providerStaff), 'Update', 'AdminFunctions', {})).toBe(true);
    expect(isPermitted(defineAbilityFor(clubAdmin), 'Show', 'AdminFunctions', {})).toBe(false);
    expect(isPermitted(defineAbilityFor(athlete), 'Show', 'AdminFunctions', {})).toBe(false);
  });

  it('lets athletes read their club and edit only their own athlete record', () => {
    const ability = defineAbilityFor(athlete);
    expect(isPermitted(ability, 'Show', 'Session', { id: 's1', clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Index', 'Report', { clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Export', 'Session', { id: 's1', clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Update', 'ClubSettings', { clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Create', 'Survey', { clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Index', 'Survey', { clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Index', 'Membership', { clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Create', 'AthleteGroup', { clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Index', 'Squad', { clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Export', 'Survey', { id: 'survey-1', clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Update', 'Athlete', { id: 'athlete-1', clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Update', 'Athlete', { id: 'athlete-9', clubId: FC })).toBe(false);
  });

  it("lets staff open any athlete's profile of their club, and an athlete only their own", () => {
    const staff = defineAbilityFor(coach);
    const player = defineAbilityFor(athlete);
    const profile = (id: string, clubId = FC) => ({ id, clubId });
    expect(isPermitted(staff, 'Show', 'AthleteProfile', profile('athlete-9'))).toBe(true);
    expect(isPermitted(staff, 'Show', 'AthleteProfile', profile('athlete-9', HOOPS))).toBe(false);
    expect(isPermitted(player, 'Show', 'AthleteProfile', profile('athlete-1'))).toBe(true);
    expect(isPermitted(player, 'Show', 'AthleteProfile', profile('athlete-9'))).toBe(false);
    expect(isPermitted(player, 'Show', 'AthleteProfile', profile('athlete-1', HOOPS))).toBe(false);
  });

  it('lets athletes see and answer only the surveys sent to them', () => {
    const ability = defineAbilityFor(athlete);
    const sent = (athleteIds: string[]) => ({ id: 'd1', clubId: FC, athleteIds });
    expect(isPermitted(ability, 'Update', 'SurveyDistribution', sent(['athlete-1']))).toBe(true);
    expect(isPermitted(ability, 'Show', 'SurveyDistribution', sent(['athlete-9']))).toBe(false);
    expect(
      isPermitted(ability, 'Update', 'SurveyDistribution', {
        ...sent(['athlete-1']),
        clubId: HOOPS,
      }),
    ).toBe(false);
    const coachAbility = defineAbilityFor(coach);
    expect(isPermitted(coachAbility, 'Export', 'Survey', { id: 'survey-1', clubId: FC })).toBe(
      true,
    );
  });

  it('lets staff make, change and delete sessions and import files; athletes only read sessions', () => {
    const staff = defineAbilityFor(coach);
    const player = defineAbilityFor(athlete);
    for (const action of ['New', 'Create', 'Edit'] as const) {
      expect(isPermitted(staff, action, 'Session', { id: 's1', clubId: FC })).toBe(true);
      expect(isPermitted(player, action, 'Session', { id: 's1', clubId: FC })).toBe(false);
      expect(isPermitted(staff, action, 'Session', { id: 's2', clubId: HOOPS })).toBe(false);
    }
    expect(isPermitted(staff, 'Show', 'Import', { id: 'i1', clubId: FC })).toBe(true);
    expect(isPermitted(player, 'Show', 'Import', { id: 'i1', clubId: FC })).toBe(false);
    expect(isPermitted(staff, 'Show', 'Import', { id: 'i2', clubId: HOOPS })).toBe(false);
  });

  it('gives pending members nothing of the club', () => {
    const ability = defineAbilityFor(pending);
    expect(isPermitted(ability, 'Show', 'Session', { id: 's1', clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Update', 'Athlete', { id: 'athlete-2', clubId: FC })).toBe(false);
  });

  it('lets everyone manage their own person and nobody else', () => {
    const ability = defineAbilityFor(athlete);
    expect(isPermitted(ability, 'Update', 'Person', { id: 'athlete-person' })).toBe(true);
    expect(isPermitted(ability, 'Show', 'Person', { id: 'coach' })).toBe(false);
  });

  it('gives provider staff no extra club data beyond their memberships', () => {
    const ability = defineAbilityFor(providerStaff);
    expect(isPermitted(ability, 'Show', 'Session', { clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Show', 'Session', { clubId: HOOPS })).toBe(false);
  });

  it('lets members see their club, and nobody else', () => {
    expect(isPermitted(defineAbilityFor(athlete), 'Show', 'Club', { clubId: FC })).toBe(true);
    expect(isPermitted(defineAbilityFor(coach), 'Show', 'Club', { clubId: HOOPS })).toBe(false);
    expect(isPermitted(defineAbilityFor(pending), 'Show', 'Club', { clubId: FC })).toBe(false);
  });

  it('lets an athlete upload and read warnings about their own data only', () => {
    const ability = defineAbilityFor(athlete);
    const upload = (athleteIds: string[], clubId = FC) =>
      isPermitted(ability, 'Create', 'Upload', { clubId, athleteIds });
    expect(upload(['athlete-1'])).toBe(true);
    expect(upload(['athlete-9'])).toBe(false);
    expect(upload(['athlete-1', 'athlete-9'])).toBe(false);
    expect(upload(['athlete-1'], HOOPS)).toBe(false);
    expect(
      isPermitted(ability, 'Show', 'ProcessingWarning', { clubId: FC, athleteId: 'athlete-1' }),
    ).toBe(true);
    expect(
      isPermitted(ability, 'Show', 'ProcessingWarning', { clubId: FC, athleteId: 'athlete-9' }),
    ).toBe(false);
    const staff = defineAbilityFor(coach);
    expect(isPermitted(staff, 'Create', 'Upload', { clubId: FC, athleteIds: ['a', 'b'] })).toBe(
      true,
    );
  });

  it('lets only provider staff unlock trackers', () => {
    expect(isPermitted(defineAbilityFor(providerStaff), 'Create', 'TrackerUnlock', {})).toBe(true);
    expect(isPermitted(defineAbilityFor(coach), 'Create', 'TrackerUnlock', {})).toBe(false);
  });

  it('trusts the command line with every club, and a club job with its own club only', () => {
    const commandLine = defineTrustedAbility();
    expect(isPermitted(commandLine, 'Create', 'Upload', { clubId: HOOPS, athleteIds: [] })).toBe(
      true,
    );
    const job = defineTrustedAbility({ clubId: FC });
    expect(isPermitted(job, 'Update', 'Session', { id: 's1', clubId: FC })).toBe(true);
    expect(isPermitted(job, 'Update', 'Session', { id: 's2', clubId: HOOPS })).toBe(false);
  });
});
