import { readFileSync } from 'node:fs';
import {
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../src/context.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/jobs/defineJob.js';
import { defineJobs } from '../src/jobs/defineJobs.js';
import { startJobWorkers } from '../src/jobs/startJobWorkers.js';
import { createLoaders } from '../src/loaders.js';
import { defineModule } from '../src/modules/defineModule.js';
import { modules } from '../src/modules/modules.js';
import { defineEvent } from '../src/pubsub/defineEvent.js';
import { parseEvent } from '../src/pubsub/parseEvent.js';
import { EVENTS_CHANNEL } from '../src/pubsub/touchlineEvents.js';
import { clubIdNamed } from './support/rivalClub.js';
import { graphql, signIn, startTestApp, type TestApp } from './support/testApp.js';
import { BACKGROUND_WAIT_MS } from './support/backgroundWait.js';

let testApp: TestApp;
let appSchema: GraphQLSchema | undefined;
beforeAll(async () => {
  // The executable schema the app's GraphQL endpoint serves, as Yoga hands it to plugins.
  const schemaOfApp: Plugin<GraphQLContext> = {
    onSchemaChange: ({ schema }) => {
      appSchema = schema as GraphQLSchema;
    },
  };
  testApp = await startTestApp({ graphqlPlugins: [schemaOfApp] });
});
afterAll(() => testApp.close());

/** Every name a module's SDL defines or extends, with the fields it adds to it. */
function declaredTypes(sdl: string): Map<string, string[]> {
  const types = new Map<string, string[]>();
  for (const definition of parse(sdl).definitions) {
    if (
      !('name' in definition) ||
      !definition.name ||
      definition.kind === Kind.DIRECTIVE_DEFINITION
    ) {
      continue;
    }
    const fields = 'fields' in definition ? (definition.fields ?? []) : [];
    const known = types.get(definition.name.value) ?? [];
    types.set(definition.name.value, [...known, ...fields.map((field) => field.name.value)]);
  }
  return types;
}

describe('the module list', () => {
  it("puts every declared module's types and fields into the app's schema", async () => {
    const coach = await signIn(testApp.app, 'coach@touchline.test');
    expect((await graphql(testApp.app, coach, '{ currentPerson { id } }')).errors).toBeUndefined();
    const schema = appSchema!;
    expect(schema).toBeDefined();
    const withSdl = modules.filter((module) => module.schema);
    expect(withSdl.length).toBeGreaterThan(5);
    for (const module of withSdl) {
      for (const [name, fields] of declaredTypes(readFileSync(module.schema!, 'utf8'))) {
        const type = schema.getType(name);
        expect(type, `${module.name}: ${name}`).toBeDefined();
        if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
          expect(Object.keys(type.getFields()), `${module.name}: ${name}`).toEqual(
            expect.arrayContaining(fields),
          );
        }
      }
    }
  });

  it('declares no module, loader, event or queue twice', () => {
    const names = modules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    const loaderNames = modules.flatMap((module) =>
      Object.keys(module.loaders?.(testApp.app.touchline.database.db) ?? {}),
    );
    expect(new Set(loaderNames).size).toBe(loaderNames.length);
    expect(Object.keys(createLoaders(testApp.app.touchline.database.db))).toEqual(
      expect.arrayContaining(loaderNames),
    );
    const topics = modules.flatMap((module) => Object.keys(module.events ?? {}));
    expect(new Set(topics).size).toBe(topics.length);
    const queues = modules.flatMap((module) => module.jobs?.queues.map((job) => job.queue) ?? []);
    expect(new Set(queues).size).toBe(queues.length);
  });

  it('creates every declared queue with its retry policy', async () => {
    const { jobs } = testApp.app.touchline;
    const declared = modules.flatMap((module) => module.jobs?.queues ?? []);
    expect(declared.map((job) => job.queue)).toEqual([
      'recompute-segment',
      'prepare-segment-recomputes',
      'generate-dataset',
      'fire-survey-trigger',
      'process-raw-track',
      'aggregate-session',
      'read-import-file',
      'send-notification',
    ]);
    for (const { queue, retry } of declared) {
      expect(await jobs.getQueue(queue)).toMatchObject({ name: queue, ...retry });
    }
  });
});

