import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignInOutcome } from '../src/auth/signIn.js';
import { hashToken } from '../src/auth/sessionTokens.js';
import { throttledMessage } from '../src/auth/throttledMessage.js';
import {
  FREE_FAILURES,
  FREE_FAILURES_PER_ADDRESS,
  MAX_DELAY_MS,
  delayAfterFailuresMs,
} from '../src/auth/signInThrottle.js';
import type { Db } from '../src/db/database.js';
import { authSessions, signInAttempts } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/demo/demoAccounts.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

// The throttle against the real database, on a clock of the test's own:
// sign-in takes `now`, so no test waits or depends on how fast it runs.

let testDatabase: TestDatabase;
const db = (): Db => testDatabase.database.db;
beforeAll(async () => {
  testDatabase = await openTestDatabase();
});
afterAll(() => testDatabase.drop());

const T0 = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const SECOND = 1000;

/** Each test its own addresses, so no test counts another's failures. */
let lastAddress = 0;
const newAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

function attempt(
  email: string,
  ip: string,
  options: { password?: string; deviceToken?: string; now?: Date } = {},
): Promise<SignInOutcome> {
  return signIn(
    db(),
    { email, password: options.password ?? 'wrong-password', ip, deviceToken: options.deviceToken },
    options.now ?? T0,
  );
}

const correct = (email: string, ip: string, options: { deviceToken?: string; now?: Date } = {}) =>
  attempt(email, ip, { ...options, password: DEMO_PASSWORD });

async function failTimes(times: number, email: string, ip: string, now = T0, deviceToken?: string) {
  for (let failure = 0; failure < times; failure++) {
    expect(await attempt(email, ip, { now, deviceToken })).toEqual({ kind: 'invalid' });
  }
}

/** Failures written straight into the table, as earlier attempts (any process's) left them. */
async function seedFailures(
  times: number,
  failure: { email: string | ((index: number) => string); ip: string; device?: string },
  attemptedAt = T0,
) {
  await db()
    .insert(signInAttempts)
    .values(
      Array.from({ length: times }, (_, index) => ({
        email: typeof failure.email === 'string' ? failure.email : failure.email(index),
        ip: failure.ip,
        deviceHash: failure.device ? hashToken(failure.device) : null,
        attemptedAt,
      })),
    );
}

/** Signs in successfully and returns the device cookie the browser was given. */
async function deviceOf(email: string, ip: string, now = T0): Promise<string> {
  const outcome = await correct(email, ip, { now });
  if (outcome.kind !== 'signedIn') throw new Error(`signing in gave ${outcome.kind}`);
  return outcome.deviceToken;
}

describe('the delay after failures', () => {
  it('costs nothing for the first slips, then doubles up to the cap', () => {
    expect(
      Array.from({ length: 16 }, (_, failures) => delayAfterFailuresMs(failures, 3) / SECOND),
    ).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect(delayAfterFailuresMs(10_000, 3)).toBe(MAX_DELAY_MS);
  });
});

