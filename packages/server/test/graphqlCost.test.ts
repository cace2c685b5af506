import { GRAPHQL_MAX_BATCH } from '@touchline/domain';
import {
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  OperationTypeNode,
  parse,
  print,
} from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ListSizes } from '../src/graphql/listSizes.js';
import { OperationCosts } from '../src/graphql/operationCost.js';
import { MAX_RESPONSE_BYTES } from '../src/graphql/responseCeiling.js';
import { buildSchema } from '../src/graphql/schema.js';
import { MAX_BATCH_COST, MAX_OPERATION_COST } from '../src/graphql/yoga.js';
import { SESSIONS_PAGE_SIZE } from '../src/modules/sessionReports/sessionReports.service.js';
import { graphqlOnlyApp } from './support/graphqlOnlyApp.js';
import { DASHBOARD_QUERY, TEAM_WEEKLY_OVERVIEW_QUERY } from './support/dashboardQueries.js';
import { webAppOperations } from './support/webAppOperations.js';
import { clubIdNamed } from './support/rivalClub.js';
import { sqlStatementsDuring } from './support/sqlStatements.js';
import {
  PERMISSION_QUERY,
  SESSION_OPERATIONS,
  SESSIONS_QUERY,
} from './support/sessionReportQueries.js';
import { seedSyntheticMatch } from './support/syntheticReport.js';
import { signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

const schema = buildSchema();
const costs = new OperationCosts(schema);

const costOf = (query: string, variables: Record<string, unknown> = {}) =>
  costs.costOf({ document: parse(query), variables, operationName: undefined });

const TIME_SERIES = `
  sampledSpeedKphOverTime { startTime intervalMs values }
  distanceMOverTime { endTime value }
  avgSpeedKphOverTime { endTime value }`;

/** A hardening probe's abusive query: every time series of every participation of a page of sessions. */
const ABUSIVE_QUERY = `query Abusive($clubId: ID!) {
  club(id: $clubId) {
    sessions { nodes { sessionParticipations { athleteMetricSet { ${TIME_SERIES} } } } }
  }
}`;

const PERIODS_DISTANCE = webAppOperations(schema).find(
  (operation) => operation.name === 'PeriodsDistance',
)!;

describe('list sizes', () => {
  const sizes = new ListSizes(schema);

  it('are declared (@listSize) on every list field, so no list is counted as one item', () => {
    const undeclared = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) || isInterfaceType(type))
      .filter((type) => !type.name.startsWith('__'))
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => isListType(getNullableType(field.type)))
          .filter((field) => sizes.declaredSize(field) === null)
          .map((field) => `${type.name}.${field.name}`),
      );
    expect(undeclared).toEqual([]);
  });

  it("count a page of sessions as the server's page size", () => {
    const nodes = schema.getType('SessionPage');
    if (!isObjectType(nodes)) throw new Error('SessionPage is not an object type');
    expect(sizes.declaredSize(nodes.getFields().nodes!)?.assumedSize).toBe(SESSIONS_PAGE_SIZE);
  });

  it('narrow participations to the athletes asked for, never above the assumed size', () => {
    const query = `query ($ids: [ID!]) { session(id: "x") {
      sessionParticipations(athleteIds: $ids) { id } } }`;
    const ids = (count: number) => Array.from({ length: count }, (_, k) => `id-${k}`);
    const everyone = costOf(query, { ids: null });
    expect(costOf(query, { ids: [] })).toBe(everyone);
    expect(costOf(query, { ids: ids(1) })).toBeLessThan(everyone / 20);
    expect(costOf(query, { ids: ids(10_000) })).toBe(everyone);
  });

  it('weigh a time series by its samples', () => {
    const perSample = costOf(`{ session(id: "x") { ... on MatchSession {
      matchSessionPeriods { metricSet { avgDistanceMOverTime { value } } } } } }`);
    expect(perSample).toBeGreaterThan(4 * 120);
  });
});

describe("the web app's operations", () => {
  const operations = webAppOperations(schema);

  it('are all measured', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(PERIODS_DISTANCE).toBeDefined();
  });

  it.each(operations)('$name costs at most half the limit of one operation', (operation) => {
    const cost = costs.costOf({ ...operation, operationName: operation.name });
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThanOrEqual(MAX_OPERATION_COST / 2);
  });

  it('cost at most half the limit of a batch in any batch the app can send', () => {
    // A batch holds at most GRAPHQL_MAX_BATCH operations: the dearest ones together are the
    // worst batch there is, whatever page sends it.
    const dearest = operations
      .map((operation) => costs.costOf({ ...operation, operationName: operation.name }))
      .sort((a, b) => b - a)
      .slice(0, GRAPHQL_MAX_BATCH);
    expect(dearest.reduce((sum, cost) => sum + cost, 0)).toBeLessThanOrEqual(MAX_BATCH_COST / 2);
  });
});

