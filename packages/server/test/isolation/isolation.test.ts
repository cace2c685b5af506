import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/graphql/schema.js';
import { guardArguments } from '../../src/graphql/guardArguments.js';
import { modules } from '../../src/modules/modules.js';
import { publishEvent } from '../../src/pubsub/touchlineEvents.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { signIn, startTestApp, type TestApp } from '../support/testApp.js';
import { clubRowsDigest } from './clubRowsDigest.js';
import { firstCableAnswer } from './firstCableAnswer.js';
import { GRAPHQL_FIXTURES, type GraphqlCase } from './graphqlFixtures.js';
import { idTakingFields } from './idTakingFields.js';
import { JOB_FIXTURES } from './jobFixtures.js';
import { signInOutsiders, type Outsider } from './outsiders.js';
import { REST_FIXTURES, type RestCase } from './restFixtures.js';
import { restRoutes } from './restRoutes.js';
import { seedVictimClub, unknownIds, type TargetIds, type VictimClub } from './victimClub.js';
import { BACKGROUND_WAIT_MS } from '../support/backgroundWait.js';

// The schema-driven isolation test: every schema field that takes
// ids and every REST route, called by outsiders of a club with its ids and
// with unknown ids. An outsider must get the same answer for both, find none
// of the club's ids or texts in it, and change nothing of the club's.

const ROLES = [
  'admin of another club',
  'staff of another club',
  'athlete of another club',
  'signed in, no club',
  'awaiting approval by the club',
];

let testApp: TestApp;
let cableUrl: string;
let victim: VictimClub;
let unknown: TargetIds;
let outsiders: Outsider[];
const tried = { fields: new Set<string>(), routes: new Set<string>(), queues: new Set<string>() };
const roles = new Set<string>();
const leaks: string[] = [];
let calls = 0;

const database = () => testApp.testDatabase.database;
const victimDigest = () => clubRowsDigest(database(), victim.ids.clubId);

