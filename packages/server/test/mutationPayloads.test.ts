import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/schema.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

// Every mutation answers through the one outcome path (errors/mutationOutcome.ts):
// what the person can act on in its payload's `errors { path fullMessages }`,
// what no input fixes (not signed in) as an error of the request. This walks the
// schema, so a new mutation is held to it without a word here.

const schema = buildSchema();
const mutations = Object.values(schema.getMutationType()!.getFields());

/** The value a required argument gets: of its type, naming only ids nobody has. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  const scalars: Record<string, unknown> = {
    ID: crypto.randomUUID(),
    String: 'Week 46',
    Int: 1,
    Float: 1,
    Boolean: false,
    ISO8601DateTime: '2026-11-14T10:00:00Z',
    JSON: {},
  };
  return scalars[type.name];
}

const takesAnId = (field: GraphQLField<unknown, unknown>) => {
  const ids = (type: GraphQLInputType, seen: Set<string>): boolean => {
    const named = getNamedType(type);
    if (named.name === 'ID') return true;
    if (!isInputObjectType(named) || seen.has(named.name)) return false;
    seen.add(named.name);
    return Object.values(named.getFields())
      .filter((inner) => isNonNullType(inner.type))
      .some((inner) => ids(inner.type, seen));
  };
  return field.args
    .filter((arg) => isNonNullType(arg.type))
    .some((arg) => ids(arg.type, new Set()));
};

/** The mutation asked with its required arguments, reading back only its errors. */
function operation(field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return {
    query: `mutation${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} { errors { path fullMessages } } }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)])),
  };
}

describe('every mutation payload', () => {
  it.each(mutations.map((field) => [field.name, field] as const))(
    '%s answers errors { path fullMessages }',
    (_name, field) => {
      const payload = getNullableType(field.type);
      expect(isNonNullType(field.type)).toBe(true);
      expect(isObjectType(payload)).toBe(true);
      if (!isObjectType(payload)) return;
      expect(String(payload.getFields().errors?.type)).toBe('[MutationError!]!');
    },
  );
});

describe('every mutation, asked for what does not exist', () => {
  let testApp: TestApp;
  let coach: Session;
  beforeAll(async () => {
    testApp = await startTestApp();
    coach = await signIn(testApp.app, 'coach@touchline.test');
  });
  afterAll(() => testApp.close());

  it('covers every mutation of the schema', () => {
    expect(mutations.length).toBeGreaterThan(15);
  });

  it.each(mutations.map((field) => [field.name, field] as const))(
    '%s answers in its payload, and refuses the signed-out outright',
    async (name, field) => {
      const { query, variables } = operation(field);
      const answer = await graphql<Record<string, { errors: unknown[] }>>(
        testApp.app,
        coach,
        query,
        variables,
      );
      expect(answer.errors).toBeUndefined();
      const errors = answer.data![name]!.errors;
      // An id nobody has is not found: answered in the payload, nothing thrown.
      if (takesAnId(field)) expect(errors.length).toBeGreaterThan(0);
      else expect(Array.isArray(errors)).toBe(true);

      const signedOut = await graphql(testApp.app, null, query, variables);
      expect(signedOut.status).toBe(401);
      expect(signedOut.data).toBeUndefined();
    },
  );
});
