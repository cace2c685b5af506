import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { athletes, fileParts, uploads } from '../../src/db/tables.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { createShortMatch } from '../support/sessionFixtures.js';
import { storeFileParts } from '../support/storedFile.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { clubRowsDigest } from './clubRowsDigest.js';

// The isolation walks trust this digest to see any change of a club's rows.
let testApp: TestApp;
let clubId: string;
let otherClubId: string;
const database = () => testApp.testDatabase.database;
const digest = () => clubRowsDigest(database(), clubId);

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  clubId = await clubIdNamed(database().db, 'Touchline FC');
  otherClubId = await clubIdNamed(database().db, 'Touchline Hoops');
});
afterAll(() => testApp?.close());

it("changes with any column of the club's rows, bytes included, and with no other club's", async () => {
  const { db } = database();
  const { id: sessionId } = await createShortMatch(db, clubId);
  const stored = await storeFileParts(db, clubId, 'edge file');
  const [upload] = await db
    .insert(uploads)
    .values({
      clubId,
      sessionId,
      fileName: 'edge.csv',
      format: 'edge',
      byteSize: 9,
      sha256: 'not checked here',
      contentId: stored.contentId,
    })
    .returning();
  await stored.keep({ uploadId: upload!.id });
  const before = await digest();
  expect(await digest()).toBe(before);

  const [part] = await db.select().from(fileParts).where(eq(fileParts.contentId, stored.contentId));
  const setBytes = (gzip: Uint8Array) =>
    db.update(fileParts).set({ gzip }).where(eq(fileParts.contentId, stored.contentId));
  await setBytes(new Uint8Array([1, 2, 4]));
  const bytesChanged = await digest();
  expect(bytesChanged).not.toBe(before);
  await setBytes(part!.gzip);
  expect(await digest()).toBe(before);

  await db.update(athletes).set({ name: 'Someone Else' }).where(eq(athletes.clubId, otherClubId));
  expect(await digest()).toBe(before);
  const [athlete] = await db.select().from(athletes).where(eq(athletes.clubId, clubId)).limit(1);
  await db.update(athletes).set({ initials: 'ZZ' }).where(eq(athletes.id, athlete!.id));
  expect(await digest()).not.toBe(before);
  await db.delete(uploads).where(eq(uploads.id, upload!.id));
  expect(await digest()).not.toBe(before);
});
