import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteGroupMembers } from '../../db/rosterSchema.js';
import { athletes } from '../../db/schema.js';
import type { surveyTimerTriggers } from '../../db/surveysSchema.js';
import { isUuid } from '../../graphql/ids.js';

export type SurveyTriggerRow = typeof surveyTimerTriggers.$inferSelect;

/** An athlete a survey goes to, with the person told of it (none for an athlete without an account). */
export interface SurveyRecipient {
  athleteId: string;
  personId: string | null;
}

/**
 * Who a trigger (or staff sending now) sends to: every athlete of its club, or the listed athletes
 * and the members of the listed groups, of its club only (ids of anything
 * else find nothing), and of its current squad only (archived athletes get
 * no more surveys).
 */
export async function surveyRecipients(
  db: Db,
  trigger: Pick<SurveyTriggerRow, 'clubId' | 'allAthletes' | 'athleteIds' | 'athleteGroupIds'>,
): Promise<SurveyRecipient[]> {
  const ofClub = and(eq(athletes.clubId, trigger.clubId), isNull(athletes.archivedAt));
  const select = { athleteId: athletes.id, personId: athletes.personId };
  if (trigger.allAthletes) return db.select(select).from(athletes).where(ofClub);
  const athleteIds = trigger.athleteIds.filter(isUuid);
  const groupIds = trigger.athleteGroupIds.filter(isUuid);
  const listed = athleteIds.length > 0 ? inArray(athletes.id, athleteIds) : undefined;
  const grouped =
    groupIds.length > 0
      ? inArray(
          athletes.id,
          db
            .select({ id: athleteGroupMembers.athleteId })
            .from(athleteGroupMembers)
            .where(
              and(
                eq(athleteGroupMembers.clubId, trigger.clubId),
                inArray(athleteGroupMembers.groupId, groupIds),
              ),
            ),
        )
      : undefined;
  if (!listed && !grouped) return [];
  return db
    .selectDistinct(select)
    .from(athletes)
    .where(and(ofClub, or(listed, grouped)));
}
