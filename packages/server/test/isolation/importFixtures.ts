import type { Db } from '../../src/db/database.js';
import { columnMappings, importFiles, imports, importTracks } from '../../src/db/tables.js';
import { READ_IMPORT_FILE } from '../../src/modules/imports/importQueues.js';
import { KICK_OFF } from '../support/sessionFixtures.js';
import { storeFileParts } from '../support/storedFile.js';
import { multipartBody } from '../support/uploadFile.js';
import type { GraphqlCase } from './graphqlFixtures.js';
import type { JobCase } from './jobFixtures.js';
import type { RestCase } from './restFixtures.js';

/**
 * An import of a club with a file read and a track matched to an athlete,
 * and a saved column mapping: what an import holds. Written as the read job
 * writes them (the walk's ids need no job to run first).
 */
export async function seedImport(
  db: Db,
  clubId: string,
  athleteId: string | null,
  names: { fileName: string; key: string; mapping: string },
) {
  const [row] = await db.insert(imports).values({ clubId }).returning();
  const content = 'timestamp,lat,lon\n2026-11-14T15:00:00Z,51.5,-0.1\n';
  const stored = await storeFileParts(db, clubId, content);
  const [file] = await db
    .insert(importFiles)
    .values({
      clubId,
      importId: row!.id,
      fileName: names.fileName,
      byteSize: content.length,
      sha256: 'seeded',
      contentId: stored.contentId,
      format: 'edge',
      status: 'ready',
    })
    .returning();
  await stored.keep({ importFileId: file!.id });
  const [track] = await db
    .insert(importTracks)
    .values({
      clubId,
      importFileId: file!.id,
      key: names.key,
      deviceSerial: names.key,
      startTime: KICK_OFF,
      endTime: new Date(KICK_OFF.getTime() + 60_000),
      sampleCount: 1,
      hasHeartRate: false,
      athleteId,
      matchedBy: athleteId ? 'deviceSerial' : 'none',
    })
    .returning();
  await db.insert(columnMappings).values({
    clubId,
    name: names.mapping,
    mapping: { timeColumn: 'Secret time', timeFormat: 'iso', xColumn: 'x', yColumn: 'y' },
  });
  return { importId: row!.id, importFileId: file!.id, importTrackId: track!.id };
}

/** The victim's import, and what of it must reach no outsider. */
export async function seedVictimImport(db: Db, clubId: string, athleteId: string) {
  const names = { fileName: 'secret-import.csv', key: 'SECRET-TAG-7', mapping: 'Secret mapping' };
  const ids = await seedImport(db, clubId, athleteId, names);
  return { ids, secrets: [...Object.values(ids), ...Object.values(names), 'Secret time'] };
}

const IMPORT_FIELDS = `id processed proposedStartTime proposedEndTime
  club { id name columnMappings { id name timeColumn } } session { id }
  overlappingSessions { id description }
  files { id fileName byteSize format status problem csvPreview { columns rows }
    columnMapping { timeColumn }
    tracks { id key athleteName deviceSerial athlete { id name } matchedBy status problem } }`;
const PAYLOAD = `import { ${IMPORT_FIELDS} } errors { path fullMessages }`;
const SESSION_PAYLOAD = `session { id description ... on MatchSession { opponent
  files { id fileName tracks { id key athlete { name } } } processingProgress { done total } } }
  errors { path fullMessages }`;

const PROCESS = `mutation ($importId: ID!, $session: ImportSessionChoice!) {
  processImport(importId: $importId, session: $session) { ${PAYLOAD} } }`;
const CREATE = `mutation ($clubId: ID!, $sessionId: ID) {
  createImport(clubId: $clubId, sessionId: $sessionId) { ${PAYLOAD} } }`;
const SET_ATHLETE = `mutation ($trackId: ID!, $athleteId: ID) {
  setImportTrackAthlete(trackId: $trackId, athleteId: $athleteId) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($input: UpdateSessionInput!) { updateSession(input: $input) { ${SESSION_PAYLOAD} } }`;

const at = (minutes: number) => new Date(KICK_OFF.getTime() + minutes * 60_000).toISOString();
/** A valid change of a short match (sessionFixtures' createShortMatch): only the ids can make it fail. */
const matchChange = (id: string, pitchId: string) => ({
  input: { id, pitchId, startTime: at(-5), endTime: at(25), opponent: 'Taken over' },
});
const newTraining = (clubId: string, pitchId: string) => ({
  newSession: { clubId, pitchId, kind: 'training', startTime: at(0), endTime: at(30) },
});
const mapping = {
  timeColumn: 'time',
  timeFormat: 'iso',
  latitudeColumn: 'lat',
  longitudeColumn: 'lon',
};

