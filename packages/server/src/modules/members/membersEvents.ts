import type { Db } from '../../db/database.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';

/** Open Members screens of the club reload; the club's shell too (a member came or went). */
export async function announceMembersChanged(tx: Db, clubId: string) {
  await publishEvent(tx, { topic: 'membersUpdated', clubId });
  await publishEvent(tx, { topic: 'clubUpdated', clubId });
}
