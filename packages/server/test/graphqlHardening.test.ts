import { Writable } from 'node:stream';
import { GRAPHQL_MAX_BATCH } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import type { GraphQLContext } from '../src/context.js';
import { processingWarnings, sessionParticipations } from '../src/db/tables.js';
import { createSession } from '../src/modules/sessions/createSession.service.js';
import { graphqlOnlyApp } from './support/graphqlOnlyApp.js';
import { clubIdNamed } from './support/rivalClub.js';
import { addAthletes, athleteOfAccount } from './support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

const seenTimeZones: string[] = [];
const recordTimeZone: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    seenTimeZones.push(args.contextValue.timeZone);
  },
};

let testApp: TestApp;
let coach: Session;
beforeAll(async () => {
  testApp = await startTestApp({ graphqlPlugins: [recordTimeZone] });
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(() => testApp.close());

/** A valid query whose nesting is made of inline fragments, each one level deeper. */
function queryNested(levels: number): string {
  const open = '... on Person { '.repeat(levels);
  return `{ currentPerson { ${open} name ${'} '.repeat(levels)} } }`;
}

describe('query limits', () => {
  it('runs a query within the depth limit', async () => {
    const answer = await graphql(testApp.app, coach, queryNested(8));
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ currentPerson: { name: 'Alex Morgan' } });
  });

  it('rejects a query nested deeper than the limit', async () => {
    const answer = await graphql(testApp.app, coach, queryNested(14));
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Query depth limit of 12 exceeded/);
  });

  it('rejects a query with too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, index) => `a${index}: id`).join(' ');
    const answer = await graphql(testApp.app, coach, `{ currentPerson { ${aliases} } }`);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/aliases/i);
  });
});

describe('batches', () => {
  const batchOf = (size: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: Array.from({ length: size }, () => ({ query: '{ currentPerson { name } }' })),
      headers: coach.headers,
    });

  it('answers every operation of a batch as large as the web app sends', async () => {
    const response = await batchOf(GRAPHQL_MAX_BATCH);
    expect(response.statusCode).toBe(200);
    const answers = response.json<{ data: unknown }[]>();
    expect(answers).toHaveLength(GRAPHQL_MAX_BATCH);
    expect(answers.every((answer) => JSON.stringify(answer.data).includes('Alex Morgan'))).toBe(
      true,
    );
  });

  it('refuses a larger batch', async () => {
    const response = await batchOf(GRAPHQL_MAX_BATCH + 1);
    expect(response.statusCode).not.toBe(200);
    expect(response.body).toMatch(/batch/i);
  });
});

