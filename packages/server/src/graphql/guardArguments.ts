import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { isUuid, NO_SUCH_ID } from './ids.js';
import { checkTextArgument } from './textArgument.js';

type Args = Record<string, unknown>;

/** Whether a value of this type can hold an ID or a String, at any depth. */
function holdsText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'ID' || named.name === 'String';
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsText(field.type, seen));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The coerced value with every non-UUID id replaced; throws on text that cannot be stored. */
function guardValue(type: GraphQLInputType, value: unknown, path: string): unknown {
  if (value === null || value === undefined) return value;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    return Array.isArray(value)
      ? value.map((item, index) => guardValue(nullable.ofType, item, `${path}[${index}]`))
      : value;
  }
  if (isInputObjectType(nullable)) {
    if (!isRecord(value)) return value;
    const fields = nullable.getFields();
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => {
        const field = fields[name];
        return [name, field ? guardValue(field.type, item, `${path}.${name}`) : item];
      }),
    );
  }
  if (isScalarType(nullable) && typeof value === 'string') {
    if (nullable.name === 'ID') return isUuid(value) ? value : NO_SUCH_ID;
    if (nullable.name === 'String') checkTextArgument(value, path);
  }
  return value;
}

function guardArgs(definitions: readonly GraphQLArgument[], args: Args): Args {
  const guarded: Args = { ...args };
  for (const definition of definitions) {
    if (definition.name in args) {
      guarded[definition.name] = guardValue(
        definition.type,
        args[definition.name],
        definition.name,
      );
    }
  }
  return guarded;
}

function guarded<TSource, TContext>(
  definitions: readonly GraphQLArgument[],
  resolve: GraphQLFieldResolver<TSource, TContext>,
): GraphQLFieldResolver<TSource, TContext> {
  return (source, args: Args, context, info) =>
    resolve(source, guardArgs(definitions, args), context, info);
}

/**
 * Every field with ID or String arguments (input objects included) gets them
 * checked before its resolver runs, so fields added later are covered too:
 * - an ID that is not a UUID becomes NO_SUCH_ID, so the field answers as for
 *   an unknown id (and isUuid spares it a query);
 * - a String PostgreSQL cannot store (NUL, lone surrogates) or longer than
 *   any real input is a BAD_USER_INPUT naming the argument.
 * Changes the schema's fields in place and returns the schema.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((argument) => holdsText(argument.type))) continue;
      field.resolve = guarded(field.args, field.resolve ?? defaultFieldResolver);
      if (field.subscribe) field.subscribe = guarded(field.args, field.subscribe);
    }
  }
  return schema;
}