beforeAll(async () => {
  testApp = await startTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  cableUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/cable`;
  const coach = await signIn(testApp.app, 'coach@touchline.test');
  victim = await seedVictimClub(testApp, coach, await clubIdNamed(database().db, 'Touchline FC'));
  unknown = unknownIds(victim.ids);
  outsiders = await signInOutsiders(testApp);
}, 180_000);

afterAll(async () => {
  const operations = tried.fields.size + tried.routes.size + tried.queues.size;
  console.info(
    `isolation: ${operations} operations tried (${tried.fields.size} GraphQL fields, ` +
      `${tried.routes.size} REST routes, ${tried.queues.size} job queues) in ${calls} calls, ` +
      `as ${roles.size} roles (${[...roles].join('; ')}): ${leaks.length} leaks`,
  );
  await testApp?.close();
});

/** Records a leak when the victim's answer differs from the unknown one's or holds a secret. */
function compare(who: string, what: string, forVictim: string, forUnknown: string) {
  const found = victim.secrets.filter((secret) => forVictim.includes(secret));
  if (found.length > 0) leaks.push(`${who}, ${what}: the answer holds ${found.join(', ')}`);
  if (forVictim !== forUnknown) {
    leaks.push(`${who}, ${what}: unlike an unknown id\n  ${forVictim}\n  ${forUnknown}`);
  }
}

/** Makes the events of the target's ids that a wrongly listening subscription would hear. */
async function eventsOf({ clubId, matchId, datasetId, csvDatasetId, importId }: TargetIds) {
  await publishEvent(database().db, { topic: 'clubUpdated', clubId });
  await publishEvent(database().db, { topic: 'sessionProcessed', clubId, sessionId: matchId });
  await publishEvent(database().db, { topic: 'processingProgressed', clubId, sessionId: matchId });
  await publishEvent(database().db, { topic: 'sessionsChanged', clubId, sessionId: matchId });
  await publishEvent(database().db, { topic: 'importUpdated', clubId, importId });
  for (const id of [datasetId, csvDatasetId])
    await publishEvent(database().db, {
      topic: 'datasetUpdated',
      clubId,
      datasetId: id,
      status: 'Completed',
    });
}

/** The leaks `work` records. */
async function leaksDuring(work: () => Promise<void>): Promise<string[]> {
  const start = leaks.length;
  await work();
  return leaks.slice(start);
}

async function callGraphql(outsider: Outsider, fixture: GraphqlCase, target: TargetIds) {
  calls += 1;
  const variables = fixture.variables(target, outsider.own);
  if (fixture.query.trimStart().startsWith('subscription')) {
    const answer = await firstCableAnswer(
      cableUrl,
      outsider.session.cookie,
      fixture.query,
      variables,
      () => eventsOf(target),
    );
    return JSON.stringify(answer);
  }
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: outsider.session.headers,
    payload: { query: fixture.query, variables },
  });
  return `${response.statusCode} ${response.body}`;
}

async function callRest(outsider: Outsider, fixture: RestCase, target: TargetIds) {
  calls += 1;
  const request = fixture.request(target, outsider.own);
  const response = await testApp.app.inject({
    ...request,
    headers: { ...outsider.session.headers, ...request.headers },
  });
  return `${response.statusCode} ${String(response.headers['content-type'])} ${response.body}`;
}

describe('fixtures', () => {
  it('has one for every schema field that takes ids, filling each of its id arguments', () => {
    const fields = idTakingFields(guardArguments(buildSchema()));
    const missing = fields.flatMap(({ coordinate, idPaths }) => {
      const cases = GRAPHQL_FIXTURES[coordinate];
      if (!cases) return [`${coordinate}(${idPaths.join(', ')}) has no fixture`];
      const filled = new Set(cases.flatMap((fixture) => fixture.covers));
      return idPaths
        .filter((path) => !filled.has(path))
        .map((path) => `${coordinate}: no case fills ${path}`);
    });
    const known = new Set(fields.map((field) => field.coordinate));
    const stale = Object.keys(GRAPHQL_FIXTURES).filter((coordinate) => !known.has(coordinate));
    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('has one for every REST route, or says why the route is public', () => {
    const routes = restRoutes(testApp.app);
    const missing = routes.filter((route) => !(route in REST_FIXTURES));
    const unfilled = routes.flatMap((route) => {
      const fixture = REST_FIXTURES[route];
      if (!fixture || !Array.isArray(fixture)) return [];
      const filled = new Set(fixture.flatMap((each) => each.covers));
      const params = route.match(/:\w+/g) ?? [];
      return params.filter((param) => !filled.has(param)).map((param) => `${route}: ${param}`);
    });
    const stale = Object.keys(REST_FIXTURES).filter((route) => !routes.includes(route));
    expect(missing).toEqual([]);
    expect(unfilled).toEqual([]);
    expect(stale).toEqual([]);
  });
});

// Each walk is hundreds of calls: minutes, not seconds, on a busy machine.
describe.each(ROLES)('as %s', { timeout: 300_000 }, (role) => {
  const outsider = () => outsiders.find((each) => each.role === role)!;

  it('learns nothing of another club through GraphQL, and changes nothing', async () => {
    roles.add(role);
    const before = await victimDigest();
    const found = await leaksDuring(async () => {
      for (const [coordinate, cases] of Object.entries(GRAPHQL_FIXTURES)) {
        tried.fields.add(coordinate);
        for (const [index, fixture] of cases.entries()) {
          const what = `${coordinate} #${index + 1}`;
          const forVictim = await callGraphql(outsider(), fixture, victim.ids);
          if (coordinate.startsWith('Mutation.') && (await victimDigest()) !== before) {
            leaks.push(`${role}, ${what}: changed the club's rows`);
          }
          compare(role, what, forVictim, await callGraphql(outsider(), fixture, unknown));
        }
      }
    });
    expect(await victimDigest()).toBe(before);
    expect(found).toEqual([]);
  });

  it('learns nothing of another club through REST, and changes nothing', async () => {
    roles.add(role);
    const before = await victimDigest();
    const found = await leaksDuring(async () => {
      for (const [route, fixture] of Object.entries(REST_FIXTURES)) {
        if (!Array.isArray(fixture)) continue;
        tried.routes.add(route);
        for (const [index, each] of fixture.entries()) {
          const what = `${route} #${index + 1}`;
          const forVictim = await callRest(outsider(), each, victim.ids);
          if ((await victimDigest()) !== before)
            leaks.push(`${role}, ${what}: changed the club's rows`);
          compare(role, what, forVictim, await callRest(outsider(), each, unknown));
        }
      }
    });
    expect(found).toEqual([]);
  });
});

/** Every queue the modules declare, as the worker starts them. */
const declaredQueues = () =>
  modules.flatMap((module) => module.jobs?.queues.map((declaration) => declaration.queue) ?? []);

describe('job entry points', () => {
  it('have a fixture for every queue a module declares', () => {
    const queues = declaredQueues();
    expect(queues.length).toBeGreaterThan(2);
    expect(queues.filter((queue) => !(queue in JOB_FIXTURES))).toEqual([]);
    expect(Object.keys(JOB_FIXTURES).filter((queue) => !queues.includes(queue))).toEqual([]);
  });

  it("do nothing with another club's ids", async () => {
    const { jobs } = testApp.app.touchline;
    const before = await victimDigest();
    const start = leaks.length;
    const foreignClubId = outsiders[0]!.own.clubId;
    for (const queue of declaredQueues()) {
      const fixture = JOB_FIXTURES[queue];
      if (!fixture) continue;
      tried.queues.add(queue);
      calls += 1;
      const id = await jobs.send(queue, fixture(victim, foreignClubId));
      await expect
        .poll(async () => (await jobs.getJobById(queue, id!))?.state, {
          timeout: BACKGROUND_WAIT_MS,
        })
        .toBe('completed');
    }
    if ((await victimDigest()) !== before)
      leaks.push("a job with another club's id changed the club's rows");
    expect(leaks.slice(start)).toEqual([]);
  });
});