describe('errors', () => {
  it('masks an unexpected failure as "Internal server error"', async () => {
    const { db } = testApp.testDatabase.database;
    const hoopsId = await clubIdNamed(db, 'Touchline Hoops');
    // Break the data behind the API's back: a club pointing at no organisation.
    await db.execute(
      sql`alter table clubs drop constraint clubs_organisation_id_organisations_id_fk`,
    );
    await db.execute(
      sql`update clubs set organisation_id = '00000000-0000-4000-8000-000000000001' where id = ${hoopsId}`,
    );
    const answer = await graphql(
      testApp.app,
      coach,
      'query ($id: ID!) { club(id: $id) { organisation { name } } }',
      { id: hoopsId },
    );
    expect(answer.errors).toMatchObject([
      { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(answer.errors?.[0]?.extensions).toHaveProperty('requestId', expect.any(String));
    expect(JSON.stringify(answer)).not.toContain('has no organisation');
  });

  describe('with the log', () => {
    const lines: string[] = [];
    let app: FastifyInstance;
    beforeAll(async () => {
      const log = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      });
      // Fails the way a driver does: its message holds SQL and a path.
      const failing: Plugin<GraphQLContext> = {
        onExecute({ setExecuteFn }) {
          setExecuteFn(() => {
            throw new Error('insert into "uploads" failed at /srv/touchline/src/secret.ts:12');
          });
        },
      };
      app = await graphqlOnlyApp(testApp, { log, plugins: [failing] });
    });
    afterAll(() => app.close());

    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: coach.headers,
        payload: { query: '{ currentPerson { id } }' },
      });

    it('names the request in the answer and the log line, and nothing else', async () => {
      const response = await ask();
      // Nothing of the operation could be answered: Yoga says so with a 500, and only that.
      expect(response.statusCode).toBe(500);
      const { errors } = response.json<{ errors: { extensions: { requestId: string } }[] }>();
      expect(errors).toMatchObject([
        { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]);
      expect(response.body).not.toMatch(/insert into|secret|\/srv|stack|originalError/);
      const requestId = errors[0]!.extensions.requestId;
      const logged = lines
        .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; err?: unknown })
        .filter((line) => line.msg === 'unexpected error in a GraphQL operation');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ reqId: requestId });
      expect(JSON.stringify(logged[0]!.err)).toContain('insert into \\"uploads\\" failed');
    });

    it('shows no more when NODE_ENV says development', async () => {
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'development';
      try {
        const response = await ask();
        expect(response.json()).toMatchObject({ errors: [{ message: 'Internal server error' }] });
        expect(response.body).not.toMatch(/insert into|secret|\/srv|stack|originalError/);
      } finally {
        process.env.NODE_ENV = nodeEnv;
      }
    });
  });
});

describe('the schema stays private', () => {
  it('refuses introspection', async () => {
    for (const query of [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "Club") { name } }',
    ]) {
      const answer = await graphql(testApp.app, coach, query);
      expect(answer.status).toBeLessThan(500);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    }
  });

  it('still answers __typename', async () => {
    const answer = await graphql(testApp.app, coach, '{ currentPerson { __typename } }');
    expect(answer.data).toEqual({ currentPerson: { __typename: 'Person' } });
  });

  it('suggests no field, argument or enum value names', async () => {
    const field = await graphql(testApp.app, coach, '{ currentPerson { nmae } }');
    expect(field.errors?.[0]?.message).toBe('Cannot query field "nmae" on type "Person".');
    const argument = await graphql(
      testApp.app,
      coach,
      '{ currentPerson { clubs(nameCon: "a") { id } } }',
    );
    expect(argument.errors?.[0]?.message).toBe(
      'Unknown argument "nameCon" on field "Person.clubs".',
    );
    const value = await graphql(
      testApp.app,
      coach,
      'mutation ($unitSystem: UnitSystem!) { updateUnitSystem(unitSystem: $unitSystem) { person { id } } }',
      { unitSystem: 'metrc' },
    );
    expect(value.errors?.[0]?.message).toMatch(
      /^Variable "\$unitSystem" got invalid value "metrc"/,
    );
    for (const answer of [field, argument, value]) {
      expect(JSON.stringify(answer)).not.toMatch(/Did you mean|"name"|nameCont|"metric"/);
    }
  });

  describe('unless GRAPHQL_INTROSPECTION is on', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await graphqlOnlyApp(testApp, { introspection: true });
    });
    afterAll(() => app.close());

    it('answers introspection and suggests names', async () => {
      const ask = (query: string) =>
        app
          .inject({
            method: 'POST',
            url: '/api/graphql',
            headers: coach.headers,
            payload: { query },
          })
          .then((response) => response.json<{ data?: unknown; errors?: { message: string }[] }>());
      expect(await ask('{ __schema { queryType { name } } }')).toEqual({
        data: { __schema: { queryType: { name: 'Query' } } },
      });
      expect((await ask('{ currentPerson { nmae } }')).errors?.[0]?.message).toMatch(
        /Did you mean "name"\?/,
      );
    });

    it('is read from the environment, off unless set', () => {
      expect(loadConfig({}).graphqlIntrospection).toBe(false);
      expect(loadConfig({ GRAPHQL_INTROSPECTION: 'on' }).graphqlIntrospection).toBe(true);
      expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'sometimes' })).toThrow(ConfigError);
    });
  });
});

