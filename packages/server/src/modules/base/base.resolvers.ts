import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { checkJsonValue } from '../../graphql/checkJsonValue.js';
import type { Resolvers } from '../../generated/graphql.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { toGraphqlError } from '../../graphql/errors.js';

// A GraphQLError, so graphql-js words a variable's refusal with the catalogue text alone.
const notADateTime = () => toGraphqlError(new TouchlineError('NOT_A_DATE_TIME'));

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) {
    throw notADateTime();
  }
  return date.toISOString();
}

/** What toIso returns: answers already in this form (every series point) skip a Date parse. */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** JSON values pass as they are; literals in a query become their JSON value. */
function literalValue(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.LIST:
      return ast.values.map(literalValue);
    case Kind.OBJECT:
      return Object.fromEntries(
        ast.fields.map((field) => [field.name.value, literalValue(field.value)]),
      );
    default:
      return null;
  }
}

export const baseResolvers: Resolvers = {
  JSON: new GraphQLScalarType({
    name: 'JSON',
    serialize: (value) => value,
    // Checked where it comes in: stored as jsonb, a NUL or a lone surrogate fails.
    parseValue: checkJsonValue,
    parseLiteral: (ast) => checkJsonValue(literalValue(ast)),
  }),
  ISO8601DateTime: new GraphQLScalarType({
    name: 'ISO8601DateTime',
    serialize: (value) =>
      typeof value === 'string' && CANONICAL_ISO.test(value) ? value : toIso(value),
    parseValue: toIso,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) {
        throw notADateTime();
      }
      return toIso(ast.value);
    },
  }),
};
