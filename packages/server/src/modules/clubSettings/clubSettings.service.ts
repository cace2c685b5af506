import { isTimeZone, wellnessFlagSettingsIssues } from '@touchline/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { ClubRow } from '../../db/rows.js';
import { clubs } from '../../db/schema.js';
import { done, failed, type InputIssue, type Outcome } from '../../errors/mutationOutcome.js';
import type { ClubSettingsInput } from '../../generated/graphql.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { CLUB_NAME_MAX_LENGTH } from '../clubs/index.js';

export const SEGMENT_TITLES_MAX = 50;
export const SEGMENT_TITLE_MAX_LENGTH = 60;

/** Trimmed, without blanks or repeats (ignoring case), in the order given. */
function distinctTitles(titles: readonly string[]): string[] {
  const seen = new Set<string>();
  return titles
    .map((title) => title.trim())
    .filter((title) => {
      const key = title.toLowerCase();
      if (!title || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function settingsIssues(
  input: ClubSettingsInput,
  titles: readonly string[],
  club: ClubRow,
): InputIssue[] {
  const issues: InputIssue[] = wellnessFlagSettingsIssues({
    standardDeviations: input.wellnessFlagStandardDeviations ?? club.wellnessFlagStandardDeviations,
    baselineDays: input.wellnessFlagBaselineDays ?? club.wellnessFlagBaselineDays,
  }).map((issue) => ({ path: ['input', issue.field], message: issue.message }));
  const name = input.name.trim();
  if (!name) issues.push({ path: ['input', 'name'], message: 'Name is required.' });
  else if (name.length > CLUB_NAME_MAX_LENGTH)
    issues.push({
      path: ['input', 'name'],
      message: `Name must be at most ${CLUB_NAME_MAX_LENGTH} characters.`,
    });
  if (!isTimeZone(input.timeZone))
    issues.push({
      path: ['input', 'timeZone'],
      message: `${input.timeZone} is not a time zone. Choose one such as Europe/London.`,
    });
  if (titles.length > SEGMENT_TITLES_MAX)
    issues.push({
      path: ['input', 'suggestedSegmentTitles'],
      message: `At most ${SEGMENT_TITLES_MAX} segment titles can be suggested.`,
    });
  if (titles.some((title) => title.length > SEGMENT_TITLE_MAX_LENGTH))
    issues.push({
      path: ['input', 'suggestedSegmentTitles'],
      message: `A segment title must be at most ${SEGMENT_TITLE_MAX_LENGTH} characters.`,
    });
  return issues;
}

/**
 * docs/product/club-administration.md §6: the club's name, time zone, default
 * units, suggested segment titles and wellness-flag thresholds, for its admins; open pages (the shell)
 * hear `clubUpdated`.
 */
export async function updateClubSettings(
  ctx: GraphQLContext,
  clubId: string,
  input: ClubSettingsInput,
): Promise<Outcome<ClubRow>> {
  const club = await authorize(ctx.access, 'Update', inClub(clubId, 'ClubSettings'));
  const segmentTitles = distinctTitles(input.suggestedSegmentTitles);
  const issues = settingsIssues(input, segmentTitles, club);
  if (issues.length > 0) return failed(issues);
  const name = input.name.trim();
  const updated = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: clubs.id })
      .from(clubs)
      .where(and(sql`lower(${clubs.name}) = lower(${name})`, ne(clubs.id, club.id)));
    if (taken) return null;
    const [row] = await tx
      .update(clubs)
      .set({
        name,
        timeZone: input.timeZone,
        defaultUnitSystem: input.defaultUnitSystem,
        segmentTitles,
        wellnessFlagStandardDeviations:
          input.wellnessFlagStandardDeviations ?? club.wellnessFlagStandardDeviations,
        wellnessFlagBaselineDays: input.wellnessFlagBaselineDays ?? club.wellnessFlagBaselineDays,
      })
      .where(eq(clubs.id, club.id))
      .returning();
    await publishEvent(tx, { topic: 'clubUpdated', clubId: club.id });
    return row!;
  });
  if (!updated)
    return failed([{ path: ['input', 'name'], message: `A club named ${name} exists.` }]);
  ctx.loaders.clubById.clear(club.id).prime(club.id, updated);
  ctx.loaders.segmentTitlesByClubId.clear(club.id);
  return done(updated);
}