describe('X-Time-Zone', () => {
  it.each([
    ['Europe/London', 'Europe/London'],
    ['america/new_york', 'America/New_York'],
    ['Mars/Olympus_Mons', 'UTC'],
    [undefined, 'UTC'],
  ])('reads %s into the context as %s', async (header, expected) => {
    seenTimeZones.length = 0;
    await graphql(
      testApp.app,
      coach,
      '{ currentPerson { id } }',
      {},
      header ? { 'x-time-zone': header } : {},
    );
    expect(seenTimeZones).toEqual([expected]);
  });
});

describe('processing warnings', () => {
  const WARNINGS = `query ($id: ID!) { session(id: $id) {
    processingWarnings { message }
    sessionParticipations { athlete { id } processingWarnings { message } }
  } }`;

  interface Warnings {
    session: {
      processingWarnings: { message: string }[];
      sessionParticipations: {
        athlete: { id: string };
        processingWarnings: { message: string }[];
      }[];
    };
  }

  let sessionId: string;
  let ownAthleteId: string;
  let teammateId: string;
  beforeAll(async () => {
    const { db } = testApp.testDatabase.database;
    const clubId = await clubIdNamed(db, 'Touchline FC');
    ownAthleteId = await athleteOfAccount(db, 'athlete@touchline.test');
    [teammateId] = (await addAthletes(db, clubId, ['Warned Teammate'])) as [string];
    const session = await createSession(db, clubId, {
      kind: 'training',
      startTime: new Date('2026-11-18T10:00:00Z'),
      endTime: new Date('2026-11-18T11:00:00Z'),
    });
    sessionId = session.id;
    const [own, teammate] = await db
      .insert(sessionParticipations)
      .values([ownAthleteId, teammateId].map((athleteId) => ({ clubId, sessionId, athleteId })))
      .returning();
    await db.insert(processingWarnings).values([
      { clubId, sessionId, code: 'NO_ATHLETES_ASSIGNED', message: 'session-wide.csv: no tags' },
      {
        clubId,
        sessionId,
        sessionParticipationId: own!.id,
        code: 'NO_GPS_DATA',
        message: 'own-file.csv: no GPS fix',
      },
      {
        clubId,
        sessionId,
        sessionParticipationId: teammate!.id,
        code: 'IMPORT_FAILED',
        message: 'teammate-file.csv: line 3 has no time',
      },
    ]);
  });

  const warningsAs = async (email: string) => {
    const session = await signIn(testApp.app, email);
    const answer = await graphql<Warnings>(testApp.app, session, WARNINGS, { id: sessionId });
    expect(answer.errors).toBeUndefined();
    const ofAthlete = (athleteId: string) =>
      answer
        .data!.session.sessionParticipations.find((p) => p.athlete.id === athleteId)!
        .processingWarnings.map((warning) => warning.message);
    return {
      session: answer.data!.session.processingWarnings.map((warning) => warning.message).sort(),
      own: ofAthlete(ownAthleteId),
      teammate: ofAthlete(teammateId),
    };
  };

  it('are all read by the club staff', async () => {
    expect(await warningsAs('coach@touchline.test')).toEqual({
      session: [
        'own-file.csv: no GPS fix',
        'session-wide.csv: no tags',
        'teammate-file.csv: line 3 has no time',
      ],
      own: ['own-file.csv: no GPS fix'],
      teammate: ['teammate-file.csv: line 3 has no time'],
    });
  });

  it("are not read by an athlete, except about the athlete's own data", async () => {
    expect(await warningsAs('athlete@touchline.test')).toEqual({
      session: [],
      own: ['own-file.csv: no GPS fix'],
      teammate: [],
    });
  });
});
