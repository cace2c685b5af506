import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import { payload } from '../../errors/mutationOutcome.js';
import type { Resolvers } from '../../generated/graphql.js';
import { clubMembers, inviteIsOpen, openInvites, unclaimedAthletes } from './clubMembers.js';
import { joinPath } from './inviteTokens.js';
import { inviteMember, renewInviteLink, revokeInvite } from './invites.service.js';
import { renewJoinLink } from './joinLink.service.js';
import { sendInvite } from './inviteMail.js';
import {
  approveMember,
  declineMember,
  removeMember,
  updateMemberRole,
} from './memberships.service.js';

/** The club, once its staff may see its members. */
const staffOf = (ctx: GraphQLContext, clubId: string) =>
  authorize(ctx.access, 'Index', inClub(clubId, 'Membership'));

export const membersResolvers: Resolvers = {
  Club: {
    members: async (club, _args, ctx) => {
      await staffOf(ctx, club.id);
      return clubMembers(ctx.db, club.id, 'approved');
    },
    waitingMembers: async (club, _args, ctx) => {
      await staffOf(ctx, club.id);
      return clubMembers(ctx.db, club.id, 'pending');
    },
    invites: async (club, _args, ctx) => {
      await staffOf(ctx, club.id);
      return openInvites(ctx.db, club.id);
    },
    joinPath: async (club, _args, ctx) => {
      await staffOf(ctx, club.id);
      return club.joinCode ? joinPath(club.joinCode) : null;
    },
    unclaimedAthletes: async (club, _args, ctx) => {
      await staffOf(ctx, club.id);
      return unclaimedAthletes(ctx.db, club.id);
    },
  },
  ClubMember: {
    role: (member) => (member.role === 'athlete' ? 'athlete' : member.admin ? 'admin' : 'staff'),
    since: (member) => member.since.toISOString(),
  },
  ClubInvite: {
    athlete: (invite, _args, ctx) =>
      invite.athleteId ? ctx.loaders.invitedAthleteById.load(invite.athleteId) : null,
    expiresAt: (invite) => invite.expiresAt.toISOString(),
    expired: (invite) => !inviteIsOpen(invite),
  },
  Mutation: {
    inviteMember: async (_parent, { input }, ctx) => {
      const answer = await payload('sent', ['input', 'clubId'], () => inviteMember(ctx, input));
      const badEmail = answer.errors.some((error) => error.path.join('.') === 'input.email');
      const sent = answer.sent;
      const emailSent =
        sent?.invite && sent.invitePath
          ? await sendInvite(ctx, sent.invite, sent.invitePath)
          : false;
      return {
        outcome: sent?.outcome ?? (badEmail ? 'INVALID_EMAIL' : null),
        invite: sent?.invite ?? null,
        invitePath: sent?.invitePath ?? null,
        emailSent,
        errors: answer.errors,
      };
    },
    renewInviteLink: async (_parent, { id }, ctx) => {
      const answer = await payload('renewed', ['id'], () => renewInviteLink(ctx, id));
      return {
        invite: answer.renewed?.invite ?? null,
        invitePath: answer.renewed?.invitePath ?? null,
        errors: answer.errors,
      };
    },
    revokeInvite: (_parent, { id }, ctx) =>
      payload('removedId', ['id'], () => revokeInvite(ctx, id)),
    approveMember: (_parent, { id }, ctx) =>
      payload('member', ['id'], () => approveMember(ctx, id)),
    declineMember: (_parent, { id }, ctx) =>
      payload('removedId', ['id'], () => declineMember(ctx, id)),
    updateMemberRole: (_parent, { id, role }, ctx) =>
      payload('member', ['id'], () => updateMemberRole(ctx, id, role)),
    removeMember: (_parent, { id }, ctx) =>
      payload('removedId', ['id'], () => removeMember(ctx, id)),
    renewJoinLink: (_parent, { clubId }, ctx) =>
      payload('joinPath', ['clubId'], () => renewJoinLink(ctx, clubId)),
  },
  Subscription: {
    membersUpdated: {
      subscribe: async (_parent, { clubId }, ctx) => {
        await staffOf(ctx, clubId);
        return ctx.pubSub.subscribe('membersUpdated', clubId);
      },
      // Answered afresh per event: a member who left hears nothing more.
      resolve: (event: { clubId: string }, _args: unknown, ctx: GraphQLContext) =>
        authorize(ctx.access.fresh(), 'Index', inClub(event.clubId, 'Membership')),
    },
  },
};