describe("the spec's session page and dashboard operations", () => {
  const page = [SESSIONS_QUERY, PERMISSION_QUERY, ...Object.values(SESSION_OPERATIONS)];
  const variables = {
    sessionId: 'x',
    clubId: 'x',
    action: 'Show',
    startTime: '2026-11-16T00:00:00Z',
    endTime: '2026-11-23T00:00:00Z',
  };

  it.each([...page, DASHBOARD_QUERY, TEAM_WEEKLY_OVERVIEW_QUERY])(
    'cost at most half the limit of one operation: %#',
    (query) => {
      expect(costOf(query, variables)).toBeLessThanOrEqual(MAX_OPERATION_COST / 2);
    },
  );

  it('cost at most half the limit of a batch for a whole session page', () => {
    const total = page.reduce((sum, query) => sum + costOf(query, variables), 0);
    expect(total).toBeLessThanOrEqual(MAX_BATCH_COST / 2);
  });
});

describe('the limit, on a running server', () => {
  let testApp: TestApp;
  let coach: Session;
  let clubId: string;
  const db = () => testApp.testDatabase.database.db;

  beforeAll(async () => {
    testApp = await startTestApp({ workers: false });
    coach = await signIn(testApp.app, 'coach@touchline.test');
    clubId = await clubIdNamed(db(), 'Touchline FC');
  });
  afterAll(() => testApp.close());

  const post = (payload: Record<string, unknown> | Record<string, unknown>[]) =>
    testApp.app.inject({ method: 'POST', url: '/api/graphql', headers: coach.headers, payload });

  type Answer = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

  it('refuses every query of the abusive batch before any resolver runs', async () => {
    expect(costOf(ABUSIVE_QUERY, { clubId })).toBeGreaterThan(10 * MAX_OPERATION_COST);
    let answers: Answer[] = [];
    const statements = await sqlStatementsDuring(db(), async () => {
      const response = await post(
        Array.from({ length: GRAPHQL_MAX_BATCH }, () => ({
          query: ABUSIVE_QUERY,
          variables: { clubId },
        })),
      );
      expect(response.statusCode).toBeLessThan(500);
      answers = response.json<Answer[]>();
    });
    expect(answers).toHaveLength(GRAPHQL_MAX_BATCH);
    for (const answer of answers) {
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_LARGE');
    }
    // The session cookie was looked up; nothing a resolver reads was.
    expect(statements.filter((statement) => !statement.includes('auth_sessions'))).toEqual([]);
  });

  it('says how much a refused query asks for, and how much it may', async () => {
    const response = await post({ query: ABUSIVE_QUERY, variables: { clubId } });
    const answer = response.json<Answer>();
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0]!.message).toMatch(
      /^This query asks for too much at once: about [\d,]+ values, more than the 600,000 one query may ask for\./,
    );
  });

  it('refuses a batch whose queries fit one by one but not together', async () => {
    const cost = costs.costOf({ ...PERIODS_DISTANCE, operationName: 'PeriodsDistance' });
    const count = Math.floor(MAX_BATCH_COST / cost) + 1;
    expect(count).toBeLessThanOrEqual(GRAPHQL_MAX_BATCH);
    const query = print(PERIODS_DISTANCE.document);
    let answers: Answer[] = [];
    const statements = await sqlStatementsDuring(db(), async () => {
      const response = await post(
        Array.from({ length: count }, () => ({ query, variables: PERIODS_DISTANCE.variables })),
      );
      answers = response.json<Answer[]>();
    });
    expect(answers).toHaveLength(count);
    for (const answer of answers) {
      expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_LARGE');
      expect(answer.errors?.[0]?.message).toMatch(new RegExp(`^These ${count} queries ask`));
    }
    expect(statements.filter((statement) => !statement.includes('auth_sessions'))).toEqual([]);
  });

  it('refuses a fragment bomb with an error, not by stalling', async () => {
    const levels = 16;
    const fragments = Array.from({ length: levels }, (_, level) =>
      level === 0
        ? 'fragment F0 on Person { id name }'
        : `fragment F${level} on Person { ...F${level - 1} ...F${level - 1} }`,
    );
    const response = await post({
      query: `{ currentPerson { ...F${levels - 1} } } ${fragments.join(' ')}`,
    });
    expect(response.statusCode).toBeLessThan(500);
    const answer = response.json<Answer>();
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
  });

  it('answers a 24-athlete, 90-minute match page far under the response ceiling', async () => {
    const match = await seedSyntheticMatch(db(), clubId, 24);
    // The session pages' queries, as the coach asks them (Admin Functions' are provider staff's).
    const operations = webAppOperations(schema).filter((operation) =>
      operation.document.definitions.some(
        (definition) =>
          definition.kind === Kind.OPERATION_DEFINITION &&
          definition.operation === OperationTypeNode.QUERY &&
          (definition.variableDefinitions ?? []).some(
            (variable) => variable.variable.name.value === 'sessionId',
          ) &&
          !definition.selectionSet.selections.some(
            (selection) => selection.kind === Kind.FIELD && selection.name.value === 'admin',
          ),
      ),
    );
    const response = await post(
      operations.map((operation) => ({
        query: print(operation.document),
        operationName: operation.name,
        variables: { ...operation.variables, sessionId: match.sessionId },
      })),
    );
    const answers = response.json<Answer[]>();
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    expect(response.body.length).toBeLessThan(MAX_RESPONSE_BYTES / 10);
  });

  it('refuses the abusive query over the websocket too', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const cookie = coach.cookie;
    class CookieWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({
      url: `ws://127.0.0.1:${address.port}/api/cable`,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
    });
    try {
      const answer = await new Promise<unknown>((resolve, reject) => {
        client.subscribe(
          { query: ABUSIVE_QUERY, variables: { clubId } },
          { next: resolve, error: reject, complete: () => undefined },
        );
      });
      expect(answer).toMatchObject({ errors: [{ extensions: { code: 'QUERY_TOO_LARGE' } }] });
    } finally {
      await client.dispose();
    }
  });

  describe('the response ceiling', () => {
    let smallCeiling: Awaited<ReturnType<typeof graphqlOnlyApp>>;
    let sessionId: string;
    beforeAll(async () => {
      smallCeiling = await graphqlOnlyApp(testApp, { maxResponseBytes: 2048 });
      sessionId = (await seedSyntheticMatch(db(), clubId, 3)).sessionId;
    });
    afterAll(() => smallCeiling.close());

    // Three athletes' 95 one-minute distances: about 15 KB.
    const DISTANCES = `query ($sessionId: ID!) { session(id: $sessionId) {
      sessionParticipations { athleteMetricSet { distanceMOverTime { endTime value } } } } }`;

    const ask = (payload: Record<string, unknown> | Record<string, unknown>[]) =>
      smallCeiling.inject({ method: 'POST', url: '/api/graphql', headers: coach.headers, payload });

    it('answers what fits', async () => {
      const response = await ask({ query: '{ currentPerson { name } }' });
      expect(response.json<Answer>()).toEqual({ data: { currentPerson: { name: 'Alex Morgan' } } });
    });

    it('sends an error instead of an answer over it', async () => {
      const response = await ask({ query: DISTANCES, variables: { sessionId } });
      expect(response.statusCode).toBeLessThan(500);
      const answer = response.json<Answer>();
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors).toMatchObject([{ extensions: { code: 'RESPONSE_TOO_LARGE' } }]);
      expect(answer.errors![0]!.message).toMatch(/too large to send \(\d+ KB, at most 2 KB\)/);
    });

    it('sends one error per operation for a batch over it', async () => {
      const response = await ask([
        { query: '{ currentPerson { name } }' },
        { query: DISTANCES, variables: { sessionId } },
      ]);
      const answers = response.json<Answer[]>();
      expect(answers).toHaveLength(2);
      for (const answer of answers) {
        expect(answer.errors?.[0]?.extensions?.code).toBe('RESPONSE_TOO_LARGE');
      }
    });
  });
});

