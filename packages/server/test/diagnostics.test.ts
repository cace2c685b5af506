import { createPublicKey, randomBytes, verify, type KeyObject } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { devices, diagnosticsSignatures } from '../src/db/tables.js';
import { DEMO_PASSWORD } from '../src/demo/demoAccounts.js';
import { createAccount } from '../src/modules/people/accounts.service.js';
import {
  MAX_SIGNATURES_PER_PERSON,
  recordSignature,
  SIGNATURE_WINDOW_MS,
} from '../src/modules/diagnostics/signatureLedger.js';
import { runCli } from './support/runCli.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

const SECURE_MESSAGE = `query SecureMessage($serialNumber: String!, $boardName: String!, $message: String!) {
  device(serialNumber: $serialNumber, boardName: $boardName, message: $message) {
    serialNumber
    boardName
    signedMessage
  }
}`;

interface SecureMessageData {
  device: { serialNumber: string; boardName: string; signedMessage: string };
}

let testApp: TestApp;
let db: Db;
let dataDir: string;
let staff: Session;
let publicKey: KeyObject;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'touchline-diagnostics-'));
  testApp = await startTestApp({ env: { TOUCHLINE_DATA_DIR: dataDir } });
  db = testApp.testDatabase.database.db;
  staff = await signIn(testApp.app, 'staff@touchline.test');
  // The CLI reads (or creates) the very key the running server signs with.
  const printed = await runCli(['diagnostics', 'public-key'], { TOUCHLINE_DATA_DIR: dataDir });
  expect(printed).toMatchObject({ code: 0, stderr: '' });
  publicKey = createPublicKey(printed.stdout);
});
afterAll(() => testApp.close());

function secureMessage(session: Session | null, variables: Record<string, string>) {
  return graphql<SecureMessageData>(testApp.app, session, SECURE_MESSAGE, variables);
}

/** docs/product/diagnostics-protocol.md's layout, spelled out byte by byte. */
function expectedMessage(serial: string, board: string, nonce: Buffer) {
  return Buffer.concat([
    Buffer.from('TOUCHLINE-MDS-UNLOCK-v1', 'ascii'),
    Buffer.of(0, Buffer.byteLength(serial)),
    Buffer.from(serial, 'utf8'),
    Buffer.of(Buffer.byteLength(board)),
    Buffer.from(board, 'utf8'),
    nonce,
  ]);
}

const lastSignature = async () =>
  (await db.select().from(diagnosticsSignatures).orderBy(desc(diagnosticsSignatures.signedAt)))[0];

