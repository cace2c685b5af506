import { createHash, randomBytes } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileParts, importFiles, imports, uploads } from '../../src/db/tables.js';
import { removeStaleImports } from '../../src/modules/imports/removeStaleImports.js';
import { removeAbandonedFileParts } from '../../src/modules/processing/removeAbandonedFileParts.js';
import { createImport, REMOVE_IMPORT_FILE, sendImportFile } from '../imports/importOperations.js';
import { app, clubId, coach, db, useImportsWorld } from '../imports/importsWorld.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { addAthletes, createShortMatch, edgeExports } from '../support/sessionFixtures.js';
import { storedBytes, storeFileParts, unownedParts } from '../support/storedFile.js';
import { graphql } from '../support/testApp.js';
import { postUpload } from '../support/uploadFile.js';

// A stored file's gzip lives in file_parts, a megabyte a row, written while the file
// arrives: these tests follow the parts from the first byte to the owner's deletion.

const MEBIBYTE = 1 << 20;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const unowned = () => unownedParts(db());

const partsOf = (contentId: string) =>
  db()
    .select({ part: fileParts.part, bytes: sql<number>`length(${fileParts.gzip})` })
    .from(fileParts)
    .where(eq(fileParts.contentId, contentId))
    .orderBy(fileParts.part);

