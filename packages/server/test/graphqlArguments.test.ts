import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionParticipations } from '../src/db/tables.js';
import { MAX_TEXT_ARGUMENT_LENGTH } from '../src/graphql/textArgument.js';
import { buildSchema } from '../src/graphql/schema.js';
import { createSession } from '../src/modules/sessions/createSession.service.js';
import { plausibleValue } from './support/plausibleValues.js';
import { clubIdNamed } from './support/rivalClub.js';
import { athleteOfAccount } from './support/sessionFixtures.js';
import { seedSyntheticMatch } from './support/syntheticReport.js';
import { signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

// Every ID and String argument of the schema, found by walking it (so fields
// added later are covered), called as the demo coach with an unknown id,
// malformed ids and text PostgreSQL cannot store.

const schema = buildSchema();
const ID_TYPE = schema.getType('ID') as GraphQLInputType;

type Composite = GraphQLObjectType | GraphQLInterfaceType;

/** Where a type is reached from its root: the selection around a field of it. */
interface Route {
  operation: 'query' | 'mutation';
  open: string;
  close: string;
}

/** A step into an argument: a field of an input object, or the first item of a list. */
type Step = string | 0;

/** One ID or String leaf of one argument of one field. */
interface ArgumentCase {
  label: string;
  route: Route;
  field: GraphQLField<unknown, unknown>;
  argument: GraphQLArgument;
  path: Step[];
  isId: boolean;
}

/** Real ids the routes pass through, so a nested field is reached (set in beforeAll). */
const realIds: Record<string, string> = {};

const realIdFor = (typeName: string) => realIds[typeName] ?? realIds.Session ?? randomUUID();

/** A value for an argument or input field that is not under test: real ids where we have them. */
function fillValue(type: GraphQLInputType, name: string, target?: string): unknown {
  const nullable = getNullableType(type);
  if (isScalarType(nullable) && nullable.name === 'ID') {
    if (name === 'clubId') return realIds.Club;
    if (name === 'sessionId') return realIds.Session;
    if (name === 'id' && target) return realIdFor(target);
  }
  if (isListType(nullable)) return [fillValue(nullable.ofType, name, target)];
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, fillValue(field.type, field.name)]),
    );
  }
  return plausibleValue(type, name);
}

/** The argument's value with `leaf` at `path`, its other required parts filled. */
function valueWithLeaf(type: GraphQLInputType, name: string, path: Step[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const nullable = getNullableType(type);
  const [step, ...rest] = path;
  if (isListType(nullable)) return [valueWithLeaf(nullable.ofType, name, rest, leaf)];
  if (!isInputObjectType(nullable) || typeof step !== 'string') throw new Error('Bad path');
  const base = fillValue(nullable, name) as Record<string, unknown>;
  const field = nullable.getFields()[step]!;
  return { ...base, [step]: valueWithLeaf(field.type, step, rest, leaf) };
}

/** Paths to every ID and String leaf of an input type. */
function textLeaves(
  type: GraphQLInputType,
  seen = new Set<string>(),
): { path: Step[]; isId: boolean }[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    return textLeaves(nullable.ofType, seen).map((leaf) => ({ ...leaf, path: [0, ...leaf.path] }));
  }
  if (isScalarType(nullable)) {
    return nullable.name === 'ID' || nullable.name === 'String'
      ? [{ path: [], isId: nullable.name === 'ID' }]
      : [];
  }
  if (!isInputObjectType(nullable) || seen.has(nullable.name)) return [];
  const inner = new Set(seen).add(nullable.name);
  return Object.values(nullable.getFields()).flatMap((field) =>
    textLeaves(field.type, inner).map((leaf) => ({ ...leaf, path: [field.name, ...leaf.path] })),
  );
}

const literal = (value: unknown) => JSON.stringify(value);

// Routes are made when the file loads, before the ids exist: an id a route
// needs (e.g. a mutation's clubId on the way to a nested type) is a marker
// there, filled in when the request is made.
const idMarker = (name: string) => `"@@${name}@@"`;
const fillIdMarkers = (text: string) =>
  text.replace(/"@@(\w+)@@"/g, (_, name: string) => literal(fillValue(ID_TYPE, name)));

