import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { invites, memberships, persons } from '../../src/db/schema.js';
import type { GraphqlCase } from './graphqlFixtures.js';
import type { PublicRoute } from './restFixtures.js';

/** A member of the victim club (its athlete), an open invite, and the club's join link. */
export async function seedVictimMembers(db: Db, clubId: string) {
  const [athlete] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .where(and(eq(memberships.clubId, clubId), eq(persons.email, 'athlete@touchline.test')));
  const [invite] = await db
    .insert(invites)
    .values({
      clubId,
      email: 'secret.invitee@victim.test',
      role: 'staff',
      tokenHash: 'a'.repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return {
    ids: { membershipId: athlete!.id, inviteId: invite!.id },
    secrets: [athlete!.id, invite!.id, 'secret.invitee@victim.test'],
  };
}

/** What the Members screen asks of a club: refused to outsiders like an unknown club. */
export const MEMBER_CLUB_FIELDS = `members { id name email role } waitingMembers { id name email }
  invites { id email athlete { id name } } joinPath unclaimedAthletes { id name }`;

const MEMBER_PAYLOAD = 'member { id name email role } errors { path fullMessages }';
const REMOVED_PAYLOAD = 'removedId errors { path fullMessages }';

const byId = (name: string, args: string, selection: string): GraphqlCase => ({
  covers: ['id'],
  query: `mutation ($id: ID!) { ${name}(id: $id${args}) { ${selection} } }`,
  variables: (target) => ({ id: name.includes('Invite') ? target.inviteId : target.membershipId }),
});

export const MEMBER_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Mutation.inviteMember': [
    {
      covers: ['input.clubId'],
      query: `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) {
        outcome invitePath invite { id email } errors { path fullMessages } } }`,
      variables: (target) => ({
        input: { clubId: target.clubId, email: 'taken.over@outsider.test', role: 'staff' },
      }),
    },
    {
      covers: ['input.athleteId'],
      query: `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) {
        outcome invitePath invite { id athlete { id name } } errors { path fullMessages } } }`,
      variables: (target, own) => ({
        input: { clubId: own.clubId, role: 'athlete', athleteId: target.athleteId },
      }),
    },
  ],
  'Mutation.renewInviteLink': [
    byId('renewInviteLink', '', 'invitePath invite { id email } errors { path fullMessages }'),
  ],
  'Mutation.revokeInvite': [byId('revokeInvite', '', REMOVED_PAYLOAD)],
  'Mutation.approveMember': [byId('approveMember', '', MEMBER_PAYLOAD)],
  'Mutation.declineMember': [byId('declineMember', '', REMOVED_PAYLOAD)],
  'Mutation.updateMemberRole': [byId('updateMemberRole', ', role: admin', MEMBER_PAYLOAD)],
  'Mutation.removeMember': [byId('removeMember', '', REMOVED_PAYLOAD)],
  'Mutation.renewJoinLink': [
    {
      covers: ['clubId'],
      query: `mutation ($clubId: ID!) { renewJoinLink(clubId: $clubId) { joinPath errors { path fullMessages } } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
  'Subscription.membersUpdated': [
    {
      covers: ['clubId'],
      query: `subscription ($clubId: ID!) { membersUpdated(clubId: $clubId) { id ${MEMBER_CLUB_FIELDS} } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
};

const LINK_SECRET =
  'the link’s code or token is the credential: a wrong one answers like any other, and no id is taken';
const NO_CLUB = 'makes an account (and, with a link’s secret, joins its club); no id is taken';

export const MEMBER_REST_FIXTURES: Record<string, PublicRoute> = {
  'GET /api/auth/identities/sign_up': { public: 'the sign-up page' },
  'POST /api/auth/identities/sign_up': { public: NO_CLUB },
  'GET /api/auth/first_run': {
    public: 'the first-run page, open only while nobody has an account',
  },
  'POST /api/auth/first_run': { public: 'refused once anybody has an account' },
  'GET /join/:code': { public: LINK_SECRET },
  'POST /join/:code': { public: LINK_SECRET },
  'GET /invite/:token': { public: LINK_SECRET },
  'POST /invite/:token': { public: LINK_SECRET },
};