describe("a dataset's table", () => {
  const TABLE = `columns { id name rows }`;
  const FETCH_DATASET = webAppOperations(schema).find(
    (operation) => operation.name === 'FetchDatasetQuery',
  )!;

  it('costs its rows x columns: the declared rows of each of the declared columns', () => {
    const table = costOf(`{ dataset(id: "x") { ${TABLE} } }`);
    const oneRowOnly = costOf(`{ dataset(id: "x") { columns { id name } } }`);
    expect(table - oneRowOnly).toBeGreaterThanOrEqual(40 * 2000);
  });

  // The web app reads tables from the Arrow route; API users still read them here.
  const copies = (count: number) =>
    `{ ${Array.from({ length: count }, (_, k) => `d${k}: dataset(id: "x") { ${TABLE} }`).join(' ')} }`;

  it('fits one table in an operation, not ten copies of it', () => {
    expect(costOf(copies(1))).toBeLessThanOrEqual(MAX_OPERATION_COST / 2);
    expect(costOf(copies(10))).toBeGreaterThan(MAX_OPERATION_COST);
  });

  it('fits a batch a few times, not a batch full of it', () => {
    expect(costOf(copies(1)) * GRAPHQL_MAX_BATCH).toBeGreaterThan(MAX_BATCH_COST);
  });

  it("is not asked for by the web app's FetchDatasetQuery, which reads the Arrow route", () => {
    const one = costs.costOf({
      ...FETCH_DATASET,
      variables: { datasetIds: ['the-same-dataset'] },
      operationName: FETCH_DATASET.name,
    });
    expect(one).toBeLessThan(costOf(copies(1)) / 100);
  });
});
