import { describe, expect, it } from 'vitest';
import { defineAbilityFor, isPermitted, type PolicyPerson } from './defineAbilityFor.js';

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

describe('defineAbilityFor', () => {
  it('lets club staff do everything in their own club and nothing in another', () => {
    const ability = defineAbilityFor(coach);
    expect(isPermitted(ability, 'Export', 'Session', { id: 's1', clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Update', 'ClubSettings', { clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Show', 'Session', { id: 's2', clubId: HOOPS })).toBe(false);
    expect(isPermitted(ability, 'Export', 'Session', { clubId: HOOPS })).toBe(false);
  });

  it('lets athletes read their club and edit only their own athlete record', () => {
    const ability = defineAbilityFor(athlete);
    expect(isPermitted(ability, 'Show', 'Session', { id: 's1', clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Index', 'Report', { clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Export', 'Session', { id: 's1', clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Update', 'ClubSettings', { clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Create', 'Survey', { clubId: FC })).toBe(false);
    expect(isPermitted(ability, 'Update', 'Athlete', { id: 'athlete-1', clubId: FC })).toBe(true);
    expect(isPermitted(ability, 'Update', 'Athlete', { id: 'athlete-9', clubId: FC })).toBe(false);
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
});