/** Arguments of a field on a route, as literals; null when one cannot be filled. */
function routeArguments(field: GraphQLField<unknown, unknown>, target: string): string | null {
  const required = field.args.filter((argument) => isNonNullType(argument.type));
  if (required.length === 0) return '';
  const parts = required.map((argument) => {
    const value = fillValue(argument.type, argument.name, target);
    const named = getNamedType(argument.type);
    if (!isScalarType(named) || Array.isArray(value)) return null;
    if (value === undefined && named.name === 'ID')
      return `${argument.name}: ${idMarker(argument.name)}`;
    return `${argument.name}: ${literal(value)}`;
  });
  return parts.includes(null) ? null : `(${parts.join(', ')})`;
}

/** The shortest route to every object and interface type under a root. */
function routesFrom(operation: 'query' | 'mutation', root: GraphQLObjectType): Map<string, Route> {
  const routes = new Map<string, Route>([[root.name, { operation, open: '', close: '' }]]);
  const queue: Composite[] = [root];
  const reach = (type: Composite, route: Route) => {
    if (routes.has(type.name)) return;
    routes.set(type.name, route);
    queue.push(type);
  };
  while (queue.length > 0) {
    const type = queue.shift()!;
    const route = routes.get(type.name)!;
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (!isCompositeType(named) || named.name.startsWith('__')) continue;
      const targets = isAbstractType(named) ? schema.getPossibleTypes(named) : [named];
      for (const target of targets) {
        const args = routeArguments(field, target.name);
        if (args === null) continue;
        const fragment = target === named ? '' : `... on ${target.name} { `;
        reach(target, {
          operation,
          open: `${route.open}${field.name}${args} { ${fragment}`,
          close: `${fragment ? ' }' : ''} }${route.close}`,
        });
      }
      if (isInterfaceType(named)) {
        const args = routeArguments(field, named.name);
        if (args !== null) {
          reach(named, {
            operation,
            open: `${route.open}${field.name}${args} { `,
            close: ` }${route.close}`,
          });
        }
      }
    }
  }
  return routes;
}

/** Every ID and String leaf of every argument of every field reachable as a query or mutation. */
function argumentCases(): ArgumentCase[] {
  const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  const reached = new Set<string>();
  return roots.flatMap(([operation, root]) => {
    if (!root) return [];
    // A type a query reaches is tried there: through a mutation (whose
    // payload is often empty for made-up ids) its fields may never run.
    const routes = [...routesFrom(operation, root)].filter(([typeName]) => !reached.has(typeName));
    for (const [typeName] of routes) reached.add(typeName);
    return routes.flatMap(([typeName, route]) => {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) return [];
      return Object.values(type.getFields()).flatMap((field) =>
        field.args.flatMap((argument) =>
          textLeaves(argument.type).map(({ path, isId }) => ({
            label: `${typeName}.${field.name}(${[argument.name, ...path].join('.')})`,
            route,
            field,
            argument,
            path,
            isId,
          })),
        ),
      );
    });
  });
}

const CASES = argumentCases();

/** A request calling the case's field with `leaf` in its argument, every other argument filled. */
function requestFor(testCase: ArgumentCase, leaf: unknown) {
  const { route, field, argument } = testCase;
  const used = field.args.filter(
    (candidate) => candidate === argument || isNonNullType(candidate.type),
  );
  const variables = Object.fromEntries(
    used.map((candidate) => [
      candidate.name,
      candidate === argument
        ? valueWithLeaf(candidate.type, candidate.name, testCase.path, leaf)
        : fillValue(candidate.type, candidate.name, getNamedType(field.type).name),
    ]),
  );
  const definitions = used.map((candidate) => `$${candidate.name}: ${String(candidate.type)}`);
  const args = used.map((candidate) => `${candidate.name}: $${candidate.name}`);
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const call = `${field.name}(${args.join(', ')})${selection}`;
  return {
    query: `${route.operation} (${definitions.join(', ')}) { ${fillIdMarkers(route.open)}${call}${route.close} }`,
    variables,
  };
}