describe('SecureMessage', () => {
  it('signs the unlock message with the key the CLI prints, and audits it', async () => {
    const nonce = randomBytes(16);
    const answer = await secureMessage(staff, {
      serialNumber: 'EDGE-9001',
      boardName: 'edge-2.1.0',
      message: nonce.toString('base64'),
    });
    expect(answer.errors).toBeUndefined();
    const signature = Buffer.from(answer.data!.device.signedMessage, 'base64');
    expect(signature).toHaveLength(64);
    const message = expectedMessage('EDGE-9001', 'edge-2.1.0', nonce);
    expect(verify(null, message, publicKey, signature)).toBe(true);
    const otherNonce = expectedMessage('EDGE-9001', 'edge-2.1.0', randomBytes(16));
    expect(verify(null, otherNonce, publicKey, signature)).toBe(false);

    const [device] = await db.select().from(devices).where(eq(devices.serialNumber, 'EDGE-9001'));
    expect(device).toMatchObject({ kind: 'Edge', boardName: 'edge-2.1.0', ownerKind: null });
    const audit = await lastSignature();
    expect(audit).toMatchObject({
      personEmail: 'staff@touchline.test',
      deviceId: device!.id,
      serialNumber: 'EDGE-9001',
      boardName: 'edge-2.1.0',
      nonce: nonce.toString('base64'),
    });
    expect(Date.now() - audit!.signedAt.getTime()).toBeLessThan(60_000);
  });

  it('keeps one row per tracker and its latest board name', async () => {
    await db.insert(devices).values({
      kind: 'Edge',
      serialNumber: 'EDGE-1001',
      boardName: 'Edge v2',
      ownerKind: 'Person',
    });
    const ask = (boardName: string) =>
      secureMessage(staff, {
        serialNumber: 'EDGE-1001',
        boardName,
        message: randomBytes(32).toString('base64'),
      });
    expect((await ask('edge-2.1.0')).errors).toBeUndefined();
    expect((await ask('edge-2.2.0')).errors).toBeUndefined();
    const rows = await db.select().from(devices).where(eq(devices.serialNumber, 'EDGE-1001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ boardName: 'edge-2.2.0', ownerKind: 'Person' });
  });

  it('refuses people who are not provider staff, and signed-out requests', async () => {
    const before = await db.select().from(diagnosticsSignatures);
    const variables = {
      serialNumber: 'EDGE-9002',
      boardName: 'edge-2.1.0',
      message: randomBytes(16).toString('base64'),
    };
    for (const email of ['coach@touchline.test', 'athlete@touchline.test']) {
      const answer = await secureMessage(await signIn(testApp.app, email), variables);
      expect(answer.data).toBeNull();
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: 'Only Touchline staff can unlock tracker diagnostics',
          extensions: { code: 'FORBIDDEN' },
        }),
      ]);
    }
    expect((await secureMessage(null, variables)).status).toBe(401);
    expect(await db.select().from(diagnosticsSignatures)).toHaveLength(before.length);
    expect(await db.select().from(devices).where(eq(devices.serialNumber, 'EDGE-9002'))).toEqual(
      [],
    );
  });

  it.each([
    [{ serialNumber: ' ' }, 'The serial number is empty.'],
    [{ boardName: 'x'.repeat(256) }, 'The board name is longer than 255 bytes.'],
    [{ message: randomBytes(8).toString('base64') }, 'The message must be'],
    [{ message: randomBytes(33).toString('base64') }, 'The message must be'],
    [{ message: 'not base64!' }, 'The message must be'],
  ])('refuses bad input %o', async (override, message) => {
    const answer = await secureMessage(staff, {
      serialNumber: 'EDGE-9003',
      boardName: 'edge-2.1.0',
      message: randomBytes(16).toString('base64'),
      ...override,
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringContaining(message) as string,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the signature rate limit', () => {
  it('allows a person the maximum in the window, across processes, then refuses', async () => {
    const email = 'second-staff@touchline.test';
    const person = await createAccount(db, {
      email,
      name: 'Second Staff',
      password: DEMO_PASSWORD,
      touchlineStaff: true,
    });
    const second = await testApp.buildSecondApp();
    // PostgreSQL: every other request goes to a second API process on the same database.
    const apps = second ? [testApp.app, second] : [testApp.app];
    const session = await signIn(testApp.app, email);
    const answers = await Promise.all(
      Array.from({ length: MAX_SIGNATURES_PER_PERSON + 5 }, (_, index) =>
        graphql(apps[index % apps.length]!, session, SECURE_MESSAGE, {
          serialNumber: `EDGE-RL-${index}`,
          boardName: 'edge-2.1.0',
          message: randomBytes(16).toString('base64'),
        }),
      ),
    );
    const refused = answers.filter((answer) => answer.errors);
    expect(answers.length - refused.length).toBe(MAX_SIGNATURES_PER_PERSON);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: 'Too many diagnostics unlocks in a short time: try again in 10 minutes.',
          extensions: { code: 'RATE_LIMITED' },
        }),
      ]);
    }
    const audited = await db
      .select()
      .from(diagnosticsSignatures)
      .where(eq(diagnosticsSignatures.personId, person.id));
    expect(audited).toHaveLength(MAX_SIGNATURES_PER_PERSON);

    // Once the oldest signature has left the window, one more is allowed.
    const later = new Date(Date.now() + SIGNATURE_WINDOW_MS + 1000);
    const record = {
      personId: person.id,
      personEmail: email,
      serialNumber: 'EDGE-RL-later',
      boardName: 'edge-2.1.0',
      nonce: randomBytes(16).toString('base64'),
    };
    await expect(recordSignature(db, record, later)).resolves.toBeUndefined();
  });

  it('counts each person separately', async () => {
    const answer = await secureMessage(staff, {
      serialNumber: 'EDGE-9004',
      boardName: 'edge-2.1.0',
      message: randomBytes(16).toString('base64'),
    });
    expect(answer.errors).toBeUndefined();
  });
});
