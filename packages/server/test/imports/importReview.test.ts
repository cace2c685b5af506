import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { columnMappings, importFiles, imports } from '../../src/db/tables.js';
import { removeStaleImports } from '../../src/modules/imports/removeStaleImports.js';
import { refusals } from '../support/refusals.js';
import { createRivalClub } from '../support/rivalClub.js';
import { createShortMatch } from '../support/sessionFixtures.js';
import { graphql } from '../support/testApp.js';
import { edgeFileWithSerial } from '../support/trackerFiles.js';
import {
  CREATE_IMPORT,
  createImport,
  IMPORT_QUERY,
  MAP_COLUMNS,
  REMOVE_IMPORT_FILE,
  sendImportFile,
  SET_ATHLETE,
  untilRead,
  type ImportPayload,
} from './importOperations.js';
import { app, athlete, clubId, coach, db, useImportsWorld } from './importsWorld.js';

useImportsWorld();

const mapping = {
  timeColumn: 'time',
  timeFormat: 'iso',
  latitudeColumn: 'lat',
  longitudeColumn: 'lng',
};

describe('an import, for its club’s staff only', () => {
  it('is started by staff only, for a session of their club', async () => {
    const byAthlete = await graphql(app(), athlete, CREATE_IMPORT, { clubId });
    expect(refusals(byAthlete)).toEqual(['Only club staff can import files']);
    const rival = await createRivalClub(db());
    const theirs = await createShortMatch(db(), rival.clubId);
    expect(
      refusals(await graphql(app(), coach, CREATE_IMPORT, { clubId, sessionId: theirs.id })),
    ).toEqual(['Session not found']);
    expect(refusals(await graphql(app(), coach, CREATE_IMPORT, { clubId: rival.clubId }))).toEqual([
      'Club not found',
    ]);
    const ours = await createShortMatch(db(), clubId);
    const started = await graphql<{ createImport: ImportPayload }>(app(), coach, CREATE_IMPORT, {
      clubId,
      sessionId: ours.id,
    });
    expect(started.data!.createImport.import!.session).toEqual({ id: ours.id });
  });

  it('does not exist for an athlete of the club', async () => {
    const importId = await createImport(app(), coach, clubId);
    const fileId = await sendImportFile(app(), coach, importId, {
      name: 'mine.csv',
      content: edgeFileWithSerial('IMP-REVIEW-1', 80),
    });
    const read = await untilRead(app(), coach, importId);
    const trackId = read.files[0]!.tracks[0]!.id;
    const asked = await graphql(app(), athlete, IMPORT_QUERY, { id: importId });
    expect([asked.data, refusals(asked)]).toEqual([{ import: null }, ['Import not found']]);
    expect(
      refusals(await graphql(app(), athlete, SET_ATHLETE, { trackId, athleteId: null })),
    ).toEqual(['Track not found']);
    expect(refusals(await graphql(app(), athlete, REMOVE_IMPORT_FILE, { fileId }))).toEqual([
      'File not found',
    ]);
    expect(refusals(await graphql(app(), athlete, MAP_COLUMNS, { fileId, mapping }))).toEqual([
      'File not found',
    ]);
    const mappings = await graphql(
      app(),
      athlete,
      `query ($id: ID!) { club(id: $id) { columnMappings { id } } }`,
      {
        id: clubId,
      },
    );
    expect(refusals(mappings)).toEqual([
      'Only club staff can import files and manage a session’s files',
    ]);
  });
});