/** Every id-taking field of imports and of sessions' editing, called with the target's ids. */
export const IMPORT_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Query.import': [
    {
      covers: ['id'],
      query: `query ($id: ID!) { import(id: $id) { ${IMPORT_FIELDS} } }`,
      variables: (target) => ({ id: target.importId }),
    },
  ],
  'Mutation.createImport': [
    {
      covers: ['clubId', 'sessionId'],
      query: CREATE,
      variables: (target) => ({ clubId: target.clubId, sessionId: target.matchId }),
    },
    {
      covers: ['sessionId'],
      query: CREATE,
      variables: (target, own) => ({ clubId: own.clubId, sessionId: target.matchId }),
    },
  ],
  'Mutation.setImportTrackAthlete': [
    {
      covers: ['trackId', 'athleteId'],
      query: SET_ATHLETE,
      variables: (target) => ({ trackId: target.importTrackId, athleteId: target.athleteId }),
    },
    {
      covers: ['athleteId'],
      query: SET_ATHLETE,
      variables: (target, own) => ({ trackId: own.importTrackId, athleteId: target.athleteId }),
    },
  ],
  'Mutation.mapImportFileColumns': [
    {
      covers: ['fileId'],
      query: `mutation ($fileId: ID!, $mapping: ColumnMappingInput!) {
        mapImportFileColumns(fileId: $fileId, mapping: $mapping, saveAs: "Taken over") { ${PAYLOAD} } }`,
      variables: (target) => ({ fileId: target.importFileId, mapping }),
    },
  ],
  'Mutation.removeImportFile': [
    {
      covers: ['fileId'],
      query: `mutation ($fileId: ID!) { removeImportFile(fileId: $fileId) { ${PAYLOAD} } }`,
      variables: (target) => ({ fileId: target.importFileId }),
    },
  ],
  'Mutation.processImport': [
    {
      covers: ['importId', 'session.sessionId'],
      query: PROCESS,
      variables: (target) => ({
        importId: target.importId,
        session: { sessionId: target.matchId },
      }),
    },
    {
      covers: ['session.sessionId'],
      query: PROCESS,
      variables: (target, own) => ({
        importId: own.importId,
        session: { sessionId: target.matchId },
      }),
    },
    {
      covers: ['session.newSession.clubId', 'session.newSession.pitchId'],
      query: PROCESS,
      variables: (target, own) => ({
        importId: own.importId,
        session: newTraining(target.clubId, target.pitchId),
      }),
    },
    {
      covers: ['session.newSession.pitchId'],
      query: PROCESS,
      variables: (target, own) => ({
        importId: own.importId,
        session: newTraining(own.clubId, target.pitchId),
      }),
    },
  ],
  'Mutation.updateSession': [
    {
      covers: ['input.id', 'input.pitchId'],
      query: UPDATE,
      variables: (target) => matchChange(target.matchId, target.pitchId),
    },
    {
      covers: ['input.pitchId'],
      query: UPDATE,
      variables: (target, own) => matchChange(own.matchId, target.pitchId),
    },
  ],
  'Mutation.deleteSession': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) { deleteSession(id: $id) { id errors { path fullMessages } } }`,
      variables: (target) => ({ id: target.matchId }),
    },
  ],
  'Mutation.reprocessSessionFile': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) { reprocessSessionFile(id: $id) { ${SESSION_PAYLOAD} } }`,
      variables: (target) => ({ id: target.uploadId }),
    },
  ],
  'Mutation.removeSessionFile': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) { removeSessionFile(id: $id) { ${SESSION_PAYLOAD} } }`,
      variables: (target) => ({ id: target.uploadId }),
    },
  ],
  'Subscription.importUpdated': [
    {
      covers: ['importId'],
      query: `subscription ($importId: ID!) { importUpdated(importId: $importId) { importId import { ${IMPORT_FIELDS} } } }`,
      variables: (target) => ({ importId: target.importId }),
    },
  ],
  'Subscription.sessionsChanged': [
    {
      covers: ['clubId'],
      query: `subscription ($clubId: ID!) { sessionsChanged(clubId: $clubId) { clubId sessionId
        session { id description } } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
};

/** POST /api/imports/:importId/files with a small file. */
export const IMPORT_REST_FIXTURES: Record<string, RestCase[]> = {
  'POST /api/imports/:importId/files': [
    {
      covers: [':importId'],
      request: (target) => {
        const { payload, contentType } = multipartBody(
          {},
          { name: 'outsider.csv', content: 'timestamp,lat,lon\n' },
        );
        return {
          method: 'POST',
          url: `/api/imports/${target.importId}/files`,
          payload,
          headers: { 'content-type': contentType },
        };
      },
    },
  ],
};

/** A file's read naming the victim's import under another club's id. */
export const IMPORT_JOB_FIXTURES: Readonly<Record<string, JobCase>> = {
  [READ_IMPORT_FILE]: (victim, clubId) => ({
    clubId,
    importId: victim.ids.importId,
    fileId: victim.ids.importFileId,
  }),
};
