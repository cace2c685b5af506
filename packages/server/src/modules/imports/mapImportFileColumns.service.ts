import type { ColumnMapping } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import { columnMappings, importFiles, importTracks } from '../../db/tables.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import type { ColumnMappingInput } from '../../generated/graphql.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { columnMappingProblems } from './columnMappingProblems.js';
import { readImportFileJob } from './importQueues.js';
import type { ImportRow } from './importRows.js';
import { importFileSubject } from './importSubjects.js';
import { lockOpenImport } from './openImport.js';

/** docs/product/importing.md §8: a saved mapping's name. */
const MAX_MAPPING_NAME = 80;
const NAME_INDEX = 'column_mappings_club_name_idx';

/** The domain's mapping from the form's: what is left out is not there; times without an offset are the club's. */
function mappingOf(input: ColumnMappingInput, timeZone: string): ColumnMapping {
  const mapping: ColumnMapping = {
    timeColumn: input.timeColumn,
    timeFormat: input.timeFormat,
    timeZone,
  };
  for (const key of [
    'latitudeColumn',
    'longitudeColumn',
    'xColumn',
    'yColumn',
    'speedColumn',
    'heartRateColumn',
    'athleteColumn',
  ] as const) {
    const column = input[key];
    if (column != null) mapping[key] = column;
  }
  if (input.speedUnit != null) mapping.speedUnit = input.speedUnit;
  return mapping;
}

/**
 * Reads a file of an import again through the coach's column mapping
 * (docs/product/importing.md §7), saving the mapping under `saveAs` for the
 * club when named.
 */
export async function mapImportFileColumns(
  ctx: Pick<GraphQLContext, 'db' | 'jobs' | 'access'>,
  fileId: string,
  input: ColumnMappingInput,
  saveAs: string | null | undefined,
): Promise<Outcome<ImportRow>> {
  const file = await authorize(ctx.access, 'Update', importFileSubject(fileId));
  const club = (await ctx.access.loaders.clubById.load(file.clubId))!;
  const mapping = mappingOf(input, club.timeZone);
  const problems = columnMappingProblems(mapping, file.csvPreview?.columns ?? null);
  const name = saveAs?.trim();
  if (name !== undefined && (name.length === 0 || name.length > MAX_MAPPING_NAME)) {
    problems.push(`A mapping's name is 1 to ${MAX_MAPPING_NAME} characters.`);
  }
  if (problems.length > 0) {
    return failed(problems.map((message) => ({ path: ['mapping'], message })));
  }
  const nameTaken = () =>
    failed([{ path: ['saveAs'], message: `The club already has a mapping called "${name}".` }]);
  const outcome = await ctx.db
    .transaction(async (tx) => {
      const target = await lockOpenImport(tx, file.importId);
      if (name) {
        const [taken] = await tx
          .select({ id: columnMappings.id })
          .from(columnMappings)
          .where(and(eq(columnMappings.clubId, target.clubId), eq(columnMappings.name, name)));
        if (taken) return nameTaken();
        await tx.insert(columnMappings).values({ clubId: target.clubId, name, mapping });
      }
      await tx.delete(importTracks).where(eq(importTracks.importFileId, file.id));
      await tx
        .update(importFiles)
        .set({ columnMapping: mapping, status: 'received', format: null, problem: null })
        .where(eq(importFiles.id, file.id));
      await readImportFileJob.sendInTransaction(tx, [
        { clubId: target.clubId, importId: target.id, fileId: file.id },
      ]);
      await publishEvent(tx, {
        topic: 'importUpdated',
        clubId: target.clubId,
        importId: target.id,
      });
      return done(target);
    })
    .catch((error: unknown) => {
      // Two saves of one name at once: the index keeps one, the other is told.
      if (String((error as { cause?: unknown }).cause ?? error).includes(NAME_INDEX))
        return nameTaken();
      throw error;
    });
  readImportFileJob.wake(ctx.jobs);
  return outcome;
}
