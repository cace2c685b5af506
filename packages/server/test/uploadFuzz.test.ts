import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteMetricSets, processingWarnings, rawTracks, uploads } from '../src/db/tables.js';
import { fuzzUploads } from './support/fuzzUploads.js';
import { INTERNAL_TEXT, isPrintable } from './support/leakedText.js';
import { clubIdNamed } from './support/rivalClub.js';
import { addAthletes, createShortMatch, edgeExports } from './support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { unownedParts } from './support/storedFile.js';
import { untilProcessed } from './support/untilProcessed.js';
import { multipartBody, postUpload } from './support/uploadFile.js';

let testApp: TestApp;
let coach: Session;
let sessionId: string;
let athleteIds: string[];

beforeAll(async () => {
  testApp = await startTestApp();
  const { db } = testApp.app.touchline.database;
  const clubId = await clubIdNamed(db, 'Touchline FC');
  sessionId = (await createShortMatch(db, clubId)).id;
  athleteIds = await addAthletes(
    db,
    clubId,
    Array.from({ length: 40 }, (_, i) => `Fuzz Player ${i + 1}`),
  );
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(() => testApp.close());

function expectNothingInternal(status: number, body: string) {
  expect(status).toBeLessThan(500);
  expect(body).not.toMatch(INTERNAL_TEXT);
}

describe('upload fuzz', () => {
  it('answers every hostile or careless file without a 5xx, and each ends in metrics or a warning', async () => {
    const files = fuzzUploads(edgeExports(1)[0]!, 12);
    expect(files.length).toBeLessThanOrEqual(athleteIds.length);
    const accepted: { kind: string; uploadId: string }[] = [];
    for (const [index, file] of files.entries()) {
      const response = await postUpload(
        testApp.app,
        coach,
        {
          sessionId,
          athleteId: athleteIds[index]!,
          ...(file.format ? { format: file.format } : {}),
        },
        { name: file.name, content: file.content },
      );
      expectNothingInternal(response.statusCode, response.body);
      if (response.statusCode === 201) {
        accepted.push({
          kind: file.kind,
          uploadId: response.json<{ uploadId: string }>().uploadId,
        });
      } else {
        expect(response.statusCode, file.kind).toBe(422);
        expect(isPrintable(response.json<{ error: string }>().error)).toBe(true);
        expect(await unownedParts(testApp.app.touchline.database.db), file.kind).toBe(0);
      }
    }
    expect(accepted.map((upload) => upload.kind)).toContain('good');
    expect(accepted.map((upload) => upload.kind)).toContain('nul-in-cell');

    const { db } = testApp.app.touchline.database;
    await untilProcessed(db, sessionId, 120_000);
    const tracks = await db
      .select({ id: rawTracks.id, status: rawTracks.status, uploadId: rawTracks.uploadId })
      .from(rawTracks)
      .where(
        inArray(
          rawTracks.uploadId,
          accepted.map((upload) => upload.uploadId),
        ),
      );
    expect(tracks).toHaveLength(accepted.length);
    const warnings = await db
      .select({ message: processingWarnings.message, uploadId: processingWarnings.uploadId })
      .from(processingWarnings)
      .where(eq(processingWarnings.sessionId, sessionId));
    const metricSets = await db
      .select({ participationId: athleteMetricSets.sessionParticipationId })
      .from(athleteMetricSets)
      .where(eq(athleteMetricSets.sessionId, sessionId));
    for (const track of tracks) {
      const kind = accepted.find((upload) => upload.uploadId === track.uploadId)!.kind;
      const warned = warnings.filter((warning) => warning.uploadId === track.uploadId);
      if (track.status === 'processed') expect(warned, kind).toHaveLength(0);
      else expect([track.status, warned.length], kind).toEqual(['failed', 1]);
    }
    expect(
      tracks.find((track) => accepted.find((u) => u.uploadId === track.uploadId)?.kind === 'good')
        ?.status,
    ).toBe('processed');
    expect(metricSets.length).toBeGreaterThan(0);
    for (const warning of warnings) {
      expect(isPrintable(warning.message)).toBe(true);
      expect(warning.message).not.toMatch(INTERNAL_TEXT);
      expect(warning.message.length).toBeLessThanOrEqual(500);
    }
    const names = await db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(eq(uploads.sessionId, sessionId));
    for (const { fileName } of names) expect(isPrintable(fileName)).toBe(true);

    // And the server still answers.
    const answer = await graphql(testApp.app, coach, '{ currentPerson { name } }');
    expect(answer.data).toEqual({ currentPerson: { name: 'Alex Morgan' } });
  }, 180_000);

  it('refuses tag mappings it could not store, and changes nothing', async () => {
    const before = await testApp.app.touchline.database.db.select({ id: uploads.id }).from(uploads);
    for (const tagMapping of [
      { 'a\u0000b': athleteIds[0] },
      { '\uD800': athleteIds[0] },
      Object.fromEntries(athleteIds.map((id, i) => [`x${'y'.repeat(200)}${i}`, id])),
      Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`t${i}`, athleteIds[0]])),
    ]) {
      const response = await postUpload(
        testApp.app,
        coach,
        { sessionId, tagMapping: JSON.stringify(tagMapping) },
        { name: 'tags.csv', content: 'timestamp,tag_id,x_m,y_m\n1,t0,1,1\n' },
      );
      expectNothingInternal(response.statusCode, response.body);
      expect(response.statusCode).toBe(422);
    }
    const after = await testApp.app.touchline.database.db.select({ id: uploads.id }).from(uploads);
    expect(after).toHaveLength(before.length);
    expect(await unownedParts(testApp.app.touchline.database.db)).toBe(0);
  });

  it('answers malformed multipart bodies with a 4xx', async () => {
    const { payload, contentType } = multipartBody(
      { sessionId, athleteId: athleteIds[0]! },
      { name: 'a.csv', content: edgeExports(1)[0]! },
    );
    const boundaryless = contentType.replace(/; boundary=.*/, '');
    const cutOff = payload.subarray(0, payload.length - 40);
    const tooManyFields = multipartBody(
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, 'x'])),
      { name: 'a.csv', content: 'x' },
    );
    const boundary = contentType.split('boundary=')[1]!;
    const unclosed = payload.subarray(0, payload.lastIndexOf(`--${boundary}--`));
    const bodies: [string, Buffer, string][] = [
      ['no boundary', payload, boundaryless],
      ['cut off', cutOff, contentType],
      ['too many fields', tooManyFields.payload, tooManyFields.contentType],
      ['no closing boundary', unclosed, contentType],
      ['garbage', Buffer.from('\u0000\u0001not multipart'), contentType],
      ['empty', Buffer.alloc(0), contentType],
    ];
    for (const [kind, body, type] of bodies) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body,
        headers: { ...coach.headers, 'content-type': type },
      });
      expectNothingInternal(response.statusCode, response.body);
      expect(response.statusCode, kind).toBeGreaterThanOrEqual(400);
      expect(response.json<{ error: string }>().error, kind).toBeTruthy();
    }
  });

  it('keeps answering on a kept-alive connection after refusing a body half read', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/uploads`;
    const send = ({ payload, contentType }: ReturnType<typeof multipartBody>) =>
      fetch(url, {
        method: 'POST',
        headers: { ...coach.headers, 'content-type': contentType },
        body: payload,
        // A request left waiting behind the refused body's unread bytes never answers.
        signal: AbortSignal.timeout(20_000),
      });
    const good = () =>
      multipartBody(
        { sessionId, athleteId: athleteIds[1]! },
        { name: 'a.csv', content: edgeExports(1)[0]! },
      );
    for (let round = 0; round < 3; round++) {
      const refused = await send(
        multipartBody(
          Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, 'x'])),
          { name: 'a.csv', content: edgeExports(1)[0]! },
        ),
      );
      expect(refused.status).toBe(400);
      await refused.text();
      const accepted = await send(good());
      expect(accepted.status).toBe(201);
      await accepted.text();
    }
  });
});
