import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes, memberships, persons } from '../../src/db/schema.js';
import { createAccount } from '../../src/modules/people/index.js';
import { graphql } from '../support/testApp.js';
import {
  APPROVE,
  app,
  ask,
  clubId,
  db,
  DECLINE,
  GOOD_PASSWORD,
  memberNamed,
  membersOf,
  REMOVE,
  rivalClub,
  signInAs,
  UPDATE_ROLE,
  useMembersWorld,
  type Member,
  type PayloadErrors,
} from './membersWorld.js';

useMembersWorld();

type Approved = { approveMember: { member: Member | null } & PayloadErrors };
type Declined = { declineMember: { removedId: string | null } & PayloadErrors };
type RoleChanged = { updateMemberRole: { member: Member | null } & PayloadErrors };
type Removed = { removeMember: { removedId: string | null } & PayloadErrors };

const LAST_ADMIN = 'A club needs at least one admin.';

describe('the Members screen’s lists', () => {
  it('lists members by name with their role, and the people waiting', async () => {
    const { members, waitingMembers } = await membersOf();
    const roles = Object.fromEntries(members.map((member) => [member.email, member.role]));
    expect(roles).toMatchObject({
      'coach@touchline.test': 'admin',
      'staff@touchline.test': 'staff',
      'athlete@touchline.test': 'athlete',
    });
    expect(members.map((member) => member.name)).toEqual(
      [...members.map((member) => member.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(waitingMembers.map((member) => member.email)).toEqual(['pending@touchline.test']);
  });

  it('refuses athletes, and answers an outsider like an unknown club', async () => {
    const athlete = await signInAs('athlete@touchline.test');
    const refused = await graphql(
      app(),
      athlete,
      `query ($id: ID!) { club(id: $id) { members { id } } }`,
      {
        id: clubId,
      },
    );
    expect(refused.errors?.[0]?.message).toBe(
      'Only club staff can see the club’s members and invites',
    );
    const pending = await signInAs('pending@touchline.test');
    const hidden = await graphql(
      app(),
      pending,
      `query ($id: ID!) { club(id: $id) { members { id } } }`,
      {
        id: clubId,
      },
    );
    expect(hidden.errors?.[0]?.message).toBe('Club not found');
  });
});

describe('approving and declining', () => {
  it('approves a waiting athlete, who gets their athlete record', async () => {
    const waiting = await memberNamed('pending@touchline.test');
    const { approveMember } = await ask<Approved>(APPROVE, { id: waiting.id });
    expect(approveMember.errors).toEqual([]);
    expect(approveMember.member).toMatchObject({ role: 'athlete', pending: false });
    const [person] = await db()
      .select()
      .from(persons)
      .where(eq(persons.email, 'pending@touchline.test'));
    const records = await db()
      .select()
      .from(athletes)
      .where(and(eq(athletes.clubId, clubId), eq(athletes.personId, person!.id)));
    expect(records.map((record) => record.name)).toEqual(['Casey Doyle']);
    const again = await ask<Approved>(APPROVE, { id: waiting.id });
    expect(again.approveMember.errors[0]?.fullMessages).toEqual([
      'This person is a member already.',
    ]);
  });

  it('declines a waiting person, and refuses athletes, outsiders and unknown ids', async () => {
    const [person] = await db()
      .insert(persons)
      .values({ name: 'Lee Waiting', email: 'lee.waiting@example.com' })
      .returning();
    const [waiting] = await db()
      .insert(memberships)
      .values({ clubId, personId: person!.id, role: 'athlete', status: 'pending' })
      .returning();
    const athlete = await signInAs('athlete@touchline.test');
    const byAthlete = await ask<Declined>(DECLINE, { id: waiting!.id }, athlete);
    expect(byAthlete.declineMember.errors[0]?.fullMessages).toEqual([
      'Only club staff can approve or decline people',
    ]);
    const rival = await rivalClub();
    const [rivalWaiting] = await db()
      .insert(memberships)
      .values({ clubId: rival.clubId, personId: person!.id, role: 'athlete', status: 'pending' })
      .returning();
    const foreign = await ask<Declined>(DECLINE, { id: rivalWaiting!.id });
    expect(foreign.declineMember.errors[0]?.fullMessages).toEqual(['Member not found']);
    const { declineMember } = await ask<Declined>(DECLINE, { id: waiting!.id });
    expect(declineMember).toEqual({ removedId: waiting!.id, errors: [] });
    expect((await membersOf()).waitingMembers.map((member) => member.email)).not.toContain(
      'lee.waiting@example.com',
    );
  });
});

describe('roles and removal (club admins only)', () => {
  it('refuses non-admin staff, with the rule', async () => {
    const staff = await signInAs('staff@touchline.test');
    const athlete = await memberNamed('athlete@touchline.test');
    const refused = await ask<RoleChanged>(UPDATE_ROLE, { id: athlete.id, role: 'staff' }, staff);
    expect(refused.updateMemberRole.errors[0]?.fullMessages).toEqual([
      'Only club admins can change a member’s role or remove a member',
    ]);
    const removal = await ask<Removed>(REMOVE, { id: athlete.id }, staff);
    expect(removal.removeMember.removedId).toBeNull();
    expect((await memberNamed('athlete@touchline.test')).role).toBe('athlete');
  });

  it('makes staff an admin and back, and keeps the last admin', async () => {
    const staff = await memberNamed('staff@touchline.test');
    const promoted = await ask<RoleChanged>(UPDATE_ROLE, { id: staff.id, role: 'admin' });
    expect(promoted.updateMemberRole.member?.role).toBe('admin');
    const coachMember = await memberNamed('coach@touchline.test');
    const demoted = await ask<RoleChanged>(UPDATE_ROLE, { id: coachMember.id, role: 'staff' });
    expect(demoted.updateMemberRole.member?.role).toBe('staff');
    // Only Priya is admin now: she cannot lose the flag or be removed.
    const priya = await signInAs('staff@touchline.test');
    const keep = await ask<RoleChanged>(UPDATE_ROLE, { id: staff.id, role: 'athlete' }, priya);
    expect(keep.updateMemberRole.errors).toEqual([{ path: ['role'], fullMessages: [LAST_ADMIN] }]);
    const stay = await ask<Removed>(REMOVE, { id: staff.id }, priya);
    expect(stay.removeMember.errors).toEqual([{ path: ['id'], fullMessages: [LAST_ADMIN] }]);
    const back = await ask<RoleChanged>(UPDATE_ROLE, { id: coachMember.id, role: 'admin' }, priya);
    expect(back.updateMemberRole.member?.role).toBe('admin');
  });

  it('turns staff into an athlete with an athlete record, and removes a member', async () => {
    const staff = await memberNamed('staff@touchline.test');
    const changed = await ask<RoleChanged>(UPDATE_ROLE, { id: staff.id, role: 'athlete' });
    expect(changed.updateMemberRole.member?.role).toBe('athlete');
    const records = await db().select().from(athletes).where(eq(athletes.name, 'Priya Natarajan'));
    expect(records).toHaveLength(1);
    const { removeMember } = await ask<Removed>(REMOVE, { id: staff.id });
    expect(removeMember).toEqual({ removedId: staff.id, errors: [] });
    const priya = await signInAs('staff@touchline.test');
    const hidden = await graphql(app(), priya, `query ($id: ID!) { club(id: $id) { id } }`, {
      id: clubId,
    });
    expect(hidden.errors?.[0]?.message).toBe('Club not found');
  });

  it('answers another club’s admin like an unknown member', async () => {
    const rival = await rivalClub();
    const outsider = await createAccount(db(), {
      name: 'Rival Admin',
      email: 'rival.admin@example.com',
      password: GOOD_PASSWORD,
    });
    await db().insert(memberships).values({
      clubId: rival.clubId,
      personId: outsider.id,
      role: 'staff',
      status: 'approved',
      admin: true,
    });
    const rivalAdmin = await signInAs('rival.admin@example.com', GOOD_PASSWORD);
    const athlete = await memberNamed('athlete@touchline.test');
    const removal = await ask<Removed>(REMOVE, { id: athlete.id }, rivalAdmin);
    expect(removal.removeMember.errors).toEqual([
      { path: ['id'], fullMessages: ['Member not found'] },
    ]);
    const role = await ask<RoleChanged>(UPDATE_ROLE, { id: athlete.id, role: 'admin' }, rivalAdmin);
    expect(role.updateMemberRole.errors[0]?.fullMessages).toEqual(['Member not found']);
    expect((await memberNamed('athlete@touchline.test')).role).toBe('athlete');
  });
});