describe('reviewing the files', () => {
  it("leaves a track out, and removes a file before 'Process'", async () => {
    const importId = await createImport(app(), coach, clubId);
    const fileId = await sendImportFile(app(), coach, importId, {
      name: 'out.csv',
      content: edgeFileWithSerial('IMP-REVIEW-2', 81),
    });
    const read = await untilRead(app(), coach, importId);
    const nobody = await graphql<{ setImportTrackAthlete: ImportPayload }>(
      app(),
      coach,
      SET_ATHLETE,
      {
        trackId: read.files[0]!.tracks[0]!.id,
        athleteId: null,
      },
    );
    expect(nobody.data!.setImportTrackAthlete.import!.files[0]!.tracks[0]).toMatchObject({
      athlete: null,
      matchedBy: 'coach',
    });
    const unknown = await graphql(app(), coach, SET_ATHLETE, {
      trackId: read.files[0]!.tracks[0]!.id,
      athleteId: '0d3c51a4-9d1e-4c0b-8f6f-3d0c2a9e4b77',
    });
    expect(refusals(unknown)).toEqual(['Athlete not found']);
    const removed = await graphql<{ removeImportFile: ImportPayload }>(
      app(),
      coach,
      REMOVE_IMPORT_FILE,
      {
        fileId,
      },
    );
    expect(removed.data!.removeImportFile.import!.files).toEqual([]);
    expect(await db().select().from(importFiles).where(eq(importFiles.id, fileId))).toEqual([]);
  });

  it('maps the columns of a CSV it does not know, saves the mapping once by name, and reads it again', async () => {
    const importId = await createImport(app(), coach, clubId);
    const fileId = await sendImportFile(app(), coach, importId, {
      name: 'other.csv',
      content: 'time,lat,lng\n2026-11-14T15:00:00Z,51.5,-0.1\n',
    });
    const read = await untilRead(app(), coach, importId);
    expect(read.files[0]).toMatchObject({ status: 'unreadable', format: null });
    const map = (variables: Record<string, unknown>) =>
      graphql<{ mapImportFileColumns: ImportPayload }>(app(), coach, MAP_COLUMNS, {
        fileId,
        ...variables,
      });

    expect(
      refusals(
        await map({ mapping: { timeColumn: 'time', timeFormat: 'iso', latitudeColumn: 'lat' } }),
      ),
    ).toEqual(['Choose the longitude column.']);
    expect(refusals(await map({ mapping, saveAs: ' ' }))).toEqual([
      "A mapping's name is 1 to 80 characters.",
    ]);
    expect(refusals(await map({ mapping, saveAs: 'x'.repeat(81) }))).toEqual([
      "A mapping's name is 1 to 80 characters.",
    ]);
    const saved = await map({ mapping, saveAs: 'Club GPS export' });
    expect(refusals(saved)).toEqual([]);
    expect(saved.data!.mapImportFileColumns.import!.files[0]).toMatchObject({
      status: 'received',
      columnMapping: {
        id: null,
        name: null,
        timeColumn: 'time',
        latitudeColumn: 'lat',
        longitudeColumn: 'lng',
      },
    });
    expect(refusals(await map({ mapping, saveAs: 'Club GPS export' }))).toEqual([
      'The club already has a mapping called "Club GPS export".',
    ]);
    const [stored] = await db()
      .select()
      .from(columnMappings)
      .where(eq(columnMappings.clubId, clubId));
    expect(stored!.mapping).toMatchObject({ ...mapping, timeZone: 'UTC' });
    const listed = await graphql<{
      club: { columnMappings: { name: string; timeColumn: string }[] };
    }>(
      app(),
      coach,
      `query ($id: ID!) { club(id: $id) { columnMappings { id name timeColumn } } }`,
      { id: clubId },
    );
    expect(listed.data!.club.columnMappings).toEqual([
      expect.objectContaining({ name: 'Club GPS export', timeColumn: 'time' }),
    ]);
    // Read again through the mapping, by the domain's importer of mapped CSVs (or its refusal).
    const again = await untilRead(app(), coach, importId);
    expect(['ready', 'unreadable']).toContain(again.files[0]!.status);
  });
});

describe('an import left unprocessed', () => {
  it('is removed with its files after seven days, and a processed one is kept', async () => {
    const stale = await createImport(app(), coach, clubId);
    const fresh = await createImport(app(), coach, clubId);
    const processed = await createImport(app(), coach, clubId);
    await sendImportFile(app(), coach, stale, { name: 'old.csv', content: 'a,b\n' });
    const eightDaysAgo = sql`now() - interval '8 days'`;
    await db().update(imports).set({ createdAt: eightDaysAgo }).where(eq(imports.id, stale));
    await db()
      .update(imports)
      .set({ createdAt: eightDaysAgo, processedAt: new Date() })
      .where(eq(imports.id, processed));
    expect(await removeStaleImports(db())).toBe(1);
    const left = (await db().select({ id: imports.id }).from(imports)).map((row) => row.id);
    expect(left).not.toContain(stale);
    expect(left).toEqual(expect.arrayContaining([fresh, processed]));
    expect(await db().select().from(importFiles).where(eq(importFiles.importId, stale))).toEqual(
      [],
    );
  });
});
