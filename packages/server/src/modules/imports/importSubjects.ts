import type { Access } from '../../access/Access.js';
import { inClub } from '../../access/inClub.js';
import type { Subject } from '../../access/Subject.js';
import type { ClubRow, SessionRow } from '../../db/rows.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import type { ImportFileRow, ImportRow, ImportTrackRow, SessionFileRow } from './importRows.js';

/**
 * Imports are their club's staff's: for anyone else one does not exist
 * (docs/product/importing.md), an athlete of the club included.
 */
async function seenByStaff<Row extends { clubId: string }>(
  access: Access,
  row: Row | null | undefined,
): Promise<Row | null> {
  return row && (await access.can('Show', 'Import', { clubId: row.clubId })) ? row : null;
}

/** Of an import, a file or a track: its club decides (a job acts for the one club it names). */
const factsOf = (row: { id: string; clubId: string }) => ({ id: row.id, clubId: row.clubId });

/** A club's imports: starting one (Create), its saved mappings and sessions' files (Index). */
export const importsOf = (clubId: string): Subject<ClubRow> => inClub(clubId, 'Import');

export function importSubject(importId: string): Subject<ImportRow> {
  return {
    type: 'Import',
    find: async (access) =>
      seenByStaff(access, isUuid(importId) ? await access.loaders.importById.load(importId) : null),
    factsOf,
    notFound: () => new TouchlineError('IMPORT_NOT_FOUND'),
  };
}

export function importFileSubject(fileId: string): Subject<ImportFileRow> {
  return {
    type: 'Import',
    find: async (access) =>
      seenByStaff(access, isUuid(fileId) ? await access.loaders.importFileById.load(fileId) : null),
    factsOf,
    notFound: () => new TouchlineError('FILE_NOT_FOUND'),
  };
}

export function importTrackSubject(trackId: string): Subject<ImportTrackRow> {
  return {
    type: 'Import',
    find: async (access) =>
      seenByStaff(
        access,
        isUuid(trackId) ? await access.loaders.importTrackById.load(trackId) : null,
      ),
    factsOf,
    notFound: () => new TouchlineError('IMPORT_TRACK_NOT_FOUND'),
  };
}

/**
 * A session's stored file, for its staff to re-process or remove (Edit of its
 * session): answers with the file and its session.
 */
export function sessionFileSubject(
  uploadId: string,
): Subject<{ file: SessionFileRow; session: SessionRow }> {
  return {
    type: 'Session',
    find: async (access) => {
      const file = isUuid(uploadId) ? await access.loaders.sessionFileById.load(uploadId) : null;
      const session = file && (await access.loaders.sessionById.load(file.sessionId));
      return file && session ? { file, session } : null;
    },
    factsOf: ({ session }) => ({ id: session.id, clubId: session.clubId }),
    notFound: () => new TouchlineError('FILE_NOT_FOUND'),
  };
}
