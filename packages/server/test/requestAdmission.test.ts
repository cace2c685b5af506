import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteDatabase } from '../src/db/pgliteDatabase.js';
import { admissionLimits, RequestAdmission } from '../src/http/RequestAdmission.js';
import { graphqlOnlyApp } from './support/graphqlOnlyApp.js';
import { heldOperations } from './support/heldOperations.js';
import { signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

describe('RequestAdmission', () => {
  afterEach(() => vi.useRealTimers());

  it('works on a bounded number at once, lets a bounded number wait, and refuses the rest at once', async () => {
    const admission = new RequestAdmission({ running: 2, waiting: 1, waitMs: 1000 });
    const first = await admission.admit();
    const second = await admission.admit();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    const third = admission.admit();
    expect(await admission.admit()).toBeNull();
    expect(admission.size).toEqual({ running: 2, waiting: 1 });
    first!();
    expect(await third).toBeTypeOf('function');
    expect(admission.size).toEqual({ running: 2, waiting: 0 });
  });

  it('refuses a request that waited too long, and one whose client has gone', async () => {
    vi.useFakeTimers();
    const admission = new RequestAdmission({ running: 1, waiting: 5, waitMs: 1000 });
    const running = await admission.admit();
    const late = admission.admit();
    const client = new AbortController();
    const abandoned = admission.admit(client.signal);
    client.abort();
    expect(await abandoned).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await late).toBeNull();
    expect(admission.size).toEqual({ running: 1, waiting: 0 });
    running!();
    expect(admission.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses, when a place frees, a request that waited too long though its timer has not run', async () => {
    // The thread was kept busy (statements of an embedded database): no timer ran meanwhile.
    let now = 0;
    const admission = new RequestAdmission({ running: 1, waiting: 5, waitMs: 1000 }, () => now);
    const running = await admission.admit();
    const late = admission.admit();
    now = 900;
    const inTime = admission.admit();
    now = 1_500;
    running!();
    expect(await late).toBeNull();
    const admitted = await inTime;
    expect(admitted).toBeTypeOf('function');
    expect(admission.size).toEqual({ running: 1, waiting: 0 });
    admitted!();
    expect(admission.size).toEqual({ running: 0, waiting: 0 });
  });

  it('counts a turn ended twice once', async () => {
    const admission = new RequestAdmission({ running: 1, waiting: 0, waitMs: 1000 });
    const release = await admission.admit();
    release!();
    release!();
    expect(admission.size).toEqual({ running: 0, waiting: 0 });
    expect(await admission.admit()).toBeTypeOf('function');
    expect(await admission.admit()).toBeNull();
  });
});

describe('a process on the embedded database', () => {
  it('works on fewer requests at once than one on PostgreSQL', () => {
    expect(admissionLimits('pglite').running).toBeLessThan(admissionLimits('postgres').running);
  });

  it('lets the event loop take a turn before each statement, so sockets are read meanwhile', async () => {
    const database = pgliteDatabase(new PGlite());
    try {
      const order: string[] = [];
      setImmediate(() => order.push('turn'));
      await database.executeSql('select $1::int as one', [1]);
      order.push('statement');
      setImmediate(() => order.push('turn'));
      await database.db.execute('select 1');
      order.push('statement');
      setImmediate(() => order.push('turn'));
      await database.executeSql('select 1; select 2');
      order.push('script');
      expect(order).toEqual(['turn', 'statement', 'turn', 'statement', 'turn', 'script']);
    } finally {
      await database.close();
    }
  });
});

describe('/api/graphql under overload', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let coach: Session;
  const held = heldOperations();

  beforeAll(async () => {
    testApp = await startTestApp();
    app = await graphqlOnlyApp(testApp, {
      plugins: [held.plugin],
      admission: new RequestAdmission({ running: 1, waiting: 0, waitMs: 1000 }),
    });
    coach = await signIn(testApp.app, 'coach@touchline.test');
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  const ask = () =>
    app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ currentPerson { name } }' },
      headers: coach.headers,
    });

  it('answers 503 with Retry-After at once past its bounds, and answers again once there is room', async () => {
    const first = ask();
    await held.nextReached();
    const refused = await ask();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ error: 'The server is busy: try again in a moment.' });
    held.release();
    expect((await first).statusCode).toBe(200);
    const again = await ask();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { currentPerson: { name: 'Alex Morgan' } } });
  });
});
