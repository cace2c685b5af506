import {
  defineAbilityFor,
  isPermitted,
  type PermissionAction,
  type PermissionSubject,
  type SubjectFacts,
  type TouchlineAbility,
} from '@touchline/domain';
import type { GraphQLContext } from '../../context.js';
import { subjectFacts } from './subjectFacts.js';

/** The viewer's ability, from the one policy module (domain). */
export async function viewerAbility(ctx: GraphQLContext): Promise<TouchlineAbility> {
  const { personId, touchlineStaff } = ctx.viewer;
  const [memberships, athletes] = await Promise.all([
    ctx.loaders.membershipsByPersonId.load(personId),
    ctx.loaders.athletesByPersonId.load(personId),
  ]);
  return defineAbilityFor({
    personId,
    touchlineStaff,
    memberships: memberships.map((membership) => ({
      clubId: membership.clubId,
      role: membership.role,
      status: membership.status,
      athleteId:
        membership.role === 'athlete'
          ? athletes.find((athlete) => athlete.clubId === membership.clubId)?.id
          : null,
    })),
  });
}

export interface PermissionQuestion {
  action: PermissionAction;
  subject: PermissionSubject;
  clubId?: string | null;
  subjectId?: string | null;
}

/**
 * Answers CheckPermissionQuery. With a subjectId the club comes from the
 * stored object, never from the caller; an object that cannot be found is not
 * permitted.
 */
export async function isViewerPermitted(
  ctx: GraphQLContext,
  question: PermissionQuestion,
): Promise<boolean> {
  let facts: SubjectFacts = question.clubId ? { clubId: question.clubId } : {};
  if (question.subjectId != null) {
    const stored = await subjectFacts(ctx.db, question.subject, question.subjectId);
    if (!stored) return false;
    facts = stored;
  }
  return isPermitted(await viewerAbility(ctx), question.action, question.subject, facts);
}
