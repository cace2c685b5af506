import type { PermissionAction, PermissionSubject, SubjectFacts } from '@touchline/domain';
import type { Access } from '../../access/Access.js';
import { subjectFacts } from './subjectFacts.js';

export interface PermissionQuestion {
  action: PermissionAction;
  subject: PermissionSubject;
  clubId?: string | null;
  subjectId?: string | null;
}

/**
 * Answers CheckPermissionQuery from the one policy. With a subjectId the club
 * comes from the stored object, never from the caller; an object that cannot
 * be found is not permitted.
 */
export async function isViewerPermitted(
  access: Access,
  question: PermissionQuestion,
): Promise<boolean> {
  let facts: SubjectFacts = question.clubId ? { clubId: question.clubId } : {};
  if (question.subjectId != null) {
    const stored = await subjectFacts(access, question.subject, question.subjectId);
    if (!stored) return false;
    facts = stored;
  }
  return access.can(question.action, question.subject, facts);
}