describe('a job a module declares', () => {
  const handled: { greeting: string; attempt: number }[] = [];
  const echoJob = defineJob<{ greeting: string; fail: boolean }>({
    queue: 'test-module-echo',
    retry: { policy: 'standard', retryLimit: 1, retryDelay: 0, retryBackoff: false },
  });
  const echo = echoJob.worker({
    batchSize: 1,
    handle(batch) {
      for (const job of batch) {
        handled.push({ greeting: job.data.greeting, attempt: job.retryCount });
        if (job.data.fail) return Promise.reject(new Error('the greeting was refused'));
      }
      return Promise.resolve();
    },
  });
  const echoModule = defineModule({ name: 'echo', jobs: defineJobs({ queues: [echo] }) });

  it('is registered with its retry policy, handled with its payload, and retried as declared', async () => {
    const { database, jobs } = testApp.app.touchline;
    const stop = await startJobWorkers([echoModule], {
      database,
      jobs,
      log: pino({ level: 'silent' }),
    });
    try {
      expect(await jobs.getQueue('test-module-echo')).toMatchObject({
        name: 'test-module-echo',
        policy: 'standard',
        retryLimit: 1,
        retryDelay: 0,
        retryBackoff: false,
      });
      const hello = await echoJob.send(jobs, { greeting: 'hello', fail: false });
      const refused = await echoJob.send(jobs, { greeting: 'refused', fail: true });
      // The payload's type is the declaration's: a wrong one does not compile (typecheck).
      const wrongPayload = () =>
        // @ts-expect-error -- a job of this queue has a greeting
        echoJob.send(jobs, { fail: false });
      void wrongPayload;
      await expect
        .poll(async () => (await jobs.getJobById('test-module-echo', hello!))?.state)
        .toBe('completed');
      // One retry (retryLimit 1), then failed for good.
      await expect
        .poll(async () => (await jobs.getJobById('test-module-echo', refused!))?.state, {
          timeout: BACKGROUND_WAIT_MS,
        })
        .toBe('failed');
      expect(handled.filter((job) => job.greeting === 'refused')).toEqual([
        { greeting: 'refused', attempt: 0 },
        { greeting: 'refused', attempt: 1 },
      ]);
      expect(handled.filter((job) => job.greeting === 'hello')).toEqual([
        { greeting: 'hello', attempt: 0 },
      ]);
    } finally {
      await stop();
    }
  });
});

describe('live events', () => {
  const events = {
    noticeboardChanged: defineEvent({
      payload: z.object({ clubId: z.string(), notice: z.string() }),
      routedBy: 'clubId',
    }),
  };

  it('refuses a malformed payload: not JSON, no or unknown topic, a missing or mistyped field', () => {
    for (const payload of [
      'not json',
      'null',
      '"noticeboardChanged"',
      '{}',
      '{"topic":"nothingDeclared","clubId":"c1"}',
      '{"topic":"toString"}',
      '{"topic":"noticeboardChanged","clubId":"c1"}',
      '{"topic":"noticeboardChanged","clubId":7,"notice":"x"}',
      '{"topic":["noticeboardChanged"],"clubId":"c1","notice":"x"}',
    ]) {
      expect(parseEvent(payload, events), payload).toBeNull();
    }
  });

  it('keeps the fields its check names, and nothing else', () => {
    expect(
      parseEvent('{"topic":"noticeboardChanged","clubId":"c1","notice":"x","secret":1}', events),
    ).toEqual({ topic: 'noticeboardChanged', clubId: 'c1', notice: 'x' });
  });

  it("checks the app's declared events, as the event bus hears them", async () => {
    expect(parseEvent('{"topic":"clubUpdated","clubId":"c1"}')).toEqual({
      topic: 'clubUpdated',
      clubId: 'c1',
    });
    expect(parseEvent('{"topic":"clubUpdated"}')).toBeNull();
    expect(parseEvent('{"topic":"sessionProcessed","clubId":"c1"}')).toBeNull();
    expect(parseEvent('{"topic":"authSessionEnded","authSessionId":null}')).toBeNull();
    expect(parseEvent('{"topic":"dataChanged"}')).toEqual({ topic: 'dataChanged' });

    const { database, pubSub } = testApp.app.touchline;
    const clubId = await clubIdNamed(database.db, 'Touchline FC');
    const heard = pubSub.subscribe('sessionProcessed', clubId)[Symbol.asyncIterator]();
    const next = heard.next();
    const notify = (payload: unknown) =>
      database.executeSql('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(payload)]);
    // A malformed event for the same club first: only the well-formed one after it arrives.
    await notify({ topic: 'sessionProcessed', clubId, sessionId: 42 });
    await notify({ topic: 'sessionProcessed', clubId, sessionId: 's1', extra: 'dropped' });
    expect((await next).value).toEqual({ clubId, sessionId: 's1' });
    await heard.return?.();
  });
});
