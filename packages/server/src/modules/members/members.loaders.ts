import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { athletes, invites, memberships } from '../../db/schema.js';

export function createMemberLoaders(db: Db) {
  return {
    membershipById: byIdLoader(db, memberships),
    inviteById: byIdLoader(db, invites),
    invitedAthleteById: byIdLoader(db, athletes),
  };
}
