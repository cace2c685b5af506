import { randomUUID } from 'node:crypto';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';

const MONDAY = '2026-11-16T00:00:00.000Z';
const MONDAY_NOON = '2026-11-16T12:00:00.000Z';

/**
 * A value of any input type a caller might plausibly send, derived from the
 * type alone (so new arguments get one too): enums their first value, ids a
 * random (unknown) UUID, times a Monday morning (start to end), input objects their
 * required fields and the optional ones of scalar type.
 */
export function plausibleValue(type: GraphQLInputType, name: string): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [plausibleValue(nullable.ofType, name)];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type) || isScalarType(getNullableType(field.type)))
        .map((field) => [field.name, plausibleValue(field.type, field.name)]),
    );
  }
  if (!isScalarType(nullable)) throw new Error(`No plausible value for ${String(type)}`);
  switch (nullable.name) {
    case 'ID':
      return randomUUID();
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'ISO8601DateTime':
      return /end/i.test(name) ? MONDAY_NOON : MONDAY;
    default:
      return /time|date/i.test(name) ? MONDAY : `plausible ${name}`;
  }
}
