import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteGroups } from '../../db/rosterSchema.js';
import { athletes } from '../../db/schema.js';
import type { InputIssue } from '../../errors/mutationOutcome.js';
import type { SurveyRecipientsInput } from '../../generated/graphql.js';
import { isUuid } from '../../graphql/ids.js';

export const NO_RECIPIENTS = 'Choose the athletes or groups to send to.';

/**
 * What is wrong with who a survey goes to, under `argument`: with
 * allAthletes off, at least one athlete or group, each of the club's
 * current squad or groups.
 */
export async function recipientsIssues(
  db: Db,
  clubId: string,
  recipients: SurveyRecipientsInput,
  argument: readonly string[],
): Promise<InputIssue[]> {
  if (recipients.allAthletes) return [];
  const athleteIds = [...new Set(recipients.athleteIds)];
  const groupIds = [...new Set(recipients.athleteGroupIds)];
  if (athleteIds.length === 0 && groupIds.length === 0)
    return [{ path: argument, message: NO_RECIPIENTS }];
  const issues: InputIssue[] = [];
  const found = async (ids: string[], count: () => Promise<number>) =>
    ids.every(isUuid) && (await count()) === ids.length;
  if (
    athleteIds.length > 0 &&
    !(await found(athleteIds, async () => {
      const rows = await db
        .select({ id: athletes.id })
        .from(athletes)
        .where(
          and(
            eq(athletes.clubId, clubId),
            inArray(athletes.id, athleteIds),
            isNull(athletes.archivedAt),
          ),
        );
      return rows.length;
    }))
  )
    issues.push({ path: [...argument, 'athleteIds'], message: 'Athlete not found' });
  if (
    groupIds.length > 0 &&
    !(await found(groupIds, async () => {
      const rows = await db
        .select({ id: athleteGroups.id })
        .from(athleteGroups)
        .where(and(eq(athleteGroups.clubId, clubId), inArray(athleteGroups.id, groupIds)));
      return rows.length;
    }))
  )
    issues.push({ path: [...argument, 'athleteGroupIds'], message: 'Group not found' });
  return issues;
}

/** Who is listed, as stored (every athlete: no one listed). */
export function recipientColumns(recipients: SurveyRecipientsInput) {
  return {
    allAthletes: recipients.allAthletes,
    athleteIds: recipients.allAthletes ? [] : [...new Set(recipients.athleteIds)],
    athleteGroupIds: recipients.allAthletes ? [] : [...new Set(recipients.athleteGroupIds)],
  };
}
