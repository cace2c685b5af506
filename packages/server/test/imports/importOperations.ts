import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { graphql, type Session } from '../support/testApp.js';
import { multipartBody } from '../support/uploadFile.js';

/** Everything of an import a page reads. */
export const IMPORT_FIELDS = `id processed proposedStartTime proposedEndTime
  session { id } overlappingSessions { id }
  files { id fileName byteSize format status problem csvPreview { columns }
    columnMapping { id name timeColumn timeFormat latitudeColumn longitudeColumn }
    tracks { id key athleteName shirtNumber deviceSerial startTime endTime sampleCount
      hasHeartRate athlete { id name } matchedBy status problem } }`;

const PAYLOAD = `import { ${IMPORT_FIELDS} } errors { path fullMessages }`;

export const IMPORT_QUERY = `query ($id: ID!) { import(id: $id) { ${IMPORT_FIELDS} } }`;
export const CREATE_IMPORT = `mutation ($clubId: ID!, $sessionId: ID) {
  createImport(clubId: $clubId, sessionId: $sessionId) { ${PAYLOAD} } }`;
export const SET_ATHLETE = `mutation ($trackId: ID!, $athleteId: ID) {
  setImportTrackAthlete(trackId: $trackId, athleteId: $athleteId) { ${PAYLOAD} } }`;
export const MAP_COLUMNS = `mutation ($fileId: ID!, $mapping: ColumnMappingInput!, $saveAs: String) {
  mapImportFileColumns(fileId: $fileId, mapping: $mapping, saveAs: $saveAs) { ${PAYLOAD} } }`;
export const REMOVE_IMPORT_FILE = `mutation ($fileId: ID!) { removeImportFile(fileId: $fileId) { ${PAYLOAD} } }`;
export const PROCESS_IMPORT = `mutation ($importId: ID!, $session: ImportSessionChoice!) {
  processImport(importId: $importId, session: $session) { ${PAYLOAD} } }`;

export interface ImportTrackAnswer {
  id: string;
  key: string;
  athleteName: string | null;
  deviceSerial: string | null;
  startTime: string;
  endTime: string;
  sampleCount: number;
  hasHeartRate: boolean;
  athlete: { id: string; name: string } | null;
  matchedBy: string;
  status: string;
  problem: string | null;
}

export interface ImportFileAnswer {
  id: string;
  fileName: string;
  byteSize: number;
  format: string | null;
  status: string;
  problem: string | null;
  tracks: ImportTrackAnswer[];
}

export interface ImportAnswer {
  id: string;
  processed: boolean;
  proposedStartTime: string | null;
  proposedEndTime: string | null;
  session: { id: string } | null;
  overlappingSessions: { id: string }[];
  files: ImportFileAnswer[];
}

export type ImportPayload = {
  import: ImportAnswer | null;
  errors: { path: string[]; fullMessages: string[] }[];
};

/** Creates a training of the club through the API as `session` (a coach); its id. */
export async function createTrainingAs(
  app: FastifyInstance,
  session: Session,
  clubId: string,
  startTime: string,
  endTime: string,
): Promise<string> {
  const answer = await graphql<{ createSession: { sessionId: string } }>(
    app,
    session,
    `mutation ($input: CreateSessionInput!) { createSession(input: $input) { sessionId } }`,
    { input: { clubId, kind: 'training', startTime, endTime } },
  );
  return answer.data!.createSession.sessionId;
}

/** Starts an import as `session` (a coach); its id. */
export async function createImport(
  app: FastifyInstance,
  session: Session,
  clubId: string,
  sessionId?: string,
): Promise<string> {
  const answer = await graphql<{ createImport: ImportPayload }>(app, session, CREATE_IMPORT, {
    clubId,
    sessionId,
  });
  expect(answer.data?.createImport.errors).toEqual([]);
  return answer.data!.createImport.import!.id;
}

/** POST /api/imports/:id/files with one file, as a browser sends it. */
export function postImportFile(
  app: FastifyInstance,
  session: Session | null,
  importId: string,
  file: { name: string; content: Uint8Array | string },
) {
  const { payload, contentType } = multipartBody({}, file);
  return app.inject({
    method: 'POST',
    url: `/api/imports/${importId}/files`,
    payload,
    headers: { ...(session?.headers ?? {}), 'content-type': contentType },
  });
}

/** Sends a file and answers its id (201 expected). */
export async function sendImportFile(
  app: FastifyInstance,
  session: Session,
  importId: string,
  file: { name: string; content: Uint8Array | string },
): Promise<string> {
  const response = await postImportFile(app, session, importId, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ fileId: string }>().fileId;
}

export async function importAs(
  app: FastifyInstance,
  session: Session,
  importId: string,
): Promise<ImportAnswer> {
  const answer = await graphql<{ import: ImportAnswer }>(app, session, IMPORT_QUERY, {
    id: importId,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.import;
}

/** The import once `unfinished` finds nothing left in it. */
async function importOnce(
  app: FastifyInstance,
  session: Session,
  importId: string,
  unfinished: (found: ImportAnswer) => unknown[],
  timeout: number,
): Promise<ImportAnswer> {
  let current: ImportAnswer | undefined;
  await expect
    .poll(
      async () => {
        current = await importAs(app, session, importId);
        return unfinished(current);
      },
      { timeout, interval: 100 },
    )
    .toEqual([]);
  return current!;
}

/** The import once every file sent has been read (none 'received' but a waiting EPTS file). */
export function untilRead(app: FastifyInstance, session: Session, importId: string) {
  return importOnce(
    app,
    session,
    importId,
    (found) => found.files.filter((file) => file.status === 'received' && file.format !== 'epts'),
    60_000,
  );
}

/** The import once every stored track's processing has ended (done or warning). */
export function untilImportProcessed(app: FastifyInstance, session: Session, importId: string) {
  return importOnce(
    app,
    session,
    importId,
    (found) =>
      found.files
        .flatMap((file) => file.tracks)
        .filter((track) => track.athlete !== null && !['done', 'warning'].includes(track.status))
        .map((track) => track.status),
    120_000,
  );
}
