import { checkSquadCsv } from '@touchline/domain';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { AthleteRow } from '../../db/rows.js';
import { athletes } from '../../db/tables.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import type { SquadImportLine } from '../../generated/graphql.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { athleteColumns, setGroupsOf } from './athletes.service.js';
import { positionIdOf, squadContextOf } from './squadChoices.js';
import { squadOf } from './squadSubjects.js';

interface SquadImport {
  rows: { line: number; name: string; problems: string[] }[];
  athletes: AthleteRow[];
}

/**
 * docs/product/club-administration.md §4 "Import CSV": a file's rows checked
 * against the club again (the preview is never trusted), then, when
 * confirmed and every row can be added, all of them in one transaction.
 */
export async function importSquad(
  ctx: GraphQLContext,
  clubId: string,
  header: string[],
  lines: SquadImportLine[],
  confirm: boolean,
): Promise<Outcome<SquadImport>> {
  const club = await authorize(ctx.access, 'Create', squadOf(clubId));
  return ctx.db.transaction(async (tx) => {
    const context = await squadContextOf(tx, club);
    const check = checkSquadCsv(
      { header, rows: lines },
      { ...context, groups: context.groups.map((group) => group.name) },
    );
    if (check.fileProblems.length > 0)
      return failed(
        check.fileProblems.map((message) => ({
          path: [message.includes('columns') ? 'header' : 'lines'],
          message,
        })),
      );
    const rows = check.rows.map(({ line, name, problems }) => ({ line, name, problems }));
    if (!confirm) return done({ rows, athletes: [] });
    const refused = rows.filter((row) => row.problems.length > 0).length;
    if (refused > 0)
      return failed([
        {
          path: ['lines'],
          message: `${refused} of ${rows.length} rows cannot be added, so none was: correct the file and try again.`,
        },
      ]);
    const groupIdOf = new Map(context.groups.map((group) => [group.name, group.id]));
    const added: AthleteRow[] = [];
    for (const { athlete } of check.rows) {
      const { groups, ...fields } = athlete!;
      const positionId = fields.position
        ? await positionIdOf(tx, club, context.own, fields.position)
        : null;
      const [row] = await tx
        .insert(athletes)
        .values({ ...athleteColumns(fields, positionId), clubId: club.id })
        .returning();
      await setGroupsOf(
        tx,
        club.id,
        row!.id,
        groups.map((group) => groupIdOf.get(group)!),
      );
      added.push(row!);
    }
    await publishEvent(tx, { topic: 'squadUpdated', clubId: club.id });
    return done({ rows, athletes: added });
  });
}
