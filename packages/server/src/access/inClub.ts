import type { PolicySubject } from '@touchline/domain';
import type { ClubRow } from '../db/rows.js';
import { clubNotFound } from '../graphql/errors.js';
import { isUuid } from '../graphql/ids.js';
import type { Subject } from './Subject.js';

/**
 * A club itself, or what of a club's kind (its sessions, settings, billing)
 * the action is about: `authorize(access, 'Create', inClub(id, 'Session'))`.
 * Answers with the club.
 */
export function inClub(clubId: string, type: PolicySubject = 'Club'): Subject<ClubRow> {
  return {
    type,
    find: async (access) => (isUuid(clubId) ? access.loaders.clubById.load(clubId) : null),
    factsOf: (club) => ({ clubId: club.id }),
    notFound: clubNotFound,
  };
}
