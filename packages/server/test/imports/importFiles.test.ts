import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importFiles, imports } from '../../src/db/tables.js';
import { readRecording } from '../support/recordings.js';
import { multipartBody } from '../support/uploadFile.js';
import {
  edgeFileWithSerial,
  gpxOf,
  positionsFile,
  simulatedTracks,
} from '../support/trackerFiles.js';
import {
  createImport,
  postImportFile,
  sendImportFile,
  untilRead,
  type ImportFileAnswer,
} from './importOperations.js';
import { app, athlete, clubId, coach, db, useImportsWorld } from './importsWorld.js';

useImportsWorld();

const byName = (files: ImportFileAnswer[], name: string) =>
  files.find((file) => file.fileName === name)!;

describe('reading the files of an import', () => {
  it('lists the tracks of each format Touchline reads, and why a file cannot be read', async () => {
    const importId = await createImport(app(), coach, clubId);
    const [track] = simulatedTracks(1, 21);
    await sendImportFile(app(), coach, importId, {
      name: 'edge.csv',
      content: edgeFileWithSerial('IMP-EDGE-1', 20),
    });
    await sendImportFile(app(), coach, importId, { name: 'watch.gpx', content: gpxOf(track!) });
    await sendImportFile(app(), coach, importId, {
      name: 'tags.csv',
      content: positionsFile(['T2', 'T1']),
    });
    await sendImportFile(app(), coach, importId, { name: 'notes.csv', content: 'a,b\n1,2\n' });
    const read = await untilRead(app(), coach, importId);
    expect(read.files.map((file) => file.fileName)).toEqual([
      'edge.csv',
      'watch.gpx',
      'tags.csv',
      'notes.csv',
    ]);
    const edge = byName(read.files, 'edge.csv');
    expect(edge).toMatchObject({ format: 'edge', status: 'ready', problem: null });
    expect(edge.tracks).toEqual([
      expect.objectContaining({
        key: 'IMP-EDGE-1',
        deviceSerial: 'IMP-EDGE-1',
        // The simulated athlete wears a heart-rate strap, as the demo's do.
        hasHeartRate: true,
        status: 'ready',
      }),
    ]);
    expect(edge.tracks[0]!.sampleCount).toBeGreaterThan(1000);
    expect(byName(read.files, 'watch.gpx')).toMatchObject({ format: 'gpx', status: 'ready' });
    expect(byName(read.files, 'watch.gpx').tracks).toEqual([
      expect.objectContaining({ key: track!.id, hasHeartRate: false }),
    ]);
    const tags = byName(read.files, 'tags.csv');
    expect(tags.format).toBe('positions');
    expect(tags.tracks.map((each) => [each.key, each.sampleCount])).toEqual([
      ['T1', 120],
      ['T2', 120],
    ]);
    expect(tags.tracks[0]!.startTime).toBe('2026-11-14T15:00:00.000Z');
    expect(tags.tracks[0]!.endTime).toBe('2026-11-14T15:01:59.000Z');
    expect(byName(read.files, 'notes.csv')).toMatchObject({
      format: null,
      status: 'unreadable',
      tracks: [],
    });
    expect(byName(read.files, 'notes.csv').problem).toMatch(
      /^notes\.csv, line 1: header row missing/,
    );
    const starts = read.files.flatMap((file) => file.tracks.map((each) => each.startTime)).sort();
    expect(read.proposedStartTime).toBe(starts[0]);
  });

  it('reads a FIT file with its device serial', async () => {
    const importId = await createImport(app(), coach, clubId);
    await sendImportFile(app(), coach, importId, {
      name: 'fenix2.fit',
      content: readRecording('fenix2-run.fit'),
    });
    const read = await untilRead(app(), coach, importId);
    const [file] = read.files;
    expect(file).toMatchObject({ format: 'fit', status: 'ready' });
    expect(file!.tracks).toHaveLength(1);
    expect(file!.tracks[0]!.deviceSerial).toMatch(/^\d+$/);
    expect(file!.tracks[0]!.hasHeartRate).toBe(true);
  });
});

describe('POST /api/imports/:importId/files', () => {
  const file = { name: 'edge.csv', content: 'timestamp,lat,lon\n' };

  it('answers signed-out people, other clubs, athletes and unknown imports before reading', async () => {
    const importId = await createImport(app(), coach, clubId);
    const signedOut = await postImportFile(app(), null, importId, file);
    expect(signedOut.statusCode).toBe(401);
    const noCsrf = await postImportFile(
      app(),
      { ...coach, headers: { cookie: coach.cookie } },
      importId,
      file,
    );
    expect([noCsrf.statusCode, noCsrf.json()]).toEqual([
      403,
      { error: 'Invalid or missing CSRF token.' },
    ]);
    const asAthlete = await postImportFile(app(), athlete, importId, file);
    const unknown = await postImportFile(
      app(),
      coach,
      '3f0c6f64-1d4e-4b8e-9d43-7c3a4f1e2b6a',
      file,
    );
    const malformed = await postImportFile(app(), coach, 'not-an-id', file);
    for (const answer of [asAthlete, unknown, malformed]) {
      expect([answer.statusCode, answer.json()]).toEqual([404, { error: 'Import not found' }]);
      expect(answer.headers.connection).toBe('close');
    }
    const notMultipart = await app().inject({
      method: 'POST',
      url: `/api/imports/${importId}/files`,
      payload: { file: 'x' },
      headers: coach.headers,
    });
    expect(notMultipart.statusCode).toBe(400);
    const formWithoutFile = multipartBody({ note: 'x' });
    const noFile = await app().inject({
      method: 'POST',
      url: `/api/imports/${importId}/files`,
      payload: formWithoutFile.payload,
      headers: { ...coach.headers, 'content-type': formWithoutFile.contentType },
    });
    expect([noFile.statusCode, noFile.json()]).toEqual([
      422,
      { error: 'Attach the file as the "file" field.' },
    ]);
    const rows = await db().select().from(importFiles).where(eq(importFiles.importId, importId));
    expect(rows).toEqual([]);
  });

  it('holds at most 100 files, and none once processed', async () => {
    const importId = await createImport(app(), coach, clubId);
    await db()
      .insert(importFiles)
      .values(
        Array.from({ length: 100 }, (_, k) => ({
          clubId,
          importId,
          fileName: `f${k}.csv`,
          byteSize: 1,
          sha256: String(k),
          status: 'unreadable' as const,
        })),
      );
    const full = await postImportFile(app(), coach, importId, file);
    expect([full.statusCode, full.json()]).toEqual([
      422,
      { error: 'An import holds at most 100 files.' },
    ]);
    await db().update(imports).set({ processedAt: new Date() }).where(eq(imports.id, importId));
    const processed = await postImportFile(app(), coach, importId, file);
    expect([processed.statusCode, processed.json()]).toEqual([
      422,
      { error: 'This import has been processed: start a new import to add files.' },
    ]);
    const rows = await db().select().from(importFiles).where(eq(importFiles.importId, importId));
    expect(rows).toHaveLength(100);
  });
});