describe('one e-mail from one address', () => {
  it('waits a growing delay after repeated failures, even with the right password', async () => {
    const ip = newAddress();
    const email = 'athlete@touchline.test';
    await failTimes(FREE_FAILURES, email, ip);
    expect(await correct(email, ip, { now: at(500) })).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 1,
    });
    await failTimes(1, email, ip, at(SECOND));
    expect(await attempt(email, ip, { now: at(SECOND) })).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 2,
    });
    await failTimes(1, email, ip, at(3 * SECOND));
    expect(await attempt(email, ip, { now: at(3 * SECOND) })).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 4,
    });
    expect((await correct(email, ip, { now: at(7 * SECOND) })).kind).toBe('signedIn');
    // Success forgave the failures: slips are free again.
    await failTimes(FREE_FAILURES, email, ip, at(8 * SECOND));
  });

  it('never waits longer than the cap: a delay, not a lock-out', async () => {
    const ip = newAddress();
    const email = 'coach@touchline.test';
    await failTimes(3, email, ip);
    // Long runs of failures, one allowed attempt at a time.
    let now = T0.getTime();
    for (let failures = 3; failures < 16; failures++) {
      now += delayAfterFailuresMs(failures, FREE_FAILURES);
      await failTimes(1, email, ip, new Date(now));
    }
    expect(await correct(email, ip, { now: new Date(now) })).toEqual({
      kind: 'throttled',
      retryAfterSeconds: MAX_DELAY_MS / SECOND,
    });
    expect((await correct(email, ip, { now: new Date(now + MAX_DELAY_MS) })).kind).toBe('signedIn');
  });

  it('does not count attempts refused for waiting (waiting is not failing)', async () => {
    const ip = newAddress();
    const email = 'staff@touchline.test';
    await failTimes(FREE_FAILURES, email, ip);
    for (let early = 0; early < 10; early++) {
      expect((await attempt(email, ip, { now: at(100 * early) })).kind).toBe('throttled');
    }
    expect((await correct(email, ip, { now: at(SECOND) })).kind).toBe('signedIn');
  });

  it('lets no more than the free failures through when fired all at once', async () => {
    const ip = newAddress();
    const email = 'pending@touchline.test';
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => attempt(email, ip, { now: T0 })),
    );
    // Each attempt is written down before its password is checked, so they see each other.
    const verified = outcomes.filter((outcome) => outcome.kind === 'invalid').length;
    expect(verified).toBeLessThanOrEqual(FREE_FAILURES);
    expect(outcomes.filter((outcome) => outcome.kind === 'throttled')).toHaveLength(12 - verified);
  });

  it('keeps no one waiting within the free failures, whatever their order', async () => {
    // Attempts interleave: one that started later may write itself down first.
    const ip = newAddress();
    const email = 'staff@touchline.test';
    await seedFailures(FREE_FAILURES - 1, { email, ip }, at(200));
    await seedFailures(
      FREE_FAILURES_PER_ADDRESS - FREE_FAILURES,
      { email: (i) => `x${i}@touchline.test`, ip },
      at(200),
    );
    expect((await correct(email, ip, { now: at(100) })).kind).toBe('signedIn');
  });

  it('treats an unknown e-mail exactly like a known one', async () => {
    const ip = newAddress();
    const email = 'nobody@touchline.test';
    await failTimes(FREE_FAILURES, email, ip);
    expect(await attempt(email, ip, { now: at(500) })).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 1,
    });
  });
});

describe('strangers cannot keep an account owner out', () => {
  it('failures from another address do not slow the owner', async () => {
    const stranger = newAddress();
    const owner = newAddress();
    const email = 'coach@touchline.test';
    for (let failure = 0; failure < 30; failure++) {
      await attempt(email, stranger, { now: at(failure * MAX_DELAY_MS) });
    }
    expect((await correct(email, owner, { now: at(30 * MAX_DELAY_MS) })).kind).toBe('signedIn');
  });

  it('a teammate behind the same address typing another e-mail does not slow the owner', async () => {
    const clubHouse = newAddress();
    await failTimes(FREE_FAILURES, 'teammate@touchline.test', clubHouse);
    await failTimes(FREE_FAILURES, 'athlete@touchline.test', clubHouse);
    expect((await correct('coach@touchline.test', clubHouse)).kind).toBe('signedIn');
  });

  it('many e-mails failing from one address slow that address, but not a known browser', async () => {
    const stuffer = newAddress();
    const email = 'staff@touchline.test';
    const device = await deviceOf(email, stuffer);
    const guesses = FREE_FAILURES_PER_ADDRESS + 4;
    await seedFailures(
      guesses,
      { email: (index) => `guess-${index}@touchline.test`, ip: stuffer },
      at(SECOND),
    );
    // A browser that never signed in to the account from there waits...
    expect(await correct(email, stuffer, { now: at(SECOND) })).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 16,
    });
    expect(await attempt('another-guess@touchline.test', stuffer, { now: at(SECOND) })).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 16,
    });
    // ...the owner's own browser does not.
    expect((await correct(email, stuffer, { deviceToken: device, now: at(SECOND) })).kind).toBe(
      'signedIn',
    );
  });

  it("a known browser counts only its own failures, and a stranger's only theirs", async () => {
    const home = newAddress();
    const email = 'athlete@touchline.test';
    const device = await deviceOf(email, home);
    await seedFailures(10, { email, ip: home }, at(SECOND));
    // The stranger at the owner's address is slowed...
    expect((await attempt(email, home, { now: at(SECOND) })).kind).toBe('throttled');
    // ...the owner's browser, there, is not.
    expect((await correct(email, home, { deviceToken: device, now: at(SECOND) })).kind).toBe(
      'signedIn',
    );
    // Its own slips slow it like anyone else's.
    await failTimes(FREE_FAILURES, email, home, at(2 * SECOND), device);
    expect(await attempt(email, home, { deviceToken: device, now: at(2 * SECOND) })).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 1,
    });
  });

  it('a device cookie vouches only for the accounts signed in with it', async () => {
    const laptop = newAddress();
    const device = await deviceOf('coach@touchline.test', laptop);
    await seedFailures(10, { email: 'athlete@touchline.test', ip: laptop });
    expect(
      (await correct('athlete@touchline.test', laptop, { deviceToken: device, now: at(SECOND) }))
        .kind,
    ).toBe('throttled');
    expect((await correct('athlete@touchline.test', laptop, { deviceToken: 'forged' })).kind).toBe(
      'throttled',
    );
  });

  it('one browser may vouch for several accounts (a shared laptop)', async () => {
    const laptop = newAddress();
    const first = await deviceOf('coach@touchline.test', laptop);
    const outcome = await correct('staff@touchline.test', laptop, { deviceToken: first });
    expect(outcome).toMatchObject({ kind: 'signedIn', deviceToken: first });
    await seedFailures(10, { email: 'coach@touchline.test', ip: laptop }, at(SECOND));
    expect(
      (await correct('coach@touchline.test', laptop, { deviceToken: first, now: at(SECOND) })).kind,
    ).toBe('signedIn');
  });
});

