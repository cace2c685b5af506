import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importFiles, importTracks } from '../../src/db/tables.js';
import { fuzzUploads } from '../support/fuzzUploads.js';
import { edgeExports } from '../support/sessionFixtures.js';
import { unownedParts } from '../support/storedFile.js';
import { graphql } from '../support/testApp.js';
import { multipartBody } from '../support/uploadFile.js';
import { createImport, postImportFile, untilRead } from './importOperations.js';
import { app, clubId, coach, db, useImportsWorld } from './importsWorld.js';
import { INTERNAL_TEXT, isPrintable } from '../support/leakedText.js';

useImportsWorld();

function expectNothingInternal(status: number, body: string) {
  expect(status).toBeLessThan(500);
  expect(body).not.toMatch(INTERNAL_TEXT);
}

/** The import's files as stored: each read whole, or unreadable with nothing of it kept. */
async function storedFiles(importId: string) {
  const files = await db().select().from(importFiles).where(eq(importFiles.importId, importId));
  const tracks =
    files.length === 0
      ? []
      : await db()
          .select({ fileId: importTracks.importFileId })
          .from(importTracks)
          .where(
            inArray(
              importTracks.importFileId,
              files.map((file) => file.id),
            ),
          );
  return files.map((file) => ({
    ...file,
    tracks: tracks.filter((track) => track.fileId === file.id).length,
  }));
}

/** A file over the 200 MB limit, sent as a stream of zeros (it never sits in memory whole). */
function oversizedBody(boundary: string): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="season.csv"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const chunk = new Uint8Array(1 << 20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
      if (sent > 201) {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += 1;
    },
  });
}

describe('POST /api/imports/:importId/files with hostile bytes', () => {
  it('answers every hostile or careless file without a 5xx; each is read whole or unreadable with a printable reason', async () => {
    const importId = await createImport(app(), coach, clubId);
    const files = fuzzUploads(edgeExports(1)[0]!, 13);
    for (const file of files) {
      const response = await postImportFile(app(), coach, importId, file);
      expectNothingInternal(response.statusCode, response.body);
      expect(response.statusCode, file.kind).toBe(201);
    }
    await untilRead(app(), coach, importId);
    const stored = await storedFiles(importId);
    expect(stored).toHaveLength(files.length);
    for (const file of stored) {
      expect(isPrintable(file.fileName)).toBe(true);
      if (file.status === 'ready') {
        expect(file.tracks, file.fileName).toBeGreaterThan(0);
        expect(file.problem).toBeNull();
      } else {
        expect([file.status, file.tracks], file.fileName).toEqual(['unreadable', 0]);
        expect(isPrintable(file.problem!)).toBe(true);
        expect(file.problem).not.toMatch(INTERNAL_TEXT);
        expect(file.problem!.length).toBeLessThanOrEqual(500);
      }
    }
    expect(stored.find((file) => file.fileName === 'good.csv')?.status).toBe('ready');
    const answer = await graphql(app(), coach, '{ currentPerson { name } }');
    expect(answer.data).toEqual({ currentPerson: { name: 'Alex Morgan' } });
  }, 240_000);

  it('answers malformed multipart bodies with a 4xx and stores nothing', async () => {
    const importId = await createImport(app(), coach, clubId);
    const { payload, contentType } = multipartBody({}, { name: 'a.csv', content: 'x' });
    const boundary = contentType.split('boundary=')[1]!;
    const tooManyFields = multipartBody(
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, 'x'])),
      { name: 'a.csv', content: 'x' },
    );
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\nx\r\n`;
    const twoFiles = Buffer.from(`${part('a.csv')}${part('b.csv')}--${boundary}--\r\n`);
    const bodies: [string, Buffer, string][] = [
      ['no boundary', payload, contentType.replace(/; boundary=.*/, '')],
      ['cut off', payload.subarray(0, payload.length - 10), contentType],
      ['too many fields', tooManyFields.payload, tooManyFields.contentType],
      ['two files', twoFiles, contentType],
      ['garbage', Buffer.from('\u0000\u0001not multipart'), contentType],
      ['empty', Buffer.alloc(0), contentType],
    ];
    for (const [kind, body, type] of bodies) {
      const response = await app().inject({
        method: 'POST',
        url: `/api/imports/${importId}/files`,
        payload: body,
        headers: { ...coach.headers, 'content-type': type },
      });
      expectNothingInternal(response.statusCode, response.body);
      expect(response.statusCode, kind).toBeGreaterThanOrEqual(400);
      expect(response.json<{ error: string }>().error, kind).toBeTruthy();
      expect(await unownedParts(db()), kind).toBe(0);
    }
    expect(await storedFiles(importId)).toEqual([]);
  });

  it('refuses a file over 200 MB with its name, and keeps answering on new connections', async () => {
    const importId = await createImport(app(), coach, clubId);
    await app().listen({ port: 0, host: '127.0.0.1' });
    const address = app().server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}/api/imports/${importId}/files`;
    const boundary = 'touchlineoversized';
    const refused = await fetch(url, {
      method: 'POST',
      headers: { ...coach.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: oversizedBody(boundary),
      duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: 'season.csv: a file can be at most 200 MB.' });
    expect(await storedFiles(importId)).toEqual([]);
    expect(await unownedParts(db())).toBe(0);
    const { payload, contentType } = multipartBody(
      {},
      { name: 'next.csv', content: edgeExports(1)[0]! },
    );
    const accepted = await fetch(url, {
      method: 'POST',
      headers: { ...coach.headers, 'content-type': contentType },
      body: payload,
    });
    expect(accepted.status).toBe(201);
  });
});