const INTERNALS =
  /INTERNAL_SERVER_ERROR|Internal server error|Unexpected error|\bselect\b|\binsert into\b|\bupdate "|\.[cm]?[jt]s:\d+|node_modules|\/work\/|stack|invalid input syntax|violates|relation "/i;

let testApp: TestApp;
let coach: Session;
/** Admin Functions answer only provider staff: their arguments are theirs to send. */
let providerStaff: Session;

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  coach = await signIn(testApp.app, 'coach@touchline.test');
  providerStaff = await signIn(testApp.app, 'staff@touchline.test');
  const db = testApp.testDatabase.database.db;
  const clubId = await clubIdNamed(db, 'Touchline FC');
  const match = await seedSyntheticMatch(db, clubId, 2);
  const training = await createSession(db, clubId, {
    kind: 'training',
    startTime: new Date('2026-11-17T10:00:00Z'),
    endTime: new Date('2026-11-17T11:30:00Z'),
  });
  await db.insert(sessionParticipations).values({
    clubId,
    sessionId: training.id,
    athleteId: await athleteOfAccount(db, 'athlete@touchline.test'),
  });
  Object.assign(realIds, {
    Club: clubId,
    Session: match.sessionId,
    MatchSession: match.sessionId,
    TrainingSession: training.id,
  });
});
afterAll(() => testApp.close());

interface Answer {
  status: number;
  body: string;
  json: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function call(testCase: ArgumentCase, leaf: unknown): Promise<Answer> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: (testCase.label.startsWith('AdminFunctions.') ? providerStaff : coach).headers,
    payload: requestFor(testCase, leaf),
  });
  return { status: response.statusCode, body: response.body, json: response.json() };
}

function expectSafe(answer: Answer) {
  expect(answer.status).toBeLessThan(500);
  expect(answer.body).not.toMatch(INTERNALS);
}

/** The answer with the value sent replaced, to compare answers to different values. */
function normalised(answer: Answer, sent: string): unknown {
  return JSON.parse(answer.body.split(JSON.stringify(sent).slice(1, -1)).join('<sent>'));
}

const BAD_TEXT = {
  'a NUL character': 'a\u0000b',
  'a lone surrogate': 'a\uD800b',
  'a very long text': 'x'.repeat(MAX_TEXT_ARGUMENT_LENGTH * 5),
};

describe('the walk', () => {
  it('finds the arguments the issue names, and nested ones', () => {
    const labels = CASES.map((testCase) => testCase.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Mutation.createSession(input.pitchId)',
        'Person.clubs(nameCont)',
        'Query.session(id)',
        'MatchSession.sessionParticipations(athleteIds.0)',
        'TrainingSession.sessionParticipations(athleteIds.0)',
      ]),
    );
  });
});

describe.each(CASES.filter((testCase) => testCase.isId))('the id $label', (testCase) => {
  let unknown: Answer;
  let unknownId: string;
  beforeAll(async () => {
    unknownId = randomUUID();
    unknown = await call(testCase, unknownId);
  });

  it('answers an unknown id without an internal error', () => expectSafe(unknown));

  it.each([['not-a-uuid', 'not-a-uuid'], ...Object.entries(BAD_TEXT)])(
    'answers %s exactly as an unknown id',
    async (_name, value) => {
      const answer = await call(testCase, value);
      expectSafe(answer);
      expect(normalised(answer, value)).toEqual(normalised(unknown, unknownId));
    },
  );
});

describe.each(CASES.filter((testCase) => !testCase.isId))('the text $label', (testCase) => {
  it('takes plain text, or says what is wrong with it, without an internal error', async () => {
    expectSafe(await call(testCase, 'Plain text, with “quotes” and ü'));
    expectSafe(await call(testCase, randomUUID()));
  });

  it.each(Object.entries(BAD_TEXT))('refuses %s as bad input', async (_name, value) => {
    const answer = await call(testCase, value);
    expectSafe(answer);
    expect(answer.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.json.errors?.[0]?.message).toMatch(/^The argument "[\w.[\]]+" /);
  });
});
