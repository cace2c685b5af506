import { isImportFormat } from '@touchline/domain';
import { filter, map, pipe, Repeater } from 'graphql-yoga';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { SessionRow } from '../../db/rows.js';
import { payload } from '../../errors/mutationOutcome.js';
import type {
  MatchSessionResolvers,
  Resolvers,
  TrackFileFormat,
  TrainingSessionResolvers,
} from '../../generated/graphql.js';
import { renewForEvent } from '../../graphql/renewForEvent.js';
import { startingWith } from '../../pubsub/startingWith.js';
import { createImport } from './createImport.service.js';
import { fileStatusOf, type ImportUpdateRow } from './importRows.js';
import { importSubject, importsOf } from './importSubjects.js';
import { mapImportFileColumns } from './mapImportFileColumns.service.js';
import { overlappingSessions } from './overlappingSessions.js';
import { processImport } from './processImport.service.js';
import { removeImportFile } from './removeImportFile.service.js';
import { removeSessionFile, reprocessSessionFile } from './sessionFiles.service.js';
import { setImportTrackAthlete } from './setImportTrackAthlete.service.js';

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** A stored format as the enum names it; null for one not read (or not known). */
const trackFileFormat = (format: string | null): TrackFileFormat | null =>
  format !== null && isImportFormat(format) && format !== 'auto' ? format : null;

/** The Files panel and progress of a session, training or match alike. */
const sessionFields: TrainingSessionResolvers & MatchSessionResolvers = {
  files: async (session: SessionRow, _args, ctx) => {
    await authorize(ctx.access, 'Index', importsOf(session.clubId));
    return ctx.loaders.sessionFilesBySessionId.load(session.id);
  },
  processingProgress: (session: SessionRow, _args, ctx) =>
    ctx.loaders.processingProgressBySessionId.load(session.id),
};

/** An import's answer to an update: itself and all of it, seen afresh (the viewer may have left the club). */
async function importUpdate(event: ImportUpdateRow, _args: unknown, ctx: GraphQLContext) {
  const found = await authorize(renewForEvent(ctx), 'Show', importSubject(event.importId));
  return { importId: found.id, import: found };
}

export const importsResolvers: Resolvers = {
  Query: {
    import: (_parent, { id }, ctx) => authorize(ctx.access, 'Show', importSubject(id)),
  },
  Import: {
    club: async (row, _args, ctx) => (await ctx.loaders.clubById.load(row.clubId))!,
    session: (row, _args, ctx) =>
      row.sessionId ? ctx.loaders.sessionById.load(row.sessionId) : null,
    proposedStartTime: async (row, _args, ctx) =>
      iso((await ctx.loaders.importSpanById.load(row.id)).start),
    proposedEndTime: async (row, _args, ctx) =>
      iso((await ctx.loaders.importSpanById.load(row.id)).end),
    overlappingSessions: async (row, _args, ctx) =>
      overlappingSessions(ctx.db, row.clubId, await ctx.loaders.importSpanById.load(row.id)),
    files: (row, _args, ctx) => ctx.loaders.importFilesByImportId.load(row.id),
    processed: (row) => row.processedAt !== null,
  },
  ImportFile: {
    format: (file) => trackFileFormat(file.format),
    status: async (file, _args, ctx) => {
      if (!file.uploadId) return file.status;
      const stored = (await ctx.loaders.importTracksByFileId.load(file.id)).filter(
        (track) => track.status !== 'ready',
      );
      return fileStatusOf(stored)?.status ?? file.status;
    },
    problem: async (file, _args, ctx) => {
      if (!file.uploadId) return file.problem;
      const tracks = await ctx.loaders.importTracksByFileId.load(file.id);
      return tracks.find((track) => track.problem !== null)?.problem ?? file.problem;
    },
    tracks: (file, _args, ctx) => ctx.loaders.importTracksByFileId.load(file.id),
    columnMapping: (file) => file.columnMapping && { ...file.columnMapping, id: null, name: null },
  },
  ImportTrack: {
    startTime: (track) => track.startTime.toISOString(),
    endTime: (track) => track.endTime.toISOString(),
    athlete: (track, _args, ctx) =>
      track.athleteId ? ctx.loaders.athleteById.load(track.athleteId) : null,
  },
  SessionFile: {
    format: (file) => {
      const format = trackFileFormat(file.format);
      if (!format) throw new Error(`Upload ${file.id} was stored without a known format`);
      return format;
    },
    uploadedAt: (file) => file.createdAt.toISOString(),
    tracks: (file, _args, ctx) => ctx.loaders.sessionFileTracksByUploadId.load(file.id),
  },
  TrainingSession: sessionFields,
  MatchSession: sessionFields,
  SessionProcessing: {
    processingProgress: (processing, _args, ctx) =>
      ctx.loaders.processingProgressBySessionId.load(processing.sessionId),
  },
  Club: {
    columnMappings: async (club, _args, ctx) => {
      await authorize(ctx.access, 'Index', importsOf(club.id));
      return ctx.loaders.columnMappingsByClubId.load(club.id);
    },
  },
  Mutation: {
    createImport: (_parent, { clubId, sessionId }, ctx) =>
      payload('import', ['clubId'], () => createImport(ctx, clubId, sessionId)),
    setImportTrackAthlete: (_parent, { trackId, athleteId }, ctx) =>
      payload('import', ['trackId'], () => setImportTrackAthlete(ctx, trackId, athleteId)),
    mapImportFileColumns: (_parent, { fileId, mapping, saveAs }, ctx) =>
      payload('import', ['fileId'], () => mapImportFileColumns(ctx, fileId, mapping, saveAs)),
    removeImportFile: (_parent, { fileId }, ctx) =>
      payload('import', ['fileId'], () => removeImportFile(ctx, fileId)),
    processImport: (_parent, { importId, session }, ctx) =>
      payload('import', ['session'], () => processImport(ctx, importId, session)),
    reprocessSessionFile: (_parent, { id }, ctx) =>
      payload('session', ['id'], () => reprocessSessionFile(ctx, id)),
    removeSessionFile: (_parent, { id }, ctx) =>
      payload('session', ['id'], () => removeSessionFile(ctx, id)),
  },
  Subscription: {
    importUpdated: {
      subscribe: async (_parent, { importId }, ctx) => {
        const found = await authorize(ctx.access, 'Show', importSubject(importId));
        // Once processed, its files' stages are its session's: read afresh, it may have one since.
        const ofItsSession = async (sessionId: string) =>
          (await ctx.access.fresh().loaders.importById.load(found.id))?.sessionId === sessionId;
        return startingWith<ImportUpdateRow>(
          { clubId: found.clubId, importId: found.id },
          pipe(
            Repeater.merge([
              pipe(
                ctx.pubSub.subscribe('importUpdated', found.clubId),
                filter((event) => event.importId === found.id),
              ),
              pipe(
                ctx.pubSub.subscribe('processingProgressed', found.clubId),
                filter((event) => ofItsSession(event.sessionId)),
              ),
            ]),
            map((): ImportUpdateRow => ({ clubId: found.clubId, importId: found.id })),
          ),
        );
      },
      resolve: importUpdate,
    },
  },
};