let players: string[];
let baseUrl: string;
useImportsWorld();
beforeAll(async () => {
  players = await addAthletes(db(), clubId, ['Parts One', 'Parts Two', 'Parts Three']);
  await app().listen({ port: 0, host: '127.0.0.1' });
  const address = app().server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

/** POST /api/imports/:id/files with a body written piece by piece, as a slow browser sends it. */
function streamedImportFile(importId: string) {
  const boundary = 'touchlinepartsboundary';
  const sending: ClientRequest = request(`${baseUrl}/api/imports/${importId}/files`, {
    method: 'POST',
    headers: { ...coach.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sending.on('error', reject);
    sending.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
  });
  sending.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="noise.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    sending,
    answer,
    write: (bytes: Uint8Array) =>
      new Promise<void>((resolve) =>
        sending.write(bytes) ? resolve() : sending.once('drain', resolve),
      ),
    end: () => sending.end(`\r\n--${boundary}--\r\n`),
  };
}

describe("a file's stored parts", () => {
  it('are written while the file arrives, a megabyte each, and read back as it was sent', async () => {
    const importId = await createImport(app(), coach, clubId);
    // Random bytes do not compress: 2.5 MiB sent make three parts of gzip.
    const content = randomBytes(2.5 * MEBIBYTE);
    const upload = streamedImportFile(importId);
    await upload.write(content.subarray(0, 2.2 * MEBIBYTE));
    // Two parts are stored before the rest of the file is sent.
    await expect.poll(unowned, { timeout: 60_000 }).toBe(2);
    await upload.write(content.subarray(2.2 * MEBIBYTE));
    upload.end();
    const { status, body } = await upload.answer;
    expect(status, body).toBe(201);

    const { fileId } = JSON.parse(body) as { fileId: string };
    const [file] = await db().select().from(importFiles).where(eq(importFiles.id, fileId));
    const parts = await partsOf(file!.contentId!);
    expect(parts.map(({ part }) => part)).toEqual([0, 1, 2]);
    expect(parts.slice(0, 2).map(({ bytes }) => bytes)).toEqual([MEBIBYTE, MEBIBYTE]);
    const owners = await db()
      .selectDistinct({ importFileId: fileParts.importFileId })
      .from(fileParts)
      .where(eq(fileParts.contentId, file!.contentId!));
    expect(owners).toEqual([{ importFileId: fileId }]);
    const back = await storedBytes(db(), file!.contentId!);
    expect(sha256(back)).toBe(sha256(content));
    expect(file!.sha256).toBe(sha256(content));
    expect(file!.byteSize).toBe(content.length);
  });

  it('are deleted when the sender goes before the file has arrived', async () => {
    const importId = await createImport(app(), coach, clubId);
    const upload = streamedImportFile(importId);
    upload.answer.catch(() => undefined);
    await upload.write(randomBytes(1.5 * MEBIBYTE));
    await expect.poll(unowned, { timeout: 60_000 }).toBe(1);
    upload.sending.destroy();
    await expect.poll(unowned, { timeout: 60_000 }).toBe(0);
    expect(await db().select().from(importFiles).where(eq(importFiles.importId, importId))).toEqual(
      [],
    );
  });

  it('are never kept for a refused upload', async () => {
    const { id: sessionId } = await createShortMatch(db(), clubId);
    const otherClub = await clubIdNamed(db(), 'Touchline Hoops');
    const { id: otherSession } = await createShortMatch(db(), otherClub);
    const refusedUploads = [
      // Stored as it arrives, then refused: its format is not known.
      [{ sessionId, athleteId: players[0]! }, randomBytes(1.5 * MEBIBYTE), 422],
      [{ sessionId, athleteId: players[0]! }, '', 422],
      // Refused as it begins, never stored: the athlete is not of the session's club.
      [{ sessionId: otherSession, athleteId: players[0]! }, edgeExports(1)[0]!, 422],
    ] as const;
    for (const [fields, content, status] of refusedUploads) {
      const response = await postUpload(app(), coach, fields, { name: 'refused.csv', content });
      expect(response.statusCode, response.body).toBe(status);
      expect(await unowned()).toBe(0);
    }
    expect(await db().select().from(uploads).where(eq(uploads.sessionId, sessionId))).toEqual([]);
  });

  it("go with their owner: a session's file, a session, an import's file, a stale import", async () => {
    const { id: sessionId } = await createShortMatch(db(), clubId);
    const upload = async (athlete: number) => {
      const response = await postUpload(
        app(),
        coach,
        { sessionId, athleteId: players[athlete]! },
        { name: `p${athlete}.csv`, content: edgeExports(3, 90)[athlete]! },
      );
      expect(response.statusCode, response.body).toBe(201);
      const { uploadId } = response.json<{ uploadId: string }>();
      const [row] = await db().select().from(uploads).where(eq(uploads.id, uploadId));
      expect((await partsOf(row!.contentId)).length).toBe(1);
      return row!;
    };
    const removed = await upload(0);
    const answer = await graphql(
      app(),
      coach,
      'mutation ($id: ID!) { removeSessionFile(id: $id) { errors { fullMessages } } }',
      { id: removed.id },
    );
    expect(answer.errors).toBeUndefined();
    expect(await partsOf(removed.contentId)).toEqual([]);

    const kept = await upload(1);
    const deleted = await graphql(
      app(),
      coach,
      'mutation ($id: ID!) { deleteSession(id: $id) { errors { fullMessages } } }',
      { id: sessionId },
    );
    expect(deleted.errors).toBeUndefined();
    expect(await partsOf(kept.contentId)).toEqual([]);

    const importId = await createImport(app(), coach, clubId);
    const contentOf = async (fileId: string) =>
      (await db().select().from(importFiles).where(eq(importFiles.id, fileId)))[0]!.contentId!;
    const first = await sendImportFile(app(), coach, importId, { name: 'a.csv', content: 'x' });
    const second = await sendImportFile(app(), coach, importId, { name: 'b.csv', content: 'y' });
    const [firstContent, secondContent] = [await contentOf(first), await contentOf(second)];
    await graphql(app(), coach, REMOVE_IMPORT_FILE, { fileId: first });
    expect(await partsOf(firstContent)).toEqual([]);
    expect((await partsOf(secondContent)).length).toBe(1);
    await db()
      .update(imports)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(imports.id, importId));
    expect(await removeStaleImports(db())).toBe(1);
    expect(await partsOf(secondContent)).toEqual([]);
  });

  it('left by a receipt that stopped are swept after a day, and only those', async () => {
    const abandoned = await storeFileParts(db(), clubId, 'left by a crash');
    const arriving = await storeFileParts(db(), clubId, 'still arriving');
    const importId = await createImport(app(), coach, clubId);
    const kept = await sendImportFile(app(), coach, importId, { name: 'kept.csv', content: 'z' });
    await db()
      .update(fileParts)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(fileParts.contentId, abandoned.contentId));
    await db()
      .update(fileParts)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(fileParts.importFileId, kept));
    expect(await removeAbandonedFileParts(db())).toBe(1);
    expect(await partsOf(abandoned.contentId)).toEqual([]);
    expect((await partsOf(arriving.contentId)).length).toBe(1);
    const [keptFile] = await db().select().from(importFiles).where(eq(importFiles.id, kept));
    expect((await partsOf(keptFile!.contentId!)).length).toBe(1);
    await db().delete(fileParts).where(eq(fileParts.contentId, arriving.contentId));
  });
});
