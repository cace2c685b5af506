import {
  getNamedType,
  isInputObjectType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/** An argument that names something stored: `id`, `clubId`, `…Id` or `…Ids`. */
const ID_ARGUMENT = /^(id|.+Ids?)$/;

/** A field of the schema that takes ids, and where: `id`, `input.clubId`. */
export interface IdTakingField {
  coordinate: string;
  idPaths: string[];
}

function idPathsOf(name: string, type: GraphQLInputType, seen: ReadonlySet<string>): string[] {
  const own = ID_ARGUMENT.test(name) ? [name] : [];
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return own;
  const inner = Object.values(named.getFields()).flatMap((field) =>
    idPathsOf(field.name, field.type, new Set([...seen, named.name])).map(
      (path) => `${name}.${path}`,
    ),
  );
  return [...own, ...inner];
}

/**
 * Every field of every object type (Query, Mutation, Subscription and the
 * nested ones) with an id among its arguments, input objects walked too.
 * Interfaces are left out: their fields run on the object types.
 */
export function idTakingFields(schema: GraphQLSchema): IdTakingField[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) =>
      isObjectType(type)
        ? Object.values(type.getFields()).map((field) => ({
            coordinate: `${type.name}.${field.name}`,
            idPaths: field.args.flatMap((arg) => idPathsOf(arg.name, arg.type, new Set())),
          }))
        : [],
    )
    .filter((field) => field.idPaths.length > 0)
    .sort((a, b) => a.coordinate.localeCompare(b.coordinate));
}