describe('what is written down', () => {
  it('a success forgets its own failures and nobody else’s', async () => {
    const owner = newAddress();
    const stranger = newAddress();
    const email = 'coach@touchline.test';
    await failTimes(2, email, owner);
    await failTimes(2, email, stranger);
    await correct(email, owner);
    const failuresFrom = async (ip: string) => {
      const [row] = await db()
        .select({ count: count() })
        .from(signInAttempts)
        .where(and(eq(signInAttempts.email, email), eq(signInAttempts.ip, ip)));
      return row?.count;
    };
    expect(await failuresFrom(owner)).toBe(0);
    expect(await failuresFrom(stranger)).toBe(2);
  });

  it('only the hash of a device cookie is stored', async () => {
    const ip = newAddress();
    const device = await deviceOf('staff@touchline.test', ip);
    await failTimes(1, 'staff@touchline.test', ip, T0, device);
    const [row] = await db()
      .select({ deviceHash: signInAttempts.deviceHash })
      .from(signInAttempts)
      .where(eq(signInAttempts.ip, ip));
    expect(row?.deviceHash).toBe(hashToken(device));
  });

  it.each([
    ['a NUL byte', 'coach\u0000@touchline.test'],
    ['a line break', 'coach@touchline.test\r\nX: y'],
    ['half a character', 'coach\ud800@touchline.test'],
    ['more than an address can hold', `${'a'.repeat(400)}@touchline.test`],
  ])('an e-mail with %s fails at once and writes nothing', async (_what, email) => {
    const ip = newAddress();
    const [sessionsBefore] = await db().select({ count: count() }).from(authSessions);
    expect(await attempt(email, ip, { password: DEMO_PASSWORD })).toEqual({ kind: 'invalid' });
    const [attempts] = await db()
      .select({ count: count() })
      .from(signInAttempts)
      .where(eq(signInAttempts.ip, ip));
    expect(attempts?.count).toBe(0);
    const [sessionsAfter] = await db().select({ count: count() }).from(authSessions);
    expect(sessionsAfter?.count).toBe(sessionsBefore?.count);
  });
});

describe('the page’s text while waiting', () => {
  it.each([
    [1, 'Too many failed sign-in attempts. Please try again in 1 second.'],
    [59, 'Too many failed sign-in attempts. Please try again in 59 seconds.'],
    [60, 'Too many failed sign-in attempts. Please try again in 1 minute.'],
    [61, 'Too many failed sign-in attempts. Please try again in 2 minutes.'],
    [900, 'Too many failed sign-in attempts. Please try again in 15 minutes.'],
  ])('%i s: %s', (seconds, text) => {
    expect(throttledMessage(seconds)).toBe(text);
  });
});
